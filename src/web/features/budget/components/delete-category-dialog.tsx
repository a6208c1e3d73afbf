// Confirms deleting a category; it goes by name and type, so every month's row of it goes. When it has
// transactions the person chooses what happens to them: deleted with it, or moved to another category
// of the same type, so nothing is left under a name that no longer exists.
import { useId, useState } from 'react';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import type { BudgetCategory } from '#shared/budget/rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCategoryRows, useCategoryTransactionCount } from '#web/lib/budget-queries.ts';
import { useDeleteCategory } from '../api.ts';

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
  const remove = useDeleteCategory();
  function onOpenChange(isOpen: boolean) {
    if (isOpen) return;
    remove.reset();
    onClose();
  }
  return (
    <Dialog open={category !== null} onOpenChange={onOpenChange}>
      {category ? (
        <DialogContent
          title={BUDGET_MESSAGES.deleteTitle}
          description={BUDGET_MESSAGES.deleteText(category.name)}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DeleteChoice
            key={`${category.type}|${category.name}`}
            category={category}
            remove={remove}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeleteChoice({
  category,
  remove,
  onDone,
}: {
  category: BudgetCategory;
  remove: ReturnType<typeof useDeleteCategory>;
  onDone: () => void;
}) {
  const { name, type } = category;
  const count = useCategoryTransactionCount({ name, type });
  const rows = useCategoryRows();
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

  function confirm() {
    const choice =
      transactions === 0
        ? {}
        : handling === 'move'
          ? { transactions: 'move' as const, moveTo: target }
          : { transactions: 'delete' as const };
    remove.mutate({ name, type, ...choice }, { onSuccess: onDone });
  }

  return (
    <>
      {transactions > 0 ? (
        <fieldset className="space-y-2" aria-describedby={`${groupId}-count`}>
          <legend id={`${groupId}-count`} className="text-sm text-text">
            It has {transactions} {plural}. What should happen to {them}?
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
          disabled={count.isPending}
          pendingLabel="Deleting..."
          onClick={confirm}
        >
          Delete
        </Button>
      </div>
    </>
  );
}
