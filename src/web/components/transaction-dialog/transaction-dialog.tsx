// The Add / Edit Transaction dialog (spec section 2): Money In / Money Out, category chips for the type
// and the month of the date, amount in the user's currency, date, and the server's verdict.
import { ArrowDownLeft, ArrowUpRight, Check, ListPlus } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { categoriesForMonth, isBillType } from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import {
  BUDGET_MESSAGES,
  isCalendarDate,
  TRANSACTION_NOTE_MAX,
  TYPE_LABELS,
  type TransactionView,
} from '#shared/contract/budget';
import { currencySymbol } from '#shared/money';
import { todayLocalDate } from '#shared/period';
import { TypeBadge } from '#web/components/type-badge.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Field, FieldError } from '#web/components/ui/field.tsx';
import { useCategoryRows, useUpdateTransaction } from '#web/lib/budget-queries.ts';
import { useAddTransaction } from '#web/lib/offline/use-outbox.ts';
import { cn } from '#web/lib/cn.ts';
import { useMe } from '#web/lib/session.ts';
import { ReceiptScan } from '#web/components/receipt-scan/receipt-scan.tsx';
import { receiptNote } from '#web/components/receipt-scan/read-receipt.ts';
import type { OpenAddOptions } from './context.ts';
import {
  applyFormChange,
  centsToAmountText,
  initialAddValues,
  initialEditValues,
  monthOfDate,
  parseTransactionForm,
  type TransactionFormValues,
} from './transaction-form.ts';

type Props =
  | { mode: 'add'; options: OpenAddOptions; onDone: () => void }
  | { mode: 'edit'; transaction: TransactionView; onDone: () => void };

const TOGGLE_TYPES = [
  { type: 'income', Icon: ArrowDownLeft },
  { type: 'expense', Icon: ArrowUpRight },
] as const;

/** A radio input dressed as a pill; the native input keeps arrow keys and screen readers right. */
function ChoicePill({
  name,
  value,
  isChecked,
  onChange,
  children,
  className,
  describedBy,
  isInvalid,
}: {
  name: string;
  value: string;
  isChecked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  describedBy?: string | undefined;
  isInvalid?: boolean;
}) {
  return (
    <label
      className={cn(
        'relative inline-flex cursor-pointer select-none items-center justify-center gap-1.5 rounded-full border text-sm font-medium transition-colors',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        isChecked
          ? 'border-accent bg-accent text-on-accent'
          : 'border-border bg-surface-2 text-text hover:border-accent/60',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={isChecked}
        onChange={() => onChange(value)}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        className="sr-only"
      />
      {children}
    </label>
  );
}

export function TransactionDialogContent(props: Props) {
  const isEdit = props.mode === 'edit';
  const ids = useId();
  const me = useMe();
  const currency = me.data?.profile.currency ?? 'USD';
  const categoryRows = useCategoryRows();
  // Offline, an add waits in the outbox and is sent once the connection returns.
  const create = useAddTransaction();
  const update = useUpdateTransaction();
  const mutation = isEdit ? update : create;

  const today = useMemo(() => todayLocalDate(), []);
  const [values, setValues] = useState<TransactionFormValues>(() =>
    props.mode === 'edit'
      ? initialEditValues(props.transaction)
      : initialAddValues({ ...props.options, today }),
  );
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const categoryGroupRef = useRef<HTMLDivElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

  // Savings and debt entries keep their type: the toggle offers only Money In and Money Out.
  const isTypeFixed = isBillType(values.type);
  const original = props.mode === 'edit' ? props.transaction : null;
  // The chips for a type and date: the month's categories, and an edited transaction's own category
  // even if no row carries it into that month.
  const namesFor = (type: CategoryType, date: string): string[] => {
    const names = categoriesForMonth(
      categoryRows.data ?? [],
      type,
      monthOfDate(date, today.slice(0, 7)),
    ).map((c) => c.name);
    if (original && type === original.type && !names.includes(original.name)) {
      return [original.name, ...names];
    }
    return names;
  };
  const categoryNames = namesFor(values.type, values.date);

  const hasNoCategories = categoryRows.isSuccess && categoryNames.length === 0;
  const result = parseTransactionForm(values, {
    categoryNames,
    isSigned: original?.kind === 'adjustment',
  });
  const errors = hasTriedSubmit && !result.ok ? result.errors : {};

  function change(patch: Partial<TransactionFormValues>) {
    if (mutation.isError) mutation.reset();
    setValues((current) => applyFormChange(current, patch, namesFor));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (!result.ok) {
      // The first wrong field in the form's order: date, category, amount.
      if (result.errors.date) dateRef.current?.focus();
      else if (result.errors.category)
        categoryGroupRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      else if (result.errors.amount) amountRef.current?.focus();
      return;
    }
    const onSuccess = () => props.onDone();
    if (props.mode === 'edit') {
      update.mutate({ id: props.transaction.id, patch: result.input }, { onSuccess });
    } else {
      create.mutate(
        {
          input: result.input,
          ...(props.options.replaces && { replaces: props.options.replaces }),
        },
        { onSuccess },
      );
    }
  }

  const typeName = `${ids}-type`;
  const categoryName = `${ids}-category`;
  const amountId = `${ids}-amount`;
  const dateId = `${ids}-date`;
  const noteId = `${ids}-note`;
  const categoryErrorId = `${ids}-category-error`;
  const noCategoriesId = `${ids}-no-categories`;
  const symbol = currencySymbol(currency);

  return (
    <DialogContent
      title={isEdit ? 'Edit Transaction' : 'Add Transaction'}
      description={
        isEdit ? 'Change the category, amount or date.' : 'Log money coming in or going out.'
      }
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {props.mode === 'add' ? (
          <ReceiptScan
            currency={currency}
            initialFile={props.options.receipt}
            onRead={(reading, text) => {
              if (mutation.isError) mutation.reset();
              setValues((current) => {
                const date =
                  reading.date && isCalendarDate(reading.date) ? reading.date : current.date;
                const names = namesFor('expense', date);
                const keep = names.includes(current.categoryName) ? current.categoryName : '';
                return {
                  ...current,
                  type: 'expense',
                  date,
                  categoryName:
                    reading.category && names.includes(reading.category) ? reading.category : keep,
                  amount:
                    reading.total === null ? current.amount : centsToAmountText(reading.total),
                  note: receiptNote(reading.merchant, text, TRANSACTION_NOTE_MAX),
                };
              });
            }}
          />
        ) : null}
        {isTypeFixed ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-text">Type</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <TypeBadge type={values.type} className="px-3 py-1 text-sm" />
              {TYPE_LABELS[values.type]} entries keep their type.
            </p>
          </div>
        ) : (
          <fieldset>
            <legend className="sr-only">Type</legend>
            <div className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-surface-2 p-1">
              {TOGGLE_TYPES.map(({ type, Icon }) => {
                const isChecked = values.type === type;
                return (
                  <label
                    key={type}
                    className={cn(
                      'flex h-10 cursor-pointer select-none items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors',
                      'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                      isChecked
                        ? 'bg-accent text-on-accent shadow-sm'
                        : 'text-muted hover:bg-surface hover:text-text',
                    )}
                  >
                    <input
                      type="radio"
                      name={typeName}
                      value={type}
                      checked={isChecked}
                      onChange={() => change({ type: type as CategoryType })}
                      className="sr-only"
                    />
                    <Icon aria-hidden className="h-4 w-4" />
                    {TYPE_LABELS[type]}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}

        {/* The date comes first: it decides the month whose categories the chips offer. */}
        <Field id={dateId} label="Date" error={errors.date}>
          <Input
            ref={dateRef}
            id={dateId}
            type="date"
            min="1900-01-01"
            max="2100-12-31"
            value={values.date}
            onChange={(e) => change({ date: e.target.value })}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${dateId}-error` : undefined}
            className="tabular-nums"
          />
        </Field>
        <fieldset
          aria-describedby={
            errors.category ? categoryErrorId : hasNoCategories ? noCategoriesId : undefined
          }
        >
          <legend className="mb-1.5 text-sm font-medium text-text">Category</legend>
          <QueryState
            query={categoryRows}
            loadingLabel="Loading categories"
            size="line"
            isEmpty={() => categoryNames.length === 0}
            empty={
              <div
                id={noCategoriesId}
                className="rounded-lg border border-dashed border-border px-3 py-3 text-sm text-muted"
              >
                {BUDGET_MESSAGES.noCategories}{' '}
                <Link
                  to="/budget"
                  onClick={props.onDone}
                  className="font-medium text-accent-text underline-offset-4 hover:underline"
                >
                  Go to Your Budget
                </Link>
              </div>
            }
          >
            {() => (
              <div
                ref={categoryGroupRef}
                // Four whole rows of 2.25rem chips with 0.5rem gaps (and the 0.25rem focus padding);
                // a longer list scrolls, and the scrollbar says so.
                className="-m-1 flex max-h-[11rem] flex-wrap gap-2 overflow-y-auto p-1 [scrollbar-gutter:stable]"
              >
                {categoryNames.map((name) => {
                  const isChecked = values.categoryName === name;
                  return (
                    <ChoicePill
                      key={name}
                      name={categoryName}
                      value={name}
                      isChecked={isChecked}
                      onChange={(value) => change({ categoryName: value })}
                      isInvalid={Boolean(errors.category)}
                      className="h-9 px-3.5"
                    >
                      {isChecked ? <Check aria-hidden className="-ml-0.5 h-3.5 w-3.5" /> : null}
                      <span className="max-w-[14rem] truncate">{name}</span>
                    </ChoicePill>
                  );
                })}
              </div>
            )}
          </QueryState>
          {errors.category && !hasNoCategories ? (
            <FieldError id={categoryErrorId} className="mt-1.5">
              {errors.category}
            </FieldError>
          ) : null}
        </fieldset>

        <Field id={amountId} label="Amount" error={errors.amount}>
          <div
            className={cn(
              'flex h-10 items-center rounded-lg border border-border bg-surface-2',
              'has-focus-visible:outline-2 has-focus-visible:outline-ring',
              errors.amount && 'border-negative',
            )}
          >
            <span aria-hidden className="pl-3 pr-1 text-sm text-muted">
              {symbol}
            </span>
            <Input
              ref={amountRef}
              id={amountId}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="0.00"
              value={values.amount}
              onChange={(e) => change({ amount: e.target.value })}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${amountId}-error` : `${amountId}-currency`}
              className="h-full border-0 bg-transparent pl-1 tabular-nums focus-visible:outline-none"
            />
            <span id={`${amountId}-currency`} className="sr-only">
              in {currency}
            </span>
          </div>
        </Field>
        <Field
          id={noteId}
          label={
            <>
              Note <span className="font-normal text-muted">(optional)</span>
            </>
          }
          error={errors.note}
        >
          <Input
            id={noteId}
            value={values.note}
            maxLength={TRANSACTION_NOTE_MAX}
            placeholder="e.g. Birthday dinner"
            onChange={(e) => change({ note: e.target.value })}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
          />
        </Field>

        {mutation.isError ? <Alert tone="error">{mutation.error.message}</Alert> : null}

        <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:items-center">
          {isEdit ? null : (
            <Link
              to="/ai-chat"
              onClick={props.onDone}
              className="inline-flex items-center gap-1.5 self-center rounded text-sm font-medium text-accent-text underline-offset-4 hover:underline sm:mr-auto sm:self-auto"
            >
              <ListPlus aria-hidden className="h-4 w-4" />
              Enter Multiple
            </Link>
          )}
          <div className={cn('flex gap-2', isEdit && 'sm:ml-auto')}>
            <DialogClose asChild>
              <Button
                variant="secondary"
                className="flex-1 whitespace-nowrap px-3 sm:flex-none sm:px-4"
              >
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              className="flex-1 whitespace-nowrap px-3 sm:flex-none sm:px-4"
              disabled={hasNoCategories}
              isPending={mutation.isPending}
              pendingLabel={isEdit ? 'Saving...' : 'Adding...'}
            >
              {isEdit ? 'Save Changes' : 'Add Transaction'}
            </Button>
          </div>
        </div>
      </form>
    </DialogContent>
  );
}
