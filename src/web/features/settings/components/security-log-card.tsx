// The security log: sign-ins, failed sign-ins, new devices and changes to how the account signs in,
// newest first, 20 at a time. What deserves a second look carries a warning mark.
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import {
  describeSecurityEvent,
  isSecurityEventType,
  WARNING_EVENT_TYPES,
  type SecurityEventView,
} from '#shared/contract/security';
import { describeDevice } from '#shared/user-agent';
import { QueryState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { useSecurityEvents } from '../security-api.ts';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function isWarning(type: string): boolean {
  return isSecurityEventType(type) && WARNING_EVENT_TYPES.includes(type);
}

export function SecurityLogCard() {
  const log = useSecurityEvents();
  return (
    <Card>
      <CardTitle>Security log</CardTitle>
      <CardDescription>
        Sign-ins and changes to how your account signs in, from the last 12 months.
      </CardDescription>
      <QueryState
        query={log}
        loadingLabel="Loading your security log"
        canRetry
        className="mt-4"
        isEmpty={(data) => data.pages.every((page) => page.events.length === 0)}
        empty={<p className="text-sm text-muted">Nothing has happened yet.</p>}
      >
        {(data) => (
          <>
            <ol className="mt-4 divide-y divide-border" aria-label="Security events, newest first">
              {data.pages.flatMap((page) =>
                page.events.map((event) => <EventRow key={event.id} event={event} />),
              )}
            </ol>
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                className="mt-3 w-full"
                isPending={log.isFetchingNextPage}
                pendingLabel="Loading..."
                onClick={() => void log.fetchNextPage()}
              >
                Show older events
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}

function EventRow({ event }: { event: SecurityEventView }) {
  const warning = isWarning(event.type);
  const Icon = warning ? AlertTriangle : ShieldCheck;
  return (
    <li className="flex gap-3 py-3">
      <Icon
        aria-hidden
        className={`mt-0.5 h-4 w-4 shrink-0 ${warning ? 'text-warning' : 'text-muted'}`}
      />
      <div className="min-w-0">
        <p className="text-sm font-medium text-text">{describeSecurityEvent(event.type)}</p>
        {event.detail ? <p className="break-words text-sm text-muted">{event.detail}</p> : null}
        <p className="break-words text-xs text-muted">
          <time dateTime={event.createdAt}>{WHEN.format(new Date(event.createdAt))}</time>
          <span aria-hidden> · </span>
          {describeDevice(event)}
          <span aria-hidden> · </span>
          {event.ipAddress ?? 'address unknown'}
        </p>
      </div>
    </li>
  );
}
