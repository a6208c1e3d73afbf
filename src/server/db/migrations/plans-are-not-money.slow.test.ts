// Migration 0010 (plans are not money, issue 28) on data the app wrote before it: fixtures/
// main-ff9d0ff.sql was made by driving the app at ff9d0ff through its API as its screens did. Income
// typed as money received becomes the plan, a bill due in another month moves into its own, a bill
// ticked beside a payment already logged keeps one payment, and every actual stays its transactions' sum.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../../../../tests/support/migrations-up-to.ts';

let client: PGlite;
const folders: string[] = [];

/** The migrations folder as it was up to migration `lastIndex`, removed after the tests. */
function foldersUpTo(lastIndex: number): string {
  const folder = migrationsUpTo(lastIndex);
  folders.push(folder);
  return folder;
}

async function rows<T>(query: string): Promise<T[]> {
  return (await client.query<T>(query)).rows;
}

beforeAll(async () => {
  client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: foldersUpTo(9) });
  await client.exec(
    readFileSync(path.join(import.meta.dirname, 'fixtures', 'main-ff9d0ff.sql'), 'utf8'),
  );
  // Shapes the walk above did not make, as ff9d0ff stored them. Freelance holds two income
  // corrections: its own 800 and Side Job's 500, moved in when Side Job was deleted. Gym's row of
  // October was due in November, where a Gym row already is; Insurance's, due in December, has a
  // payment: neither can move, so their due dates move into their own months.
  await client.exec(`
    insert into "user" (id, name, email) values ('u2', 'U2', 'u2@example.com');
    insert into categories (id, user_id, name, type, month, goal, actual, due_date) values
      ('00000000-0000-0000-0000-0000000000f1', 'u2', 'Freelance', 'income', '2026-11', 0, 130000, null),
      ('00000000-0000-0000-0000-0000000000f2', 'u2', 'Gym', 'debt', '2026-10', 4000, 0, '2026-11-05'),
      ('00000000-0000-0000-0000-0000000000f3', 'u2', 'Gym', 'debt', '2026-11', 4000, 0, '2026-11-05'),
      ('00000000-0000-0000-0000-0000000000f4', 'u2', 'Insurance', 'debt', '2026-11', 9000, 1000, '2026-12-31');
    insert into transactions (user_id, category_id, name, type, amount, month, transaction_date, kind) values
      ('u2', '00000000-0000-0000-0000-0000000000f1', 'Freelance', 'income', 80000, '2026-11', '2026-11-10T12:00:00Z', 'adjustment'),
      ('u2', '00000000-0000-0000-0000-0000000000f1', 'Freelance', 'income', 50000, '2026-11', '2026-11-12T12:00:00Z', 'adjustment'),
      ('u2', '00000000-0000-0000-0000-0000000000f4', 'Insurance', 'debt', 1000, '2026-11', '2026-11-02T12:00:00Z', 'entry');
  `);
  await migrate(db, { migrationsFolder: foldersUpTo(10) });
});

afterAll(async () => {
  await client?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

type Row = { name: string; type: string; goal: number; actual: number; sum: number };

/** Every category with its transactions' sum; only one user's when given. */
async function categoriesWithSums(userId?: string): Promise<Row[]> {
  return rows<Row>(`
    select c.name, c.type, c.goal::int, c.actual::int, coalesce(sum(t.amount), 0)::int as sum
    from categories c left join transactions t on t.category_id = c.id
    ${userId ? `where c.user_id = '${userId}'` : ''}
    group by c.id order by c.type, c.name, c.month`);
}

describe('migration 0010: plans are not money', () => {
  it('turns each Income Amount typed as money received into the plan', async () => {
    const income = (await categoriesWithSums('J1Hh6gs8gV6sH9TaN7ZFfwFH2RFNgYDB')).filter(
      (row) => row.type === 'income',
    );
    expect(income).toEqual([
      // Created in the dialog with 800 typed: the plan, and nothing received.
      { name: 'Freelance', type: 'income', goal: 80000, actual: 0, sum: 0 },
      // 4,200 typed, then the 4,200 paycheck logged: 4,200 planned and 4,200 received, not 8,400.
      { name: 'Salary', type: 'income', goal: 420000, actual: 420000, sum: 420000 },
      // 2,000 logged, then 5,000 typed as the month's income: 5,000 planned, 2,000 received.
      { name: 'Side Gig', type: 'income', goal: 500000, actual: 200000, sum: 200000 },
    ]);
    const kinds = await rows<{ kind: string }>(
      `select distinct kind from transactions where type = 'income'`,
    );
    expect(kinds).toEqual([{ kind: 'entry' }]);
  });

  it('takes a category’s several income corrections together', async () => {
    const [freelance] = await rows<{ goal: number; actual: number }>(
      `select goal::int, actual::int from categories where user_id = 'u2' and name = 'Freelance'`,
    );
    expect(freelance).toEqual({ goal: 130000, actual: 0 });
  });

  it("keeps an expense's typed Spent Amount as the correction it is", async () => {
    const [groceries] = (await categoriesWithSums()).filter((row) => row.name === 'Groceries');
    expect(groceries).toEqual({
      name: 'Groceries',
      type: 'expense',
      goal: 40000,
      actual: 29599,
      sum: 29599,
    });
  });

  it('records one payment per bill: a tick beside a logged payment adds only what was left', async () => {
    const bills = (await categoriesWithSums('J1Hh6gs8gV6sH9TaN7ZFfwFH2RFNgYDB')).filter(
      (row) => row.type !== 'income' && row.type !== 'expense',
    );
    expect(bills).toEqual([
      // 320 logged, then ticked: 640 before; one payment now.
      { name: 'Car Loan', type: 'debt', goal: 32000, actual: 32000, sum: 32000 },
      // 10 logged of 50, then ticked: the tick's payment is the 40 left, not 50 more.
      { name: 'Phone', type: 'debt', goal: 5000, actual: 5000, sum: 5000 },
      { name: 'Rent', type: 'debt', goal: 120000, actual: 0, sum: 0 },
      { name: 'Rainy Day', type: 'savings', goal: 10000, actual: 10000, sum: 10000 },
    ]);
    const paid = await rows<{ name: string; is_paid: boolean }>(
      `select name, is_paid from categories where type in ('debt', 'savings') and user_id <> 'u2'
       order by name`,
    );
    expect(paid.filter((row) => row.is_paid).map((row) => row.name)).toEqual([
      'Car Loan',
      'Phone',
      'Rainy Day',
    ]);
  });

  it('moves a bill into the month it is due in, or else its due date into its month', async () => {
    const bills = await rows<{ name: string; month: string; due: string }>(`
      select name, month, due_date::text as due from categories
      where name in ('Rent', 'Gym', 'Insurance') order by name, month`);
    expect(bills).toEqual([
      // October's Gym was due in November, which has a Gym of its own: it stays, due in October.
      { name: 'Gym', month: '2026-10', due: '2026-10-05' },
      { name: 'Gym', month: '2026-11', due: '2026-11-05' },
      // Paid on already: stays in November, due on its last day.
      { name: 'Insurance', month: '2026-11', due: '2026-11-30' },
      // Added in November due 3 December, nothing paid: December's bill now.
      { name: 'Rent', month: '2026-12', due: '2026-12-03' },
    ]);
    const outside = await rows(
      `select id from categories where due_date is not null and to_char(due_date, 'YYYY-MM') <> month`,
    );
    expect(outside).toEqual([]);
  });

  it('leaves every actual its transactions’ sum, and the day sums the transactions’', async () => {
    for (const row of await categoriesWithSums()) expect(row.actual, row.name).toBe(row.sum);
    const mismatched = await rows(`
      select coalesce(d.user_id, t.user_id) from transaction_day_sums d
      full join (
        select user_id, (transaction_date at time zone 'UTC')::date as day, type, name, sum(amount) as amount
        from transactions group by 1, 2, 3, 4
      ) t on t.user_id = d.user_id and t.day = d.day and t.type = d.type and t.name = d.name
      where d.amount is distinct from t.amount`);
    expect(mismatched).toEqual([]);
  });
});
