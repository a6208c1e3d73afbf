// /api/merchant-rules: what the user taught the categoriser (merchant -> category). The Spend
// Breakdown teaches it when a person places, moves or imports a transaction; /settings lists the
// rules and changes or deletes them. Every rule is the signed-in user's own.
import { Hono } from 'hono';
import {
  changeMerchantRuleInput,
  MERCHANT_RULE_MESSAGES,
  saveMerchantRuleInput,
} from '#shared/contract/breakdown';
import { AppError } from '#shared/errors';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import {
  changeMerchantRule,
  deleteMerchantRule,
  listMerchantRules,
  saveMerchantRule,
} from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Merchant rules', summary, options);

/** A rule's id from the path; anything but a positive integer names no rule. */
function ruleId(c: { req: { param: (name: 'id') => string } }): number {
  const text = c.req.param('id');
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new AppError('NOT_FOUND', MERCHANT_RULE_MESSAGES.notFound);
  }
  return id;
}

export const merchantRuleRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', doc('The merchants the categoriser has learned'), async (c) => {
    const rules = await listMerchantRules({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json({ rules });
  })
  .put(
    '/',
    doc("Teach the categoriser a merchant's category"),
    validate('json', saveMerchantRuleInput),
    async (c) => {
      const input = c.req.valid('json');
      const rule = await saveMerchantRule({ db: c.var.deps.db, userId: c.var.user.id, ...input });
      return c.json({ rule });
    },
  )
  .patch(
    '/:id',
    doc("Change a learned merchant's category", {
      errors: { 404: MERCHANT_RULE_MESSAGES.notFound },
    }),
    validate('json', changeMerchantRuleInput),
    async (c) => {
      const rule = await changeMerchantRule({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: ruleId(c),
        category: c.req.valid('json').category,
      });
      return c.json({ rule });
    },
  )
  .delete(
    '/:id',
    doc('Forget a learned merchant', { errors: { 404: MERCHANT_RULE_MESSAGES.notFound } }),
    async (c) => {
      await deleteMerchantRule({ db: c.var.deps.db, userId: c.var.user.id, id: ruleId(c) });
      return c.json({ ok: true as const });
    },
  );
