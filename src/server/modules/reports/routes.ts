// /api/reports: the signed-in user's reports over a range of whole months (?from=YYYY-MM&to=YYYY-MM),
// and this month so far against usual (?today=YYYY-MM-DD).
import { Hono } from 'hono';
import { reportRangeQuery, usualQuery } from '#shared/contract/reports';
import { formatDateTextUtc } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import {
  budgetReport,
  cashflowReport,
  merchantReport,
  spendingReport,
  usualReport,
} from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Reports', summary, options);

export const reportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/spending',
    doc('Spending per expense category and month over a range of months'),
    validate('query', reportRangeQuery),
    async (c) =>
      c.json(
        await spendingReport({
          db: c.var.deps.db,
          userId: c.var.user.id,
          range: c.req.valid('query'),
        }),
      ),
  )
  .get(
    '/cashflow',
    doc('Money in, expenses, savings, debt payments and saving rate per month'),
    validate('query', reportRangeQuery),
    async (c) =>
      c.json(
        await cashflowReport({
          db: c.var.deps.db,
          userId: c.var.user.id,
          range: c.req.valid('query'),
        }),
      ),
  )
  .get(
    '/budget',
    doc("Each expense category's plan against its spending, month by month"),
    validate('query', reportRangeQuery),
    async (c) =>
      c.json(
        await budgetReport({
          db: c.var.deps.db,
          userId: c.var.user.id,
          range: c.req.valid('query'),
        }),
      ),
  )
  .get(
    '/merchants',
    doc('Where imported spending went: the top merchants with their months'),
    validate('query', reportRangeQuery),
    async (c) =>
      c.json(
        await merchantReport({
          db: c.var.deps.db,
          userId: c.var.user.id,
          range: c.req.valid('query'),
        }),
      ),
  )
  .get(
    '/usual',
    doc('This month so far against the same days of the six months before'),
    validate('query', usualQuery),
    async (c) =>
      c.json(
        await usualReport({
          db: c.var.deps.db,
          userId: c.var.user.id,
          today: c.req.valid('query').today ?? formatDateTextUtc(new Date()),
        }),
      ),
  );
