// The history list: one row per transaction, newest first, led by its merchant (else its category),
// with its type badge, date, signed amount, and edit and delete buttons.
import { signedAmount } from '#shared/budget/rules';
import type { TransactionView } from '#shared/contract/budget';
import type { CurrencyCode } from '#shared/money';
import { formatLongDate } from '#shared/period';
import { TypeBadge } from '#web/components/type-badge.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
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
                  <span className="min-w-0 max-w-full truncate text-text">{tx.name}</span>
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
            <RowActions
              name={`${tx.name} transaction of ${date}`}
              onEdit={() => onEdit(tx)}
              onDelete={() => onDelete(tx)}
              className="-mr-2 shrink-0"
            />
          </li>
        );
      })}
    </ul>
  );
}
