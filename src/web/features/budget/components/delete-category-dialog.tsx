// Confirms deleting a category. The spec deletes by name and type, so the dialog says plainly that this
// reaches every month the category is in (and how many); where the shown month has its own row and
// other months have theirs, 'Only <month>' deletes that row alone (ADR 0020). When the rows going have
// transactions the person chooses what happens to them: deleted too, or moved to another category of
// the same type, so nothing is left under a name that no longer exists.
import { useId, useState } from 'react';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import type { BudgetCategory } from '#shared/budget/rules';
import { formatPeriod } from '#shared/period';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCategoryRows, useCategoryTransactionCount } from '#web/lib/budget-queries.ts';
import { useDeleteCategory, useDeleteCategoryMonth } from '../api.ts';
import {
  deleteReachOf,
  offersMonthOnly,
  type DeleteReach,
  type DeleteScope,
} from '../delete-scope.ts';

type Handling = 'delete' | 'move';

export function DeleteCategoryDialog({
  category,
  onClose,
  onCloseAutoFocus,
}: {
  category: BudgetCategory | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={category !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {category ? (
        <DialogContent
          title={BUDGET_MESSAGES.deleteTitle}
          description={BUDGET_MESSAGES.deleteText(category.name)}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DeleteChoice
            key={`${category.type}|${category.name}|${category.month}`}
            category={category}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** 'September 2025 to November 2026', or the one month's name. */
function monthSpan(months: string[]): string {
  const first = formatPeriod(months[0]!);
  return months.length === 1 ? first : `${first} to ${formatPeriod(months.at(-1)!)}`;
}

function monthsText(count: number): string {
  return `${count} ${count === 1 ? 'month' : 'months'}`;
}

/** What the delete reaches when there is no choice to make. */
function ReachNote({ name, reach }: { name: string; reach: DeleteReach }) {
  if (reach.months.length === 0) return null;
  return (
    <p className="text-sm text-text">
      {reach.months.length === 1
        ? `'${name}' is only in ${formatPeriod(reach.months[0]!)}.`
        : `This removes '${name}' from every month it is in: ${monthsText(reach.months.length)}, ${monthSpan(reach.months)}.`}
    </p>
  );
}

/** A radio with its label, and a line under it that describes it (read after the name). */
function ScopeOption({
  id,
  name,
  isChecked,
  onCheck,
  label,
  description,
}: {
  id: string;
  name: string;
  isChecked: boolean;
  onCheck: () => void;
  label: string;
  description: string;
}) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="radio"
        name={name}
        checked={isChecked}
        onChange={onCheck}
        aria-describedby={`${id}-description`}
        className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--pf-accent)]"
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-text">
          {label}
        </label>
        <p id={`${id}-description`} className="text-muted">
          {description}
        </p>
      </div>
    </div>
  );
}

function DeleteChoice({ category, onDone }: { category: BudgetCategory; onDone: () => void }) {
  const { name, type, month } = category;
  const rows = useCategoryRows();
  const reach = deleteReachOf(rows.data ?? [], category);
  const canChooseMonth = offersMonthOnly(reach);
  const [scope, setScope] = useState<DeleteScope>('every');
  const isMonthOnly = canChooseMonth && scope === 'month';

  const everyCount = useCategoryTransactionCount({ name, type });
  const monthCount = useCategoryTransactionCount(canChooseMonth ? { name, type, month } : null);
  const count = isMonthOnly ? monthCount : everyCount;
  const removeEvery = useDeleteCategory();
  const removeMonth = useDeleteCategoryMonth();
  const remove = isMonthOnly ? removeMonth : removeEvery;

  const others = [
    ...new Set(
      (rows.data ?? [])
        .filter((row) => row.type === type && row.name.toLowerCase() !== name.toLowerCase())
        .map((row) => row.name),
    ),
  ].sort((a, b) => a.localeCompare(b));
  const [handling, setHandling] = useState<Handling>('delete');
  const [moveTo, setMoveTo] = useState('');
  const target = moveTo || others[0] || '';
  const groupId = useId();
  const transactions = count.data ?? 0;
  const plural = transactions === 1 ? 'transaction' : 'transactions';
  const them = transactions === 1 ? 'it' : 'them';
  const where = isMonthOnly
    ? ` in ${formatPeriod(month)}`
    : reach.months.length > 1
      ? ` across its ${monthsText(reach.months.length)}`
      : '';

  function confirm() {
    const choice =
      transactions === 0
        ? {}
        : handling === 'move'
          ? { transactions: 'move' as const, moveTo: target }
          : { transactions: 'delete' as const };
    if (isMonthOnly)
      removeMonth.mutate({ id: reach.monthRow!.id, ...choice }, { onSuccess: onDone });
    else removeEvery.mutate({ name, type, ...choice }, { onSuccess: onDone });
  }

  return (
    <>
      {canChooseMonth ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-text">
            Delete &lsquo;{name}&rsquo; from
          </legend>
          <ScopeOption
            id={`${groupId}-every`}
            name={`${groupId}-scope`}
            isChecked={scope === 'every'}
            onCheck={() => setScope('every')}
            label="Every month it is in"
            description={`${monthsText(reach.months.length)}, ${monthSpan(reach.months)}`}
          />
          <ScopeOption
            id={`${groupId}-month`}
            name={`${groupId}-scope`}
            isChecked={scope === 'month'}
            onCheck={() => setScope('month')}
            label={`Only ${formatPeriod(month)}`}
            description={`Other months keep their '${name}'.${
              reach.carriedFrom
                ? ` ${formatPeriod(month)} will then show it as planned in ${formatPeriod(reach.carriedFrom)}, with nothing spent, as a month without its own row does.`
                : ''
            }`}
          />
        </fieldset>
      ) : (
        <ReachNote name={name} reach={reach} />
      )}
      {transactions > 0 ? (
        <fieldset className="space-y-2 pt-2" aria-describedby={`${groupId}-count`}>
          <legend id={`${groupId}-count`} className="text-sm text-text">
            It has {transactions} {plural}
            {where}. What should happen to {them}?
          </legend>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-text">
            <input
              type="radio"
              name={`${groupId}-handling`}
              checked={handling === 'delete'}
              onChange={() => setHandling('delete')}
              className="h-4 w-4 accent-[var(--pf-accent)]"
            />
            Delete the {plural} too
          </label>
          <label
            className={`flex items-center gap-2 text-sm ${others.length === 0 ? 'text-muted' : 'cursor-pointer text-text'}`}
          >
            <input
              type="radio"
              name={`${groupId}-handling`}
              checked={handling === 'move'}
              disabled={others.length === 0}
              onChange={() => setHandling('move')}
              className="h-4 w-4 accent-[var(--pf-accent)]"
            />
            {others.length === 0
              ? `Move ${them} to another category (there is no other of this type)`
              : `Move ${them} to another category`}
          </label>
          {handling === 'move' && others.length > 0 ? (
            <Select
              aria-label="Move the transactions to"
              value={target}
              onChange={(event) => setMoveTo(event.target.value)}
            >
              {others.map((other) => (
                <option key={other} value={other}>
                  {other}
                </option>
              ))}
            </Select>
          ) : null}
        </fieldset>
      ) : null}
      {remove.error ? (
        <Alert tone="error">
          {remove.error instanceof ApiError
            ? remove.error.message
            : 'Failed to delete category. Please try again.'}
        </Alert>
      ) : null}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button
          variant="danger"
          isPending={remove.isPending}
          disabled={count.isPending || rows.isPending}
          pendingLabel="Deleting..."
          onClick={confirm}
        >
          Delete
        </Button>
      </div>
    </>
  );
}
