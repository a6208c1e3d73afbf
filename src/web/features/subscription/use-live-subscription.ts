// The signed-in user's subscription as the server pushes it (Server-Sent Events, fed by Postgres
// LISTEN/NOTIFY): the current status at once, then every change.
import type { Subscription } from '#shared/subscription';
import { useEventStream } from '#web/lib/use-event-stream.ts';

export const SUBSCRIPTION_EVENTS_URL = '/api/subscription/events';

export function useLiveSubscription(): Subscription | null {
  return useEventStream<Subscription>(SUBSCRIPTION_EVENTS_URL, 'subscription');
}
