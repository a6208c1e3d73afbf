// POST /api/page-views: the web app's batched page views (signed in or not). Answers 204 with no body,
// since a beacon never reads it; limited per address so a script cannot flood the admin tables.
import { Hono } from 'hono';
import { pageViewBatch } from '#shared/contract/analytics';
import type { AppEnv } from '../../http/context.ts';
import { limitPerAddress, perApp } from '../../http/rate-limit.ts';
import { optionalUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { recordPageViews } from './service.ts';

/**
 * Batches a minute from one address: a tab sends at most one every 5 seconds (12 a minute), so this
 * leaves room for ten busy tabs behind one address.
 */
export const PAGE_VIEW_BATCHES_PER_MINUTE = 120;

const limitFor = perApp((deps) =>
  limitPerAddress({
    limit: PAGE_VIEW_BATCHES_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many page views from this address. Please slow down.',
    trustProxy: deps.env.TRUST_PROXY,
    store: deps.limits.store('page-views:address', 'allow'),
  }),
);

export const pageViewRoutes = new Hono<AppEnv>().post(
  '/',
  (c, next) => limitFor(c.var.deps)(c, next),
  validate('json', pageViewBatch),
  optionalUser,
  async (c) => {
    const { views } = c.req.valid('json');
    await recordPageViews({ db: c.var.deps.db, userId: c.var.maybeUser?.id ?? null, views });
    return c.body(null, 204);
  },
);
