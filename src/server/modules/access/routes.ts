// /api/subscription/events: the signed-in user's subscription as Server-Sent Events. It sends the
// current status at once, then again whenever a payment, refund or license key changes it (from any
// instance: the change NOTIFYs through Postgres), so the success page never polls.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { LIVE_CHANNELS, RESYNC } from '../live/hub.ts';
import { loadSubscription } from './service.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

export const subscriptionRoutes = new Hono<AppEnv>().use(requireUser).get('/events', (c) => {
  const { db, live } = c.var.deps;
  const userId = c.var.user.id;
  return streamSSE(c, async (stream) => {
    // Sends are chained so two quick changes arrive in order.
    let sending = Promise.resolve();
    const sendStatus = () => {
      sending = sending
        .then(async () => {
          if (stream.aborted) return;
          const subscription = await loadSubscription({ db, userId });
          await stream.writeSSE({ event: 'subscription', data: JSON.stringify(subscription) });
        })
        // A failed read (the database away) skips this update; the next change or RESYNC sends it.
        .catch((error: unknown) => console.error('Subscription event failed', error));
    };
    // Listening starts before the first read, so a change committed in between is not missed.
    const unsubscribe = await live.subscribe(LIVE_CHANNELS.access, (changedUser) => {
      if (changedUser === userId || changedUser === RESYNC) sendStatus();
    });
    stream.onAbort(unsubscribe);
    sendStatus();
    while (!stream.aborted) {
      await stream.sleep(KEEP_ALIVE_MS);
      if (!stream.aborted) await stream.write(': keep-alive\n\n');
    }
    unsubscribe();
  });
});
