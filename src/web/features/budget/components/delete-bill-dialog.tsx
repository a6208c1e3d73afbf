// Deleting a repeating bill's row (issue 33) says what happens to its other occurrences: only this
// one goes (it is skipped, and stays skipped), this one and every later one, or the whole bill.
// Months that hold a payment keep their row either way, and the dialog says so.
import { useId, useState } from 'react';
import type { BudgetCategory } from '#shared/budget/rules';
import type { BillDeleteResult } from '#shared/contract/bills';
import { formatPeriod, formatShortDate, daysInMonth } from '#shared/period';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteBill, useDueBills, useSkipOccurrence } from '#web/lib/bill-queries.ts';

type Reach = 'one' | 'later' | 'all';

function resultText(result: BillDeleteResult): string {
  const kept = result.keptMonths.map(formatPeriod);
  const removed = result.removedMonths.length;
  const parts = [`${removed} ${removed === 1 ? 'month' : 'months'} removed.`];
  if (kept.length > 0) parts.push(`Kept for the payments they hold: ${kept.join(', ')}.`);
  return parts.join(' ');
}

export function DeleteBillDialog({
  bill,
  onClose,
  onCloseAutoFocus,
}: {
  /** A repeating bill's row of the month shown. */
  bill: BudgetCategory | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={bill !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {bill ? (
        <DialogContent
          title="Delete Bill"
          description={`'${bill.name}' repeats. Choose which payments to delete.`}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DeleteBillChoice key={bill.id} bill={bill} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeleteBillChoice({ bill, onDone }: { bill: BudgetCategory; onDone: () => void }) {
  const month = bill.month;
  const due = useDueBills({
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  });
  const [reach, setReach] = useState<Reach>('one');
  const [result, setResult] = useState<BillDeleteResult | null>(null);
  const skip = useSkipOccurrence();
  const remove = useDeleteBill();
  const name = useId();
  const error = skip.error ?? remove.error;
  const errorText = error
    ? error instanceof ApiError
      ? error.message
      : 'The bill was not deleted. Please try again.'
    : null;

  if (result)
    return (
      <div className="space-y-4">
        <Alert tone="success">{resultText(result)}</Alert>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );

  return (
    <QueryState query={due} loadingLabel="Loading the bill…">
      {(view) => {
        const occurrences = view.bills.filter(
          (o) => o.categoryId === bill.id && o.billId === bill.scheduleId && !o.skipped,
        );
        const first = occurrences[0];
        const options: Array<[Reach, string, string]> = [
          [
            'one',
            occurrences.length > 1
              ? `Only ${formatPeriod(month)}'s ${occurrences.length} payments`
              : first
                ? `Only this one (due ${formatShortDate(first.dueDate)})`
                : `Only ${formatPeriod(month)}`,
            occurrences.length > 1
              ? 'They are skipped: the bill goes on as before, and these stay skipped.'
              : 'It is skipped: the bill goes on as before, and this one stays skipped.',
          ],
          [
            'later',
            'This one and all later ones',
            'Later months lose this bill. Earlier months, and any month that holds a payment, keep it.',
          ],
          [
            'all',
            'The whole bill',
            'Every month loses this bill, except months that hold a payment.',
          ],
        ];
        const confirm = async () => {
          if (!first) return;
          if (reach === 'one') {
            for (const o of occurrences)
              await skip.mutateAsync({ id: o.billId!, date: o.scheduledDate!, skip: true });
            onDone();
            return;
          }
          const deleted = await remove.mutateAsync({
            id: first.billId!,
            ...(reach === 'later' && { from: first.scheduledDate! }),
          });
          setResult(deleted as BillDeleteResult);
        };
        return (
          <div className="space-y-4">
            <fieldset className="space-y-3">
              <legend className="sr-only">What to delete</legend>
              {options.map(([value, label, hint]) => (
                <label key={value} className="flex cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={name}
                    checked={reach === value}
                    onChange={() => setReach(value)}
                    className="mt-0.5 h-4 w-4 accent-[var(--pf-accent)]"
                  />
                  <span>
                    <span className="font-medium text-text">{label}</span>
                    <span className="block text-muted">{hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {errorText ? <Alert tone="error">{errorText}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button
                variant="danger"
                disabled={!first}
                isPending={skip.isPending || remove.isPending}
                pendingLabel="Deleting..."
                onClick={() => void confirm().catch(() => undefined)}
              >
                {reach === 'one' ? 'Skip this one' : 'Delete'}
              </Button>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
