// Migration 0006 (one ledger) on data written by the app before it: typed actuals become adjustment
// entries, categories differing only in case merge, and transactions of a deleted category count
// towards a category of their name again; afterwards every actual is its transactions' sum.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../../../../tests/support/migrations-up-to.ts';

const USER = 'u1';
let client: PGlite;
let before: string;
let after: string;

const foldersUpTo = migrationsUpTo;

async function rows<T>(query: string): Promise<T[]> {
  return (await client.query<T>(query)).rows;
}

beforeAll(async () => {
  client = await PGlite.create();
  const db = drizzle({ client });
  before = foldersUpTo(5);
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    insert into "user" (id, name, email) values ('${USER}', 'U', 'u@example.com');
    -- Salary: 4,200 typed over a 4,200 transaction (the actual said 8,400).
    insert into categories (id, user_id, name, type, month, goal, actual, updated_at) values
      ('00000000-0000-0000-0000-000000000001', '${USER}', 'Salary', 'income', '2026-03', 0, 840000, '2026-03-20'),
      ('00000000-0000-0000-0000-000000000002', '${USER}', 'Groceries', 'expense', '2026-03', 30000, 1000, '2026-03-02'),
      ('00000000-0000-0000-0000-000000000003', '${USER}', 'groceries', 'expense', '2026-03', 5000, 500, '2026-03-03'),
      -- Typed lower than its transaction: 3,000 of a 5,000 transaction, dated after the month.
      ('00000000-0000-0000-0000-000000000004', '${USER}', 'Fuel', 'expense', '2026-03', 0, 300000, '2026-05-09');
    insert into transactions (user_id, category_id, name, type, amount, month, transaction_date) values
      ('${USER}', '00000000-0000-0000-0000-000000000001', 'Salary', 'income', 420000, '2026-03', '2026-03-25T12:00:00Z'),
      ('${USER}', '00000000-0000-0000-0000-000000000002', 'Groceries', 'expense', 1000, '2026-03', '2026-03-02T12:00:00Z'),
      ('${USER}', '00000000-0000-0000-0000-000000000003', 'groceries', 'expense', 500, '2026-03', '2026-03-03T12:00:00Z'),
      ('${USER}', '00000000-0000-0000-0000-000000000004', 'Fuel', 'expense', 500000, '2026-03', '2026-03-04T12:00:00Z'),
      -- Left by a deleted category: one whose name another category has, one whose name none has.
      ('${USER}', null, 'GROCERIES', 'expense', 200, '2026-03', '2026-03-05T12:00:00Z'),
      ('${USER}', null, 'Dining Out', 'expense', 700, '2026-03', '2026-03-06T12:00:00Z');
  `);
  // Up to 0006 only: later migrations change these rows again (0010 makes income adjustments plans).
  after = foldersUpTo(6);
  await migrate(db, { migrationsFolder: after });
});

afterAll(async () => {
  await client?.close();
  if (before) rmSync(before, { recursive: true, force: true });
  if (after) rmSync(after, { recursive: true, force: true });
});

describe('migration 0006: one ledger', () => {
  it('leaves every actual equal to its transactions, with typed totals as adjustments', async () => {
    const categories = await rows<{ name: string; goal: number; actual: number; sum: number }>(`
      select c.name, c.goal::int, c.actual::int, coalesce(sum(t.amount), 0)::int as sum
      from categories c left join transactions t on t.category_id = c.id
      group by c.id order by c.name`);
    expect(categories).toEqual([
      { name: 'Dining Out', goal: 0, actual: 700, sum: 700 },
      { name: 'Fuel', goal: 0, actual: 300000, sum: 300000 },
      { name: 'Groceries', goal: 35000, actual: 1700, sum: 1700 },
      { name: 'Salary', goal: 0, actual: 840000, sum: 840000 },
    ]);
    const adjustments = await rows<{ name: string; amount: number; day: string }>(`
      select name, amount::int, to_char(transaction_date at time zone 'UTC', 'YYYY-MM-DD') as day
      from transactions where kind = 'adjustment' order by name`);
    expect(adjustments).toEqual([
      { name: 'Fuel', amount: -200000, day: '2026-03-31' },
      { name: 'Salary', amount: 420000, day: '2026-03-20' },
    ]);
  });

  it('leaves no transaction without a category, and names in the category’s spelling', async () => {
    const orphans = await rows(`select id from transactions where category_id is null`);
    expect(orphans).toEqual([]);
    const names = await rows<{ name: string }>(
      `select distinct name from transactions where type = 'expense' order by name`,
    );
    expect(names.map((row) => row.name)).toEqual(['Dining Out', 'Fuel', 'Groceries']);
  });

  it('makes the day sums again from the transactions, and refuses a second spelling', async () => {
    const sums = await rows<{ day: string; name: string; amount: number }>(`
      select day::text, name, amount::int from transaction_day_sums
      where type = 'expense' and name = 'Fuel' order by day`);
    expect(sums).toEqual([
      { day: '2026-03-04', name: 'Fuel', amount: 500000 },
      { day: '2026-03-31', name: 'Fuel', amount: -200000 },
    ]);
    await expect(
      client.query(`insert into categories (user_id, name, type, month) values
        ('${USER}', 'SALARY', 'income', '2026-03')`),
    ).rejects.toThrow(/categories_user_type_lower_name_month_idx/);
  });
});
