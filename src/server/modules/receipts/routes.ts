// /api/receipts (issue 36, Pro): the text OCR read from a receipt's photo in the browser, read into
// a transaction's merchant, total, date, currency and category. Nothing is saved here: the Add
// Transaction dialog shows the reading for the person to confirm.
import { Hono } from 'hono';
import { readReceiptInput } from '#shared/contract/receipts';
import type { AppEnv } from '../../http/context.ts';
import { limitPerUser, perApp } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { readReceiptForUser } from './service.ts';

/** Receipts a person may read a minute: far more than anyone photographs. */
export const RECEIPTS_PER_MINUTE = 30;

const limiterFor = perApp((deps) =>
  limitPerUser({
    limit: RECEIPTS_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many receipts at once. Please wait a minute and try again.',
    store: deps.limits.store('receipts', 'allow'),
  }),
);

export const receiptRoutes = new Hono<AppEnv>().use(requireUser).post(
  '/read',
  (c, next) => limiterFor(c.var.deps)(c, next),
  validate('json', readReceiptInput),
  async (c) => {
    const reading = await readReceiptForUser({
      db: c.var.deps.db,
      userId: c.var.user.id,
      text: c.req.valid('json').text,
    });
    return c.json(reading);
  },
);
