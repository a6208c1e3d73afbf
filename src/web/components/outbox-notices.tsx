// Above every signed-in page: what happened to the transactions added offline once they were sent
// (arrived, followed a renamed category, or refused and waiting for the person), until dismissed.
import { CloudUpload, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents, type CurrencyCode } from '#shared/money';
import type { PendingEntry } from '#web/lib/offline/outbox.ts';
import { useOutboxSync, usePendingEntries } from '#web/lib/offline/use-outbox.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

function describe(entry: PendingEntry, currency: CurrencyCode): string {
  const what = entry.input.note ? `‘${entry.input.note}’ ` : '';
  return `${what}${formatCents(entry.input.amount, currency)} on ${entry.input.date}`;
}

export function OutboxNotices({ currency }: { currency: CurrencyCode }) {
  const { notices, sent, dismiss } = useOutboxSync();
  const pending = usePendingEntries().data ?? [];
  const refused = pending.filter((entry) => entry.problem !== undefined);
  if (sent === 0 && notices.length === 0 && refused.length === 0) return null;
  const renamed = notices.flatMap((notice) => (notice.kind === 'renamed' ? [notice] : []));
  return (
    <section aria-label="Offline entries" className="mx-auto mb-6 max-w-6xl space-y-2">
      {sent > 0 ? (
        <Alert tone="success">
          <span className="flex items-start gap-2">
            <span>
              {sent === 1
                ? 'A transaction added offline is now in your budget.'
                : `${sent} transactions added offline are now in your budget.`}
              {renamed.map((notice) => (
                <span key={notice.entry.key} className="block">
                  {describe(notice.entry, currency)} went to ‘{notice.to}’: ‘{notice.from}’ was
                  renamed meanwhile.
                </span>
              ))}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="-my-1 ml-auto h-7 w-7 shrink-0 p-0"
              aria-label="Dismiss"
              onClick={dismiss}
            >
              <X aria-hidden className="h-4 w-4" />
            </Button>
          </span>
        </Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert tone="warning">
          {refused.length === 1
            ? 'A transaction added offline could not be saved: '
            : `${refused.length} transactions added offline could not be saved: `}
          {refused[0]!.problem}{' '}
          <Link
            to={`/transactions?month=${refused[0]!.input.date.slice(0, 7)}`}
            className="font-medium underline underline-offset-4"
          >
            Review in Transactions
          </Link>
        </Alert>
      ) : null}
    </section>
  );
}

/** The little badge a waiting entry carries in the history. */
export function WaitingBadge({ problem }: { problem?: string | undefined }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-warning/40 px-2 py-0.5 text-[11px] font-medium text-warning">
      {problem ? null : <CloudUpload aria-hidden className="h-3 w-3" />}
      {problem ? 'Not saved' : 'Waiting to sync'}
    </span>
  );
}
