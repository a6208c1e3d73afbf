// Migration 0013 (issue 30): the budget counter counts budgets really made. An older install kept
// 0001's seeded 1,000 plus what was made since; it ends at what was made. A fresh one starts at 0,
// and none goes below 0.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../client.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { migrationsUpTo } from '../../../../tests/support/migrations-up-to.ts';

const folders: string[] = [];
const clients: PGlite[] = [];

afterAll(async () => {
  for (const client of clients) await client.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A database migrated as far as 0011 (the release before), its counter set by `setUp`. */
async function olderInstall(setUp?: string): Promise<{ client: PGlite; upgrade: () => Promise<void> }> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  clients.push(client);
  const db = drizzle({ client });
  const folder = migrationsUpTo(11);
  folders.push(folder);
  await migrate(db, { migrationsFolder: folder });
  if (setUp) await client.exec(setUp);
  return { client, upgrade: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }) };
}

async function count(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'select count::int from budget_counter where id = 1',
  );
  return rows[0]!.count;
}

describe('migration 0013: the budget counter counts real budgets', () => {
  it('starts a fresh install at 0', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    clients.push(client);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    expect(await count(client)).toBe(0);
  });

  it('keeps the budgets an older install really made and drops the seeded 1,000', async () => {
    const install = await olderInstall();
    expect(await count(install.client)).toBe(1000);
    // 37 budgets made since: the counter read 1,037.
    await install.client.exec('update budget_counter set count = count + 37 where id = 1');
    await install.upgrade();
    expect(await count(install.client)).toBe(37);
  });

  it('never goes below 0', async () => {
    const install = await olderInstall('update budget_counter set count = 12 where id = 1');
    await install.upgrade();
    expect(await count(install.client)).toBe(0);
  });

  it('runs once: a later restart leaves the count alone', async () => {
    const install = await olderInstall('update budget_counter set count = 1005 where id = 1');
    await install.upgrade();
    await install.upgrade();
    expect(await count(install.client)).toBe(5);
  });
});
