// The history list: one row per transaction, newest first, led by its merchant (else its category),
// with its type badge, date, signed amount, and edit and delete buttons.
import { Pencil, Trash2 } from 'lucide-react';
import { signedAmount } from '#shared/budget/rules';
import type { TransactionView } from '#shared/contract/budget';
import type { CurrencyCode } from '#shared/money';
import { formatLongDate } from '#shared/period';
import { TypeBadge } from '#web/components/type-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatSignedAmount } from '../history.ts';

/** How the history names rows the budget recorded itself. */
const KIND_LABELS = { adjustment: 'Correction', bill_payment: 'Bill payment' } as const;

export function TransactionList({
  transactions,
  currency,
  onEdit,
  onDelete,
}: {
  transactions: TransactionView[];
  currency: CurrencyCode;
  onEdit: (tx: TransactionView) => void;
  onDelete: (tx: TransactionView) => void;
}) {
  return (
    <ul aria-label="Transactions" className="divide-y divide-border">
      {transactions.map((tx) => {
        const date = formatLongDate(tx.date);
        const isOut = signedAmount(tx) < 0;
        return (
          <li key={tx.id} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              {/* The merchant (or the note) leads when there is one; the category follows. */}
              {tx.note ? (
                <p
                  className="truncate font-medium text-text"
                  title={tx.note}
                  data-testid="transaction-note"
                >
                  {tx.note}
                </p>
              ) : (
                <p className="truncate font-medium text-text" title={tx.name}>
                  {tx.name}
                </p>
              )}
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                {tx.note ? (
                  <span className="min-w-0 max-w-full truncate text-text">
                    {tx.name}
                  </span>
                ) : null}
                <TypeBadge type={tx.type} />
                {tx.kind === 'entry' ? null : (
                  <span className="rounded-full border border-border px-2 py-0.5 text-[11px] font-medium text-muted">
                    {KIND_LABELS[tx.kind]}
                  </span>
                )}
                <time dateTime={tx.date}>{date}</time>
              </p>
            </div>
            <p
              className={cn(
                'shrink-0 text-right text-sm font-semibold tabular-nums sm:text-base',
                isOut ? 'text-negative' : 'text-positive',
              )}
            >
              {formatSignedAmount(tx, currency)}
            </p>
            <div className="-mr-2 flex shrink-0">
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 text-muted hover:text-text"
                aria-label={`Edit ${tx.name} transaction of ${date}`}
                onClick={() => onEdit(tx)}
              >
                <Pencil aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 text-muted hover:text-negative"
                aria-label={`Delete ${tx.name} transaction of ${date}`}
                onClick={() => onDelete(tx)}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
