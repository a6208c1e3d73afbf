// /api/categories: the signed-in user's categories (the budget issue adds the writes).
import { Hono } from 'hono';
import { z } from 'zod';
import { isMonthKey } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { listCategories } from './service.ts';

const listQuery = z.object({
  month: z.string().refine(isMonthKey, 'month must look like 2026-03').optional(),
});

export const categoryRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', listQuery), async (c) => {
    const { month } = c.req.valid('query');
    const list = await listCategories({ db: c.var.deps.db, userId: c.var.user.id, month });
    return c.json({ categories: list });
  });
