// Transactions added offline that have not reached the server yet, above the history's own rows:
// waiting ones (counted in the period's totals as pending) and refused ones with the server's words,
// to correct (the dialog reopens filled in) or discard.
import { formatLongDate } from '#shared/period';
import type { CurrencyCode } from '#shared/money';
import { WaitingBadge } from '#web/components/outbox-notices.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { TypeBadge } from '#web/components/type-badge.tsx';
import { cn } from '#web/lib/cn.ts';
import type { PendingEntry } from '#web/lib/offline/outbox.ts';
import { formatSignedAmount } from '../history.ts';

export function PendingList({
  entries,
  currency,
  onCorrect,
  onDiscard,
}: {
  entries: PendingEntry[];
  currency: CurrencyCode;
  onCorrect: (entry: PendingEntry) => void;
  onDiscard: (entry: PendingEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ul
      aria-label="Waiting to sync"
      className="divide-y divide-border border-b border-border"
      data-testid="pending-transactions"
    >
      {entries.map((entry) => {
        const { input } = entry;
        const date = formatLongDate(input.date);
        return (
          <li key={entry.key} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-text">{input.note || input.name}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                {input.note ? <span className="truncate text-text">{input.name}</span> : null}
                <TypeBadge type={input.type} />
                <WaitingBadge problem={entry.problem} />
                <time dateTime={input.date}>{date}</time>
              </p>
              {entry.problem ? <p className="mt-1 text-xs text-negative">{entry.problem}</p> : null}
            </div>
            <p
              className={cn(
                'shrink-0 text-right text-sm font-semibold tabular-nums opacity-80 sm:text-base',
                input.type === 'income' ? 'text-positive' : 'text-negative',
              )}
            >
              {formatSignedAmount(input, currency)}
            </p>
            <RowActions
              name={`${input.name} entry of ${date}, not yet synced`}
              onEdit={() => onCorrect(entry)}
              onDelete={() => onDiscard(entry)}
              className="-mr-2 shrink-0"
            />
          </li>
        );
      })}
    </ul>
  );
}
