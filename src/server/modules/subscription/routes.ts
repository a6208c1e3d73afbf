// /api/subscription/events: the signed-in user's subscription as Server-Sent Events. It sends the
// current status at once, then again whenever a payment, refund or license key changes it (from any
// instance: the change NOTIFYs through Postgres), so the success page never polls.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { LIVE_CHANNELS } from '../live/hub.ts';
import { liveStream } from '../live/stream.ts';
import { loadSubscription } from './service.ts';

export const subscriptionRoutes = new Hono<AppEnv>().use(requireUser).get('/events', (c) => {
  const { db } = c.var.deps;
  const userId = c.var.user.id;
  return liveStream(c, {
    channel: LIVE_CHANNELS.access,
    event: 'subscription',
    read: () => loadSubscription({ db, userId }),
    // The payload names the user whose access changed.
    onPayload: (changedUser) => (changedUser === userId ? 'read' : undefined),
  });
});
