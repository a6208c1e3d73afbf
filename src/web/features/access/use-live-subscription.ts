// The signed-in user's subscription as the server pushes it (Server-Sent Events, fed by Postgres
// LISTEN/NOTIFY): the current status at once, then every change. EventSource reconnects by itself.
import { useEffect, useState } from 'react';
import type { Subscription } from '#shared/access';

export const SUBSCRIPTION_EVENTS_URL = '/api/subscription/events';

export function useLiveSubscription(): Subscription | null {
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  useEffect(() => {
    const source = new EventSource(SUBSCRIPTION_EVENTS_URL);
    source.addEventListener('subscription', (event) => {
      setSubscription(JSON.parse((event as MessageEvent<string>).data) as Subscription);
    });
    return () => source.close();
  }, []);
  return subscription;
}
