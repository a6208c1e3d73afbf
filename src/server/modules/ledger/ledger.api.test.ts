// transaction_day_sums stays equal to the transactions it sums, through every kind of write the API
// allows (add, edit amount, date, name and type, delete, category rename and delete) and under
// concurrent adds; the dashboard reads its figures from it.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';
import { transactionDaySums, transactions } from '../../db/schema.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

type SumRow = { day: string; type: string; name: string; amount: number };

async function storedSums(userId: string): Promise<SumRow[]> {
  const s = transactionDaySums;
  return system.db
    .select({ day: s.day, type: s.type, name: s.name, amount: s.amount })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(asc(s.day), asc(s.type), asc(s.name));
}

async function sumsFromTransactions(userId: string): Promise<SumRow[]> {
  const t = transactions;
  const day = sql<string>`(${t.transactionDate} at time zone 'UTC')::date::text`;
  const rows = await system.db
    .select({ day, type: t.type, name: t.name, amount: sql<string>`sum(${t.amount})` })
    .from(t)
    .where(eq(t.userId, userId))
    .groupBy(day, t.type, t.name)
    .orderBy(day, asc(t.type), asc(t.name));
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

async function expectSumsInStep(user: TestUser, expected?: SumRow[]): Promise<void> {
  const stored = await storedSums(user.id);
  expect(stored).toEqual(await sumsFromTransactions(user.id));
  if (expected) expect(stored).toEqual(expected);
}

describe('transaction day sums', () => {
  it('follow adds, edits and deletes of transactions', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-03' });
    await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-03' });
    await addCategory(user, { name: 'Salary', type: 'income', month: '2026-03' });

    const first = await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1250,
      date: '2026-03-10',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 750,
      date: '2026-03-10',
    });
    const pay = await addTransaction(user, {
      name: 'Salary',
      type: 'income',
      amount: 300000,
      date: '2026-03-01',
    });
    await expectSumsInStep(user, [
      { day: '2026-03-01', type: 'income', name: 'Salary', amount: 300000 },
      { day: '2026-03-10', type: 'expense', name: 'Groceries', amount: 2000 },
    ]);

    // The amount, then the day, then the category change.
    await expectJson(
      await user.send('PATCH', `/api/transactions/${first.id}`, { amount: 1000 }),
      200,
    );
    await expectSumsInStep(user);
    await expectJson(
      await user.send('PATCH', `/api/transactions/${first.id}`, { date: '2026-03-12' }),
      200,
    );
    await expectSumsInStep(user);
    await expectJson(
      await user.send('PATCH', `/api/transactions/${first.id}`, { name: 'Dining Out' }),
      200,
    );
    await expectSumsInStep(user, [
      { day: '2026-03-01', type: 'income', name: 'Salary', amount: 300000 },
      { day: '2026-03-10', type: 'expense', name: 'Groceries', amount: 750 },
      { day: '2026-03-12', type: 'expense', name: 'Dining Out', amount: 1000 },
    ]);

    // A day's last transaction gone leaves no row for that day.
    await expectJson(await user.send('DELETE', `/api/transactions/${pay.id}`), 200);
    await expectSumsInStep(user);
    expect((await storedSums(user.id)).some((r) => r.day === '2026-03-01')).toBe(false);
  });

  it('follow a category renamed with its month, and a category deleted with its transactions', async () => {
    const user = await signUp(system);
    const groceries = await addCategory(user, {
      name: 'Groceries',
      type: 'expense',
      month: '2026-03',
    });
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-04' });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 500,
      date: '2026-03-02',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 900,
      date: '2026-04-02',
    });

    await expectJson(
      await user.send('PATCH', `/api/categories/${groceries.id}`, { name: 'Food' }),
      200,
    );
    await expectSumsInStep(user, [
      { day: '2026-03-02', type: 'expense', name: 'Food', amount: 500 },
      { day: '2026-04-02', type: 'expense', name: 'Groceries', amount: 900 },
    ]);

    await expectJson(
      await user.send('DELETE', '/api/categories?name=Groceries&type=expense&transactions=delete'),
      200,
    );
    await expectSumsInStep(user, [
      { day: '2026-03-02', type: 'expense', name: 'Food', amount: 500 },
    ]);
  });

  it('lose nothing under 100 concurrent adds and deletes on one day', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-05' });
    const kept = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        addTransaction(user, {
          name: 'Dining Out',
          type: 'expense',
          amount: 100 + i,
          date: '2026-05-09',
        }),
      ),
    );
    const doomed = kept.splice(0, 25);
    await Promise.all([
      ...doomed.map((t) => user.send('DELETE', `/api/transactions/${t.id}`)),
      ...Array.from({ length: 25 }, () =>
        addTransaction(user, {
          name: 'Dining Out',
          type: 'expense',
          amount: 1,
          date: '2026-05-09',
        }),
      ),
    ]);
    const expected = kept.reduce((sum, t) => sum + t.amount, 0) + 25;
    await expectSumsInStep(user, [
      { day: '2026-05-09', type: 'expense', name: 'Dining Out', amount: expected },
    ]);
  });

  it('fail no request when a category is deleted while its transactions are edited', async () => {
    const user = await signUp(system);
    const month = '2026-07';
    const rent = await addCategory(user, { name: 'Rent', type: 'expense', month });
    await addCategory(user, { name: 'Rent', type: 'expense', month: '2026-08' });
    const paid = await Promise.all(
      Array.from({ length: 10 }, () =>
        addTransaction(user, { name: 'Rent', type: 'expense', amount: 100, date: '2026-07-03' }),
      ),
    );
    const responses = await Promise.all([
      ...paid.map((t) => user.send('PATCH', `/api/transactions/${t.id}`, { amount: 200 })),
      user.send('DELETE', `/api/categories/${rent.id}?transactions=delete`),
      ...paid.map((t) => user.send('PATCH', `/api/transactions/${t.id}`, { amount: 300 })),
    ]);
    // Each edit lands before the delete (200) or finds its transaction gone with it (404).
    expect(responses[paid.length]!.status).toBe(200);
    for (const response of responses) expect([200, 404]).toContain(response.status);
    const left = await user.get('/api/transactions?month=2026-07');
    expect(((await left.json()) as { transactions: unknown[] }).transactions).toEqual([]);
    await expectSumsInStep(user);
  });

  it('answer a rename racing a new category of that name with 200 or 409, never an error', async () => {
    const user = await signUp(system);
    const month = '2026-09';
    const groceries = await addCategory(user, { name: 'Groceries', type: 'expense', month });
    await addCategory(user, { name: 'Food', type: 'expense', month: '2026-08' });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 500,
      date: '2026-09-01',
    });
    const [rename, add] = await Promise.all([
      user.send('PATCH', `/api/categories/${groceries.id}`, { name: 'Food' }),
      // A transaction of 'Food' in September creates September's 'Food' (spec section 4).
      user.send('POST', '/api/transactions', {
        name: 'Food',
        type: 'expense',
        amount: 700,
        date: '2026-09-02',
      }),
    ]);
    expect([200, 409]).toContain(rename.status);
    expect(add.status).toBe(201);
    await expectSumsInStep(user);
  });
});
