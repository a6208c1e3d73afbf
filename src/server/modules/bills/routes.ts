// /api/bills: the signed-in user's repeating bills (issue 33): list, create, edit the whole of one or
// 'this and later' (?from=<scheduled date>), change 'this one' occurrence (move, amount, skip, tick
// paid), delete, and what is due in a range. Handlers guard, parse, call the service and answer.
import { Hono } from 'hono';
import {
  BILL_MESSAGES,
  billScopeQuery,
  newBillInput,
  occurrenceParams,
  upcomingQuery,
  updateBillInput,
  updateOccurrenceInput,
} from '#shared/contract/bills';
import { formatDateTextUtc } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { rowId, validate } from '../../http/validate.ts';
import {
  changeOccurrence,
  createBill,
  deleteBill,
  getBill,
  listBills,
  upcomingBills,
  updateBill,
} from './service.ts';
import { setOccurrencePaid } from './payments.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Bills', summary, options);

/** Today as the server's calendar reads it (UTC): where 'next due' starts. */
const today = () => formatDateTextUtc(new Date());

const billId = (c: { req: { param: (name: 'id') => string } }) => rowId(c, BILL_MESSAGES.notFound);

export const billRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', doc('Every repeating bill'), async (c) => {
    const bills = await listBills({ db: c.var.deps.db, userId: c.var.user.id, today: today() });
    return c.json({ bills });
  })
  .get(
    '/upcoming',
    doc('The bills due between two dates, with what is paid'),
    validate('query', upcomingQuery),
    async (c) => {
      const upcoming = await upcomingBills({
        db: c.var.deps.db,
        userId: c.var.user.id,
        ...c.req.valid('query'),
      });
      return c.json(upcoming);
    },
  )
  .post(
    '/',
    doc('Add a repeating bill', { status: 201 }),
    validate('json', newBillInput),
    async (c) => {
      const bill = await createBill({
        db: c.var.deps.db,
        userId: c.var.user.id,
        bill: c.req.valid('json'),
        today: today(),
      });
      return c.json({ bill }, 201);
    },
  )
  .get(
    '/:id',
    doc('One bill with its schedule', { errors: { 404: BILL_MESSAGES.notFound } }),
    async (c) => {
      const bill = await getBill({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        today: today(),
      });
      return c.json({ bill });
    },
  )
  .patch(
    '/:id',
    doc('Change a bill, from one month on or in every month', {
      errors: { 404: BILL_MESSAGES.notFound },
    }),
    validate('query', billScopeQuery),
    validate('json', updateBillInput),
    async (c) => {
      const bill = await updateBill({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        patch: c.req.valid('json'),
        from: c.req.valid('query').from,
        today: today(),
      });
      return c.json({ bill });
    },
  )
  .delete(
    '/:id',
    doc('Delete a bill, from one month on or in every month', {
      errors: { 404: BILL_MESSAGES.notFound },
    }),
    validate('query', billScopeQuery),
    async (c) => {
      const result = await deleteBill({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        from: c.req.valid('query').from,
        today: today(),
      });
      return c.json(result);
    },
  )
  .patch(
    '/:id/occurrences/:date',
    doc('Move or change the amount of one occurrence', {
      errors: { 404: BILL_MESSAGES.occurrenceNotFound },
    }),
    validate('param', occurrenceParams),
    validate('json', updateOccurrenceInput),
    async (c) => {
      const bill = await changeOccurrence({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        scheduledDate: c.req.valid('param').date,
        change: c.req.valid('json'),
        today: today(),
      });
      return c.json({ bill });
    },
  )
  .post(
    '/:id/occurrences/:date/skip',
    doc('Skip one occurrence', { errors: { 404: BILL_MESSAGES.occurrenceNotFound } }),
    validate('param', occurrenceParams),
    async (c) => {
      const bill = await changeOccurrence({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        scheduledDate: c.req.valid('param').date,
        change: { skipped: true },
        today: today(),
      });
      return c.json({ bill });
    },
  )
  .post(
    '/:id/occurrences/:date/paid',
    doc('Tick one occurrence paid: records its payment', {
      errors: { 404: BILL_MESSAGES.occurrenceNotFound },
    }),
    validate('param', occurrenceParams),
    async (c) => {
      const bill = await setOccurrencePaid({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        scheduledDate: c.req.valid('param').date,
        paid: true,
        today: today(),
      });
      return c.json({ bill });
    },
  )
  .delete(
    '/:id/occurrences/:date/paid',
    doc('Untick one occurrence: removes its payment', {
      errors: { 404: BILL_MESSAGES.occurrenceNotFound },
    }),
    validate('param', occurrenceParams),
    async (c) => {
      const bill = await setOccurrencePaid({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        scheduledDate: c.req.valid('param').date,
        paid: false,
        today: today(),
      });
      return c.json({ bill });
    },
  )
  .delete(
    '/:id/occurrences/:date/skip',
    doc('Stop skipping one occurrence', { errors: { 404: BILL_MESSAGES.occurrenceNotFound } }),
    validate('param', occurrenceParams),
    async (c) => {
      const bill = await changeOccurrence({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: billId(c),
        scheduledDate: c.req.valid('param').date,
        change: { skipped: false },
        today: today(),
      });
      return c.json({ bill });
    },
  );
