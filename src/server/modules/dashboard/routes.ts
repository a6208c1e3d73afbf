// /api/dashboard: the signed-in user's totals, breakdowns and per-day figures for a date range.
import { Hono } from 'hono';
import { dashboardQuery } from '#shared/contract/dashboard';
import { formatDateTextUtc } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { getDashboard } from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Dashboard', summary, options);

export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc("A date range's money in and out, by category and by day, with the month's budget"),
    validate('query', dashboardQuery),
    async (c) => {
      const { from, to, today } = c.req.valid('query');
      return c.json(
        await getDashboard({
          db: c.var.deps.db,
          userId: c.var.user.id,
          from,
          to,
          today: today ?? formatDateTextUtc(new Date()),
        }),
      );
    },
  );
