// /api/recurring: the signed-in user's recurring charges found in their transactions (issue 33),
// dismissing one (it stays dismissed) or bringing it back, and making one a repeating bill.
import { Hono } from 'hono';
import { RECURRING_MESSAGES, seriesKeyInput, seriesKeyQuery } from '#shared/contract/recurring';
import { formatDateTextUtc } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { dismissSeries, listRecurring, makeBillOfSeries, restoreSeries } from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Recurring', summary, options);

const today = () => formatDateTextUtc(new Date());

export const recurringRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', doc('Recurring charges found in the transactions, not yet bills'), async (c) => {
    const view = await listRecurring({ db: c.var.deps.db, userId: c.var.user.id, today: today() });
    return c.json(view);
  })
  .post(
    '/dismissed',
    doc('Stop suggesting a recurring charge', {
      errors: { 404: RECURRING_MESSAGES.seriesNotFound },
    }),
    validate('json', seriesKeyInput),
    async (c) => {
      await dismissSeries({
        db: c.var.deps.db,
        userId: c.var.user.id,
        key: c.req.valid('json').key,
      });
      return c.json({ ok: true as const });
    },
  )
  .delete(
    '/dismissed',
    doc('Suggest a dismissed recurring charge again'),
    validate('query', seriesKeyQuery),
    async (c) => {
      await restoreSeries({
        db: c.var.deps.db,
        userId: c.var.user.id,
        key: c.req.valid('query').key,
      });
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/bills',
    doc('Make a recurring charge a bill', {
      status: 201,
      errors: { 404: RECURRING_MESSAGES.seriesNotFound },
    }),
    validate('json', seriesKeyInput),
    async (c) => {
      const bill = await makeBillOfSeries({
        db: c.var.deps.db,
        userId: c.var.user.id,
        key: c.req.valid('json').key,
        today: today(),
      });
      return c.json({ bill }, 201);
    },
  );
