// The public budget maker: POST /api/functions/budget-maker makes a budget (rate limited per address
// like the public breakdown, since it runs the same engine); GET /api/budget-counter answers the
// count, and /api/budget-counter/events streams it as Server-Sent Events: the count at once, then
// every new one (from any instance, through Postgres LISTEN/NOTIFY). Nothing ticks on a timer.
import { Hono } from 'hono';
import { BUDGET_MAKER_MESSAGES, budgetMakerRequest } from '#shared/contract/budget-maker';
import type { AppEnv } from '../../http/context.ts';
import { limitPerAddress, perApp } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import { LIVE_CHANNELS } from '../live/hub.ts';
import { liveStream } from '../live/stream.ts';
import { generateBudget, readBudgetCount } from './service.ts';

const limitFor = perApp((deps) =>
  limitPerAddress({
    limit: deps.env.PUBLIC_AI_RATE_LIMIT,
    windowMs: 60_000,
    message: BUDGET_MAKER_MESSAGES.tooManyRequests,
    trustedProxies: deps.env.TRUST_PROXY,
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
    const readCount = async () => ({ count: await readBudgetCount(c.var.deps.db) });
    return liveStream(c, {
      channel: LIVE_CHANNELS.budgetCounter,
      event: 'count',
      read: readCount,
      // The payload is the new count; anything else is read afresh.
      onPayload: (payload) => {
        const count = Number(payload);
        return Number.isSafeInteger(count) ? { value: { count } } : 'read';
      },
    });
  });
