// /api/admin/*: the admin dashboard's sources (spec section 3), one GET each. Signed out answers
// 401, signed in without the profile's is_admin flag 403, before any figure is read.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import {
  budgetMakerStats,
  dailyUserStats,
  featureUsage,
  growthMetrics,
  lifetimeStats,
  monthlyRevenue,
  pageViewsSummary,
  recentUsers,
  revenueAnalytics,
  userEngagement,
} from './queries.ts';
import { isAdmin } from './service.ts';

export const NOT_ADMIN_MESSAGE = 'Only admins can see this';

/** Every source under /api/admin/, one per admin view of spec section 3. */
export const ADMIN_SOURCE_PATHS = [
  'lifetime-stats',
  'revenue',
  'feature-usage',
  'engagement',
  'growth',
  'monthly-revenue',
  'daily-stats',
  'recent-users',
  'budget-maker',
  'page-views',
] as const;

const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isAdmin({ db: c.var.deps.db, userId: c.var.user.id }))) {
    throw new AppError('FORBIDDEN', NOT_ADMIN_MESSAGE);
  }
  await next();
});

const now = () => ({ now: new Date() });

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get('/lifetime-stats', async (c) =>
    c.json(
      await lifetimeStats(c.var.deps.db, {
        ...now(),
        launchDate: c.var.deps.env.PLATFORM_LAUNCH_DATE,
      }),
    ),
  )
  .get('/revenue', async (c) => c.json(await revenueAnalytics(c.var.deps.db, now())))
  .get('/feature-usage', async (c) => c.json(await featureUsage(c.var.deps.db, now())))
  .get('/engagement', async (c) => c.json(await userEngagement(c.var.deps.db, now())))
  .get('/growth', async (c) => c.json(await growthMetrics(c.var.deps.db, now())))
  .get('/monthly-revenue', async (c) => c.json(await monthlyRevenue(c.var.deps.db, now())))
  .get('/daily-stats', async (c) => c.json(await dailyUserStats(c.var.deps.db, now())))
  .get('/recent-users', async (c) => c.json(await recentUsers(c.var.deps.db, now())))
  .get('/budget-maker', async (c) => c.json(await budgetMakerStats(c.var.deps.db, now())))
  .get('/page-views', async (c) => c.json(await pageViewsSummary(c.var.deps.db, now())));
