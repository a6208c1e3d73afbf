// A bill due several times in a month (a weekly cleaner) lists its due days as ticks: each records
// that occurrence's payment on its day, and ticking the last one ticks the month. Each is saved at
// once; while saving it shows what was asked for.
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { DueBillView } from '#shared/contract/bills';
import { formatMonthDay, formatShortDate } from '#shared/period';
import { ApiError } from '#web/lib/api-client.ts';
import { useSetOccurrencePaid } from '#web/lib/bill-queries.ts';
import { cn } from '#web/lib/cn.ts';

function OccurrenceTick({ occurrence, compact }: { occurrence: DueBillView; compact: boolean }) {
  const setPaid = useSetOccurrencePaid();
  const [requested, setRequested] = useState<boolean | undefined>();
  const isPaid = requested ?? occurrence.isPaid;
  const error = setPaid.error
    ? setPaid.error instanceof ApiError
      ? setPaid.error.message
      : 'Not saved'
    : null;
  return (
    <li>
      <label
        className={cn(
          'inline-flex min-h-9 cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-medium',
          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
          isPaid
            ? 'border-accent bg-accent-soft text-accent-text'
            : 'border-border bg-surface text-text',
        )}
      >
        <span className="relative flex h-4 w-4">
          <input
            type="checkbox"
            className={cn(
              'peer h-4 w-4 cursor-pointer appearance-none rounded border-2 border-muted bg-surface',
              'checked:border-accent checked:bg-accent focus-visible:outline-none disabled:cursor-wait',
            )}
            checked={isPaid}
            disabled={setPaid.isPending}
            aria-label={`${occurrence.name} due ${formatShortDate(occurrence.dueDate)} paid`}
            onChange={(e) => {
              const paid = e.target.checked;
              setRequested(paid);
              setPaid.mutate(
                { id: occurrence.billId!, date: occurrence.scheduledDate!, paid },
                { onSettled: () => setRequested(undefined) },
              );
            }}
          />
          <Check
            aria-hidden
            strokeWidth={3}
            className="pointer-events-none absolute inset-0.5 hidden h-3 w-3 text-on-accent peer-checked:block"
          />
        </span>
        {compact ? Number(occurrence.dueDate.slice(8)) : formatMonthDay(occurrence.dueDate)}
      </label>
      {error ? (
        <span role="alert" className="block text-xs text-negative">
          {error}
        </span>
      ) : null}
    </li>
  );
}

/** The month's due days of one bill, each ticked paid on its own; `compact` shows the day alone. */
export function OccurrenceTicks({
  occurrences,
  compact = false,
}: {
  occurrences: DueBillView[];
  compact?: boolean;
}) {
  return (
    <ul aria-label="Due days" className="flex flex-wrap gap-1.5">
      {occurrences.map((o) => (
        <OccurrenceTick key={o.scheduledDate} occurrence={o} compact={compact} />
      ))}
    </ul>
  );
}
