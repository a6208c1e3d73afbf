// /api/transactions: the signed-in user's transactions (list by month, range or search with paging;
// per-day totals of a month; create; update; delete), each write with its budget effect.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  BUDGET_MESSAGES,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  listTransactionsQuery,
  newTransactionInput,
  updateTransactionInput,
} from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { isMonthKey } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { rowId, validate } from '../../http/validate.ts';
import {
  createTransaction,
  createTransactionOnce,
  dayTotalsForMonth,
  deleteTransaction,
  listTransactions,
  updateTransaction,
} from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Transactions', summary, options);

const daysQuery = z.object({
  month: z.string().refine(isMonthKey, 'month must look like 2026-03'),
});

export const transactionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc('List transactions: a month, a date range or a search, newest first, a page at a time', {
      errors: {},
    }),
    validate('query', listTransactionsQuery),
    async (c) => {
      const page = await listTransactions({
        db: c.var.deps.db,
        userId: c.var.user.id,
        ...c.req.valid('query'),
      });
      return c.json(page);
    },
  )
  .get(
    '/days',
    doc('Each day of a month with its money in and out', {}),
    validate('query', daysQuery),
    async (c) => {
      const days = await dayTotalsForMonth({
        db: c.var.deps.db,
        userId: c.var.user.id,
        month: c.req.valid('query').month,
      });
      return c.json({ days });
    },
  )
  .post(
    '/',
    doc(
      "Add money in or out to a category (its month's category must exist). With an Idempotency-Key header, a retry with the same key gets the first answer again instead of a second transaction.",
      {
        status: 201,
        success: 'The transaction as stored',
        errors: { 409: BUDGET_MESSAGES.idempotencyKeyReused },
      },
    ),
    validate('json', newTransactionInput),
    async (c) => {
      const db = c.var.deps.db;
      const userId = c.var.user.id;
      const input = c.req.valid('json');
      const key = c.req.header(IDEMPOTENCY_HEADER);
      if (key === undefined) {
        return c.json({ transaction: await createTransaction({ db, userId, input }) }, 201);
      }
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError('VALIDATION', BUDGET_MESSAGES.idempotencyKeyInvalid);
      }
      const { transaction, isReplay } = await createTransactionOnce({ db, userId, input, key });
      if (isReplay) c.header('Idempotent-Replayed', 'true');
      return c.json({ transaction }, 201);
    },
  )
  .patch(
    '/:id',
    doc('Change a transaction', { errors: { 404: BUDGET_MESSAGES.transactionNotFound } }),
    validate('json', updateTransactionInput),
    async (c) => {
      const transaction = await updateTransaction({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: rowId(c, BUDGET_MESSAGES.transactionNotFound),
        patch: c.req.valid('json'),
      });
      return c.json({ transaction });
    },
  )
  .delete(
    '/:id',
    doc('Delete a transaction', { errors: { 404: BUDGET_MESSAGES.transactionNotFound } }),
    async (c) => {
      await deleteTransaction({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: rowId(c, BUDGET_MESSAGES.transactionNotFound),
      });
      return c.json({ ok: true as const });
    },
  );
