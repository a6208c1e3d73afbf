// The category dialog (spec section 2): add or edit an income source, an expense category or a bill.
// Saving shows 'Saving...'; success closes it (the form starts blank next time), failure shows why.
import { useId, useState, type FormEvent } from 'react';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import { isPlaceholderId, type BillType, type BudgetCategory } from '#shared/budget/rules';
import { currencySymbol, type CurrencyCode } from '#shared/money';
import { daysInMonth, formatPeriod, formatShortDate, type MonthKey } from '#shared/period';
import type { BillView, DueBillView } from '#shared/contract/bills';
import { formatCents } from '#shared/money';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCategoryRows } from '#web/lib/budget-queries.ts';
import { useBill, useDueBills } from '#web/lib/bill-queries.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { useSaveBill, useSaveCategory } from '../api.ts';
import {
  repeatValuesOf,
  validateRepeat,
  type RepeatErrors,
  type RepeatValues,
} from '../repeat-form.ts';
import { RepeatFields } from './repeat-fields.tsx';
import {
  centsToInput,
  FORM_LABELS,
  initialFormValues,
  offersCorrection,
  parseFormAmount,
  validateCategoryForm,
  type CategoryFormErrors,
  type CategoryFormValues,
  type CategoryKind,
} from '../category-form.ts';

/** What the dialog is open for: a new category of a kind, or an existing (or carried) one. */
export interface CategoryDialogTarget {
  kind: CategoryKind;
  category?: BudgetCategory | undefined;
}

function AmountInput({
  id,
  value,
  onChange,
  currency,
  error,
  placeholder,
  isRequired = false,
  hasHint = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  currency: CurrencyCode;
  error: string | undefined;
  /** Words, never a figure: '0.00' in grey reads as a value already filled in. */
  placeholder: string;
  isRequired?: boolean;
  /** The field shows a hint (`${id}-hint`) that describes the input. */
  hasHint?: boolean;
}) {
  const symbol = currencySymbol(currency);
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted"
      >
        {symbol}
      </span>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        aria-required={isRequired || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ paddingLeft: `${1.25 + symbol.length * 0.6}rem` }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hasHint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

/** A repeating bill's row: its schedule and this month's occurrence (the one 'this one' changes). */
interface ScheduledRow {
  bill: BillView;
  occurrence: DueBillView;
}

function CategoryForm({
  target,
  month,
  currency,
  onSaved,
  scheduled,
}: {
  target: CategoryDialogTarget;
  month: MonthKey;
  currency: CurrencyCode;
  onSaved: () => void;
  scheduled?: ScheduledRow | undefined;
}) {
  const { kind, category } = target;
  const labels = FORM_LABELS[kind];
  const save = useSaveCategory();
  const saveBill = useSaveBill();
  const [values, setValues] = useState<CategoryFormValues>(() => {
    const initial = initialFormValues({ kind, category });
    // A repeating bill's row may hold several occurrences: the form edits this month's first.
    return scheduled
      ? {
          ...initial,
          plan: centsToInput(scheduled.occurrence.amount),
          dueDate: scheduled.occurrence.dueDate,
        }
      : initial;
  });
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [repeat, setRepeat] = useState<RepeatValues>(() => repeatValuesOf(scheduled?.bill));
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const [changeScope, setChangeScope] = useState<'one' | 'later'>('one');
  const isRepeating = kind === 'bill' && (repeat.repeats !== 'none' || scheduled !== undefined);
  const activeSave = isRepeating ? saveBill : save;
  const [renameScope, setRenameScope] = useState<'month' | 'later'>('month');
  const scopeId = useId();
  const rows = useCategoryRows();
  // A new name for a category that later months have too: ask how far the rename reaches.
  const isRenamed =
    category !== undefined &&
    !isPlaceholderId(category.id) &&
    values.name.trim() !== '' &&
    values.name.trim() !== category.name;
  const hasLaterMonths =
    !scheduled &&
    isRenamed &&
    (rows.data ?? []).some(
      (row) =>
        row.type === category.type &&
        row.name.toLowerCase() === category.name.toLowerCase() &&
        row.month > category.month,
    );
  const set = (field: keyof CategoryFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateCategoryForm(kind, values);
    setErrors(found);
    const foundRepeat =
      kind === 'bill' && !(scheduled && changeScope === 'one')
        ? validateRepeat({
            values: repeat,
            dueDate: values.dueDate,
            amount: parseFormAmount(values.plan),
          })
        : {};
    setRepeatErrors(foundRepeat);
    const firstInvalid = (
      [
        ['name', 'category-name'],
        ['plan', 'category-plan'],
        ['actual', 'category-actual'],
        ['dueDate', 'category-due-date'],
        ['endDate', 'repeat-end-date'],
        ['paymentCount', 'repeat-count'],
        ['amountMax', 'repeat-amount-max'],
      ] as const
    ).find(
      ([field]) =>
        (found as Record<string, string | undefined>)[field] ??
        foundRepeat[field as keyof RepeatErrors],
    );
    if (firstInvalid) {
      document.getElementById(firstInvalid[1])?.focus();
      return;
    }
    if (isRepeating) {
      saveBill.mutate(
        {
          values,
          repeat,
          month,
          category,
          scheduled: scheduled && { ...scheduled, scope: changeScope },
        },
        { onSuccess: onSaved },
      );
      return;
    }
    save.mutate(
      { kind, values, month, category, renameScope: hasLaterMonths ? renameScope : 'month' },
      { onSuccess: onSaved },
    );
  }

  const isCorrectionOffered = offersCorrection(kind, category);
  const planField = (
    <Field
      id="category-plan"
      label={labels.plan}
      error={errors.plan}
      hint={
        kind === 'income'
          ? `Required: what you expect to receive in ${formatPeriod(month)}, or 0. What comes in is counted from your transactions.`
          : kind === 'expense'
            ? `Required: what you plan to spend in ${formatPeriod(month)}, or 0 for no budget.`
            : 'Required: the amount due.'
      }
    >
      <AmountInput
        id="category-plan"
        value={values.plan}
        onChange={set('plan')}
        currency={currency}
        error={errors.plan}
        placeholder="Required"
        isRequired
        hasHint
      />
    </Field>
  );

  const saveError = activeSave.error
    ? activeSave.error instanceof ApiError
      ? activeSave.error.message
      : BUDGET_MESSAGES.categorySaveFailed
    : null;
  const isLocked = scheduled !== undefined && changeScope === 'one';
  const amountMaxInput = (
    <AmountInput
      id="repeat-amount-max"
      value={repeat.amountMax}
      onChange={(amountMax) => {
        setRepeat((current) => ({ ...current, amountMax }));
        setRepeatErrors((current) => ({ ...current, amountMax: undefined }));
      }}
      currency={currency}
      error={repeatErrors.amountMax}
      placeholder="Required"
      isRequired
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {kind === 'bill' && !category ? (
        <Field id="category-bill-type" label="Bill Type">
          <Select
            id="category-bill-type"
            value={values.billType}
            onChange={(e) => set('billType')(e.target.value as BillType)}
          >
            <option value="debt">Debt (a bill or loan payment)</option>
            <option value="savings">Savings</option>
          </Select>
        </Field>
      ) : null}
      <Field id="category-name" label={labels.name} error={errors.name}>
        <Input
          id="category-name"
          autoComplete="off"
          value={values.name}
          maxLength={100}
          onChange={(e) => set('name')(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'category-name-error' : undefined}
        />
      </Field>
      {hasLaterMonths ? (
        <fieldset className="space-y-2 rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-medium text-text">
            Rename &lsquo;{category.name}&rsquo; in
          </legend>
          {(
            [
              ['month', 'This month'],
              ['later', 'This and later months'],
            ] as const
          ).map(([scope, label]) => (
            <label key={scope} className="flex cursor-pointer items-center gap-2 text-sm text-text">
              <input
                type="radio"
                name={`${scopeId}-scope`}
                checked={renameScope === scope}
                onChange={() => setRenameScope(scope)}
                className="h-4 w-4 accent-[var(--pf-accent)]"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {labels.isPlanLast ? null : planField}
      {labels.actual ? (
        isCorrectionOffered ? (
          <Field
            id="category-actual"
            label={labels.actual}
            error={errors.actual}
            hint={
              kind === 'income'
                ? 'Optional. Only if you will not add what came in as transactions: it is recorded as a correction.'
                : 'Optional. Only if you will not add your spending as transactions: it is recorded as a correction.'
            }
          >
            <AmountInput
              id="category-actual"
              value={values.actual}
              onChange={set('actual')}
              currency={currency}
              error={errors.actual}
              placeholder="Optional"
              hasHint
            />
          </Field>
        ) : (
          <div className="rounded-lg border border-border bg-surface-2/50 p-3 text-sm">
            <p className="text-text">
              {kind === 'income' ? 'Received' : 'Spent'} in {formatPeriod(month)}:{' '}
              <span className="font-medium tabular-nums">
                {formatCents(category!.actual, currency)}
              </span>
            </p>
            <p className="mt-1 text-muted">
              From {category!.entryCount}{' '}
              {category!.entryCount === 1 ? 'transaction' : 'transactions'}
              {category!.correction
                ? ` and a ${formatCents(category!.correction, currency)} correction`
                : ''}
              . To change it,{' '}
              <Link
                to={`/transactions?month=${month}`}
                className="font-medium text-accent-text hover:underline"
              >
                edit them in Transaction History
              </Link>
              .
            </p>
          </div>
        )
      ) : null}
      {labels.isPlanLast ? planField : null}
      {kind === 'bill' ? (
        <Field
          id="category-due-date"
          label={repeat.repeats !== 'none' && !scheduled ? 'First Due Date' : 'Due Date'}
          error={repeatErrors.dueDate}
          hint={
            repeat.repeats !== 'none' && !scheduled
              ? `The first time it is due, a day in ${formatPeriod(month)}: it repeats from there.`
              : `A bill belongs to the month it is due in: a day in ${formatPeriod(month)}.`
          }
        >
          <Input
            id="category-due-date"
            type="date"
            aria-invalid={repeatErrors.dueDate ? true : undefined}
            aria-describedby={
              repeatErrors.dueDate ? 'category-due-date-error' : 'category-due-date-hint'
            }
            min={`${month}-01`}
            max={`${month}-${String(daysInMonth(month)).padStart(2, '0')}`}
            value={values.dueDate}
            onChange={(e) => {
              set('dueDate')(e.target.value);
              setRepeatErrors((current) => ({ ...current, dueDate: undefined }));
            }}
          />
        </Field>
      ) : null}
      {scheduled ? (
        <fieldset className="space-y-2 rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-medium text-text">Change</legend>
          {(
            [
              ['one', `Only this one (due ${formatShortDate(scheduled.occurrence.dueDate)})`],
              ['later', 'This one and all later ones'],
            ] as const
          ).map(([scope, label]) => (
            <label key={scope} className="flex cursor-pointer items-center gap-2 text-sm text-text">
              <input
                type="radio"
                name={`${scopeId}-change`}
                checked={changeScope === scope}
                onChange={() => setChangeScope(scope)}
                className="h-4 w-4 accent-[var(--pf-accent)]"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {kind === 'bill' ? (
        <RepeatFields
          values={repeat}
          errors={repeatErrors}
          isLocked={isLocked}
          amountInput={amountMaxInput}
          onChange={(change) => {
            setRepeat((current) => ({ ...current, ...change }));
            setRepeatErrors({});
          }}
        />
      ) : null}
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" isPending={activeSave.isPending} pendingLabel="Saving...">
          {category ? 'Save Changes' : `Add ${kind === 'bill' ? 'Bill' : 'Category'}`}
        </Button>
      </div>
    </form>
  );
}

/** A repeating bill's row: the form once its schedule and this month's occurrences are loaded. */
function ScheduledBillForm({
  target,
  scheduleId,
  month,
  currency,
  onSaved,
}: {
  target: CategoryDialogTarget;
  scheduleId: string;
  month: MonthKey;
  currency: CurrencyCode;
  onSaved: () => void;
}) {
  const bill = useBill(scheduleId);
  const due = useDueBills({
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  });
  const occurrence = due.data?.bills.find(
    (b) => b.billId === scheduleId && b.categoryId === target.category?.id && !b.skipped,
  );
  return (
    <QueryState query={bill} loadingLabel="Loading the bill…">
      {(loaded) => (
        <QueryState query={due} loadingLabel="Loading the bill…">
          {() =>
            occurrence ? (
              <CategoryForm
                target={target}
                month={month}
                currency={currency}
                onSaved={onSaved}
                scheduled={{ bill: loaded, occurrence }}
              />
            ) : (
              <CategoryForm target={target} month={month} currency={currency} onSaved={onSaved} />
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

export function CategoryDialog({
  target,
  month,
  currency,
  onClose,
  onCloseAutoFocus,
}: {
  target: CategoryDialogTarget | null;
  month: MonthKey;
  currency: CurrencyCode;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const labels = target ? FORM_LABELS[target.kind] : null;
  return (
    <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {target && labels ? (
        <DialogContent
          title={`${target.category ? 'Edit' : 'Add'} ${labels.noun}`}
          description={`For ${formatPeriod(month)}`}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {target.category?.scheduleId && !isPlaceholderId(target.category.id) ? (
            <ScheduledBillForm
              target={target}
              scheduleId={target.category.scheduleId}
              month={month}
              currency={currency}
              onSaved={onClose}
            />
          ) : (
            <CategoryForm target={target} month={month} currency={currency} onSaved={onClose} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
