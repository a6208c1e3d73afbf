// Asks before deleting a transaction; the dialog stays open with the server's message if it fails.
import type { TransactionView } from '#shared/contract/budget';
import { TYPE_LABELS } from '#shared/contract/budget';
import type { CurrencyCode } from '#shared/money';
import { formatLongDate } from '#shared/period';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { useDeleteTransaction } from '#web/lib/budget-queries.ts';
import { formatSignedAmount } from '../history.ts';

export function DeleteTransactionDialog({
  transaction,
  currency,
  onClose,
}: {
  transaction: TransactionView | null;
  currency: CurrencyCode;
  /** Called when the dialog closes; `wasDeleted` says whether the transaction is gone. */
  onClose: (wasDeleted: boolean) => void;
}) {
  const remove = useDeleteTransaction();
  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !remove.isPending) {
          remove.reset();
          onClose(false);
        }
      }}
    >
      {transaction ? (
        <DialogContent
          title="Delete Transaction"
          description="Are you sure you want to delete this transaction? This action cannot be undone."
        >
          <div className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="truncate font-medium text-text">{transaction.name}</p>
              <p className="text-muted">
                {TYPE_LABELS[transaction.type]} · {formatLongDate(transaction.date)}
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-text">
              {formatSignedAmount(transaction, currency)}
            </p>
          </div>
          {remove.isError ? (
            <Alert tone="error" className="mt-4">
              {remove.error.message}
            </Alert>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              isPending={remove.isPending}
              pendingLabel="Deleting..."
              onClick={() =>
                remove.mutate(transaction.id, {
                  onSuccess: () => {
                    remove.reset();
                    onClose(true);
                  },
                })
              }
            >
              Delete
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
