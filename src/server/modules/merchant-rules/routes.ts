// /api/merchant-rules: the Spend Breakdown teaches the categoriser when a user moves a transaction.
import { Hono } from 'hono';
import { saveMerchantRuleInput } from '#shared/contract/breakdown';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { saveMerchantRule } from './service.ts';

export const merchantRuleRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .put('/', validate('json', saveMerchantRuleInput), async (c) => {
    const input = c.req.valid('json');
    const rule = await saveMerchantRule({ db: c.var.deps.db, userId: c.var.user.id, ...input });
    return c.json({ rule });
  });
