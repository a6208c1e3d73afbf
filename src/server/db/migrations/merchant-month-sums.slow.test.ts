// Migration 0022 (issue 34): an older install's imported spending is summed per month and merchant
// when it upgrades, so the reports' top merchants show what was imported before.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../client.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { migrationsUpTo } from '../../../../tests/support/migrations-up-to.ts';

const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const folder = migrationsUpTo(21);

afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0022: imported spending summed per month and merchant', () => {
  it('sums what was imported before, leaves out typed notes and other kinds, then keeps up', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
        values ('u1', 'U', 'u1@example.com', true, now(), now());
      insert into budget_imports (id, user_id, category_name, row_count, amount)
        values ('00000000-0000-4000-8000-000000000001', 'u1', 'Groceries', 3, 12500);
      insert into transactions (user_id, name, type, amount, month, transaction_date, note, kind, import_id) values
        ('u1', 'Groceries', 'expense', 5000, '2026-01', '2026-01-04', 'Tesco', 'entry', '00000000-0000-4000-8000-000000000001'),
        ('u1', 'Groceries', 'expense', 3000, '2026-01', '2026-01-09', 'Tesco', 'entry', '00000000-0000-4000-8000-000000000001'),
        ('u1', 'Groceries', 'expense', 4500, '2026-02', '2026-02-02', 'Lidl', 'entry', '00000000-0000-4000-8000-000000000001'),
        ('u1', 'Groceries', 'expense', 9999, '2026-01', '2026-01-20', 'Party food', 'entry', null),
        ('u1', 'Salary', 'income', 250000, '2026-01', '2026-01-25', 'ACME Ltd', 'entry', '00000000-0000-4000-8000-000000000001');`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const sums = async () =>
      (
        await client.query<{ month: string; merchant: string; amount: string; count: number }>(
          'select month, merchant, amount, count from merchant_month_sums order by month, merchant',
        )
      ).rows.map((row) => [row.month, row.merchant, Number(row.amount), row.count]);
    expect(await sums()).toEqual([
      ['2026-01', 'Tesco', 8000, 2],
      ['2026-02', 'Lidl', 4500, 1],
    ]);
    // The triggers keep the backfilled sums: the import's undo takes its rows, and the sums, away.
    await client.exec(
      `delete from transactions where import_id = '00000000-0000-4000-8000-000000000001'`,
    );
    expect(await sums()).toEqual([]);
  });
});
