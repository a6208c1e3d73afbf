// /api/functions/financial-breakdown-ai: the statement breakdown (open to everyone; limits depend on
// the caller, see limits.ts) and the signed-in user's monthly usage for the Spend Breakdown's bar.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { BREAKDOWN_MESSAGES, breakdownRequest } from '#shared/contract/breakdown';
import { AppError } from '#shared/errors';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { limitBy, limitPerAddress, perApp } from '../../http/rate-limit.ts';
import { optionalUser, requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { createBreakdown, getBreakdownUsage, resolveBreakdownLimits } from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Spend Breakdown', summary, options);

const WINDOW_MS = 60_000;

interface Limiters {
  perAddress: MiddlewareHandler<AppEnv>;
  perUser: MiddlewareHandler<AppEnv>;
}

// Each app (one per set of deps) keeps its own counts, like the sign-in limiter built in createApp.
const limitersFor = perApp((deps): Limiters => {
  const limit = deps.env.PUBLIC_AI_RATE_LIMIT;
  return {
    perAddress: limitPerAddress({
      limit,
      windowMs: WINDOW_MS,
      message: BREAKDOWN_MESSAGES.tooManyRequests,
      trustedProxies: deps.env.TRUST_PROXY,
      store: deps.limits.store('breakdown:address', 'allow'),
    }),
    perUser: limitBy({
      limit,
      windowMs: WINDOW_MS,
      message: BREAKDOWN_MESSAGES.tooManyRequests,
      key: (c) => `user:${c.var.maybeUser?.id ?? 'unknown'}`,
      store: deps.limits.store('breakdown:account', 'allow'),
    }),
  };
});

/** Signed-out callers are counted per address before their body is even read. */
const limitSignedOut: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.maybeUser) return next();
  return limitersFor(c.var.deps).perAddress(c, next);
};

/** Runs the per-user limiter as a check: throws its 429, or returns when the request may go on. */
async function checkUserRate(c: Context<AppEnv>): Promise<void> {
  let allowed = false;
  await limitersFor(c.var.deps).perUser(c, async () => {
    allowed = true;
  });
  if (!allowed) throw new AppError('RATE_LIMITED', BREAKDOWN_MESSAGES.tooManyRequests);
}

export const breakdownRoutes = new Hono<AppEnv>()
  .post(
    '/',
    doc(
      'Analyse a pasted statement: every transaction categorised, with totals and insights (counts against the monthly allowance like the page)',
      { errors: { 402: BREAKDOWN_MESSAGES.monthlyLimit, 413: BREAKDOWN_MESSAGES.tooLong } },
    ),
    optionalUser,
    limitSignedOut,
    validate('json', breakdownRequest),
    async (c) => {
      const { db, env, breakdownEngine } = c.var.deps;
      const user = c.var.maybeUser;
      const request = c.req.valid('json');
      const limits = await resolveBreakdownLimits({ db, userId: user?.id ?? null, request });
      if (user && limits.isRateLimited) await checkUserRate(c);
      const breakdown = await createBreakdown({
        db,
        env,
        userId: user?.id ?? null,
        limits,
        request,
        engine: breakdownEngine,
        signal: c.req.raw.signal,
      });
      return c.json(breakdown);
    },
  )
  .get('/usage', doc("How much of this month's allowance is used"), requireUser, async (c) => {
    const usage = await getBreakdownUsage({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json(usage);
  });
