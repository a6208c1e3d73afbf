// /api/reports: the signed-in user's reports over a range of whole months (?from=YYYY-MM&to=YYYY-MM),
// and this month so far against usual (?today=YYYY-MM-DD).
import { Hono } from 'hono';
import { reportRangeQuery, usualQuery } from '#shared/contract/reports';
import { formatDateTextUtc } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import {
  budgetReport,
  cashflowReport,
  merchantReport,
  spendingReport,
  usualReport,
} from './service.ts';

export const reportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/spending', validate('query', reportRangeQuery), async (c) =>
    c.json(
      await spendingReport({
        db: c.var.deps.db,
        userId: c.var.user.id,
        range: c.req.valid('query'),
      }),
    ),
  )
  .get('/cashflow', validate('query', reportRangeQuery), async (c) =>
    c.json(
      await cashflowReport({
        db: c.var.deps.db,
        userId: c.var.user.id,
        range: c.req.valid('query'),
      }),
    ),
  )
  .get('/budget', validate('query', reportRangeQuery), async (c) =>
    c.json(
      await budgetReport({ db: c.var.deps.db, userId: c.var.user.id, range: c.req.valid('query') }),
    ),
  )
  .get('/merchants', validate('query', reportRangeQuery), async (c) =>
    c.json(
      await merchantReport({
        db: c.var.deps.db,
        userId: c.var.user.id,
        range: c.req.valid('query'),
      }),
    ),
  )
  .get('/usual', validate('query', usualQuery), async (c) =>
    c.json(
      await usualReport({
        db: c.var.deps.db,
        userId: c.var.user.id,
        today: c.req.valid('query').today ?? formatDateTextUtc(new Date()),
      }),
    ),
  );
