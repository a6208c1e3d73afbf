// The public budget maker: POST /api/functions/budget-maker makes a budget (rate limited per address
// like the public breakdown, since it runs the same engine); GET /api/budget-counter answers the
// count, and /api/budget-counter/events streams it as Server-Sent Events: the count at once, then
// every new one (from any instance, through Postgres LISTEN/NOTIFY). Nothing ticks on a timer.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { BUDGET_MAKER_MESSAGES, budgetMakerRequest } from '#shared/contract/budget-maker';
import type { AppEnv } from '../../http/context.ts';
import { limitPerAddress, perApp } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import { LIVE_CHANNELS, RESYNC } from '../live/hub.ts';
import { generateBudget, readBudgetCount } from './service.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

const limitFor = perApp((deps) =>
  limitPerAddress({
    limit: deps.env.PUBLIC_AI_RATE_LIMIT,
    windowMs: 60_000,
    message: BUDGET_MAKER_MESSAGES.tooManyRequests,
    trustProxy: deps.env.TRUST_PROXY,
    store: deps.limits.store('budget-maker:address', 'allow'),
  }),
);

export const budgetMakerRoutes = new Hono<AppEnv>().post(
  '/',
  (c, next) => limitFor(c.var.deps)(c, next),
  validate('json', budgetMakerRequest),
  async (c) => {
    const { db, breakdownEngine } = c.var.deps;
    const { income, expenses } = c.req.valid('json');
    return c.json(await generateBudget({ db, income, expenses, engine: breakdownEngine }));
  },
);

export const budgetCounterRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ count: await readBudgetCount(c.var.deps.db) }))
  .get('/events', (c) => {
    const { db, live } = c.var.deps;
    return streamSSE(c, async (stream) => {
      // Sends are chained so two quick counts arrive in order.
      let sending = Promise.resolve();
      const send = (count: () => Promise<number>) => {
        sending = sending
          .then(async () => {
            if (stream.aborted) return;
            await stream.writeSSE({
              event: 'count',
              data: JSON.stringify({ count: await count() }),
            });
          })
          // A failed read (the database away) skips this one; the next budget or RESYNC sends it.
          .catch((error: unknown) => console.error('Budget counter event failed', error));
      };
      const readCount = () => readBudgetCount(db);
      // Listening starts before the first read, so a budget counted in between is not missed.
      const unsubscribe = await live.subscribe(LIVE_CHANNELS.budgetCounter, (payload) => {
        const count = Number(payload);
        send(payload === RESYNC || !Number.isSafeInteger(count) ? readCount : async () => count);
      });
      stream.onAbort(unsubscribe);
      send(readCount);
      while (!stream.aborted) {
        await stream.sleep(KEEP_ALIVE_MS);
        if (!stream.aborted) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    });
  });
