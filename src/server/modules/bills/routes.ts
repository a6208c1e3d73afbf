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

/** Today as the server's calendar reads it (UTC): where 'next due' starts. */
const today = () => formatDateTextUtc(new Date());

const billId = (c: { req: { param: (name: 'id') => string } }) => rowId(c, BILL_MESSAGES.notFound);

export const billRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const bills = await listBills({ db: c.var.deps.db, userId: c.var.user.id, today: today() });
    return c.json({ bills });
  })
  .get('/upcoming', validate('query', upcomingQuery), async (c) => {
    const upcoming = await upcomingBills({
      db: c.var.deps.db,
      userId: c.var.user.id,
      ...c.req.valid('query'),
    });
    return c.json(upcoming);
  })
  .post('/', validate('json', newBillInput), async (c) => {
    const bill = await createBill({
      db: c.var.deps.db,
      userId: c.var.user.id,
      bill: c.req.valid('json'),
      today: today(),
    });
    return c.json({ bill }, 201);
  })
  .get('/:id', async (c) => {
    const bill = await getBill({
      db: c.var.deps.db,
      userId: c.var.user.id,
      id: billId(c),
      today: today(),
    });
    return c.json({ bill });
  })
  .patch(
    '/:id',
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
  .delete('/:id', validate('query', billScopeQuery), async (c) => {
    const result = await deleteBill({
      db: c.var.deps.db,
      userId: c.var.user.id,
      id: billId(c),
      from: c.req.valid('query').from,
      today: today(),
    });
    return c.json(result);
  })
  .patch(
    '/:id/occurrences/:date',
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
  .post('/:id/occurrences/:date/skip', validate('param', occurrenceParams), async (c) => {
    const bill = await changeOccurrence({
      db: c.var.deps.db,
      userId: c.var.user.id,
      id: billId(c),
      scheduledDate: c.req.valid('param').date,
      change: { skipped: true },
      today: today(),
    });
    return c.json({ bill });
  })
  .post('/:id/occurrences/:date/paid', validate('param', occurrenceParams), async (c) => {
    const bill = await setOccurrencePaid({
      db: c.var.deps.db,
      userId: c.var.user.id,
      id: billId(c),
      scheduledDate: c.req.valid('param').date,
      paid: true,
      today: today(),
    });
    return c.json({ bill });
  })
  .delete('/:id/occurrences/:date/paid', validate('param', occurrenceParams), async (c) => {
    const bill = await setOccurrencePaid({
      db: c.var.deps.db,
      userId: c.var.user.id,
      id: billId(c),
      scheduledDate: c.req.valid('param').date,
      paid: false,
      today: today(),
    });
    return c.json({ bill });
  })
  .delete('/:id/occurrences/:date/skip', validate('param', occurrenceParams), async (c) => {
    const bill = await changeOccurrence({
      db: c.var.deps.db,
      userId: c.var.user.id,
      id: billId(c),
      scheduledDate: c.req.valid('param').date,
      change: { skipped: false },
      today: today(),
    });
    return c.json({ bill });
  });
