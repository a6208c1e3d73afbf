// Signed-in devices: every live session of the account with its browser, system, address and
// times, this one marked. Any other can be ended, or all of them at once after a confirmation.
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { SessionView } from '#shared/contract/security';
import { describeDevice } from '#shared/user-agent';
import { QueryState } from '#web/components/query-state.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { useEndOtherSessions, useEndSession, useSessions } from '../security-api.ts';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const PHONE_SYSTEMS = ['iOS', 'iPadOS', 'Android', 'Windows Phone'];

type Message = { tone: 'success' | 'error'; text: string };

export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  // Here, not in the row: the ended row leaves the list, and its own callbacks would go with it.
  const end = useEndSession();
  const [message, setMessage] = useState<Message | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const others = (sessions.data ?? []).filter((s) => !s.isCurrent).length;

  return (
    <Card>
      <CardTitle>Signed-in devices</CardTitle>
      <CardDescription>
        Where your account is signed in now. If you do not recognise a device, sign it out and
        change your password.
      </CardDescription>
      {message ? (
        <Alert tone={message.tone} className="mt-4">
          {message.text}
        </Alert>
      ) : null}
      <QueryState
        query={sessions}
        loadingLabel="Loading your signed-in devices"
        canRetry
        className="mt-4"
      >
        {(list) => (
          <>
            <ul className="mt-4 divide-y divide-border" aria-label="Signed-in devices">
              {list.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  isEnding={end.isPending && end.variables === session.id}
                  onEnd={() => {
                    setMessage(null);
                    end.mutate(session.id, {
                      onSuccess: () =>
                        setMessage({
                          tone: 'success',
                          text: `Signed out ${describeDevice(session)}.`,
                        }),
                      onError: (error) => setMessage({ tone: 'error', text: error.message }),
                    });
                  }}
                />
              ))}
            </ul>
            {others > 0 ? (
              <div className="mt-4 border-t border-border pt-4">
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-full sm:w-auto"
                  onClick={() => {
                    setMessage(null);
                    setIsConfirming(true);
                  }}
                >
                  <LogOut aria-hidden className="h-4 w-4" />
                  Sign out all other devices
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        {isConfirming ? (
          <DialogContent
            title="Sign out all other devices?"
            description={`${others === 1 ? 'The other device' : `The ${others} other devices`} will have to sign in again. This device stays signed in.`}
          >
            {endOthers.error ? <Alert tone="error">{endOthers.error.message}</Alert> : null}
            <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button
                variant="danger"
                isPending={endOthers.isPending}
                pendingLabel="Signing out..."
                onClick={() =>
                  endOthers.mutate(undefined, {
                    onSuccess: ({ ended }) => {
                      setIsConfirming(false);
                      setMessage({
                        tone: 'success',
                        text:
                          ended === 1
                            ? 'Signed out 1 other device.'
                            : `Signed out ${ended} other devices.`,
                      });
                    },
                  })
                }
              >
                Sign out other devices
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

function SessionRow({
  session,
  isEnding,
  onEnd,
}: {
  session: SessionView;
  isEnding: boolean;
  onEnd: () => void;
}) {
  const device = describeDevice(session);
  const Icon = PHONE_SYSTEMS.includes(session.system) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-text">
            <span>{device}</span>
            {session.isCurrent ? (
              <span className="rounded-full bg-positive-soft px-2 py-0.5 text-xs font-medium text-positive">
                This device
              </span>
            ) : null}
          </p>
          <p className="break-words text-xs text-muted">Address {session.ipAddress ?? 'unknown'}</p>
          <p className="text-xs text-muted">
            Signed in {WHEN.format(new Date(session.createdAt))}
            <span aria-hidden> · </span>
            <br className="sm:hidden" />
            Last active {WHEN.format(new Date(session.updatedAt))}
          </p>
        </div>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          aria-label={`End session on ${device}`}
          isPending={isEnding}
          pendingLabel="Ending..."
          onClick={onEnd}
        >
          End session
        </Button>
      )}
    </li>
  );
}
