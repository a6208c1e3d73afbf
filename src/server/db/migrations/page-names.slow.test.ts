// Migration 0015 (issue 31): the page views an older install filed under the old names take the
// ones `PAGE_NAMES` gives now, so the admin's page list shows one name a path.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '../../../shared/pages.ts';
import { PGLITE_EXTENSIONS } from '../client.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { migrationsUpTo } from '../../../../tests/support/migrations-up-to.ts';

const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const folder = migrationsUpTo(14);

afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0015: stored page views take the pages’ names', () => {
  it('renames the two breakdown pages’ views and leaves the others alone', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into page_views (page_path, page_name) values
        ('/breakdown', 'Spend Breakdown'), ('/ai-chat', 'Spending Report'), ('/budget', 'Your Budget');
      insert into page_view_days (page_path, day, page_name, views) values
        ('/breakdown', '2026-11-01', 'Spend Breakdown', 4), ('/ai-chat', '2026-11-01', 'Spending Report', 2),
        ('/budget', '2026-11-01', 'Your Budget', 9);`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    for (const table of ['page_views', 'page_view_days']) {
      const { rows } = await client.query<{ page_path: keyof typeof PAGE_NAMES; page_name: string }>(
        `select page_path, page_name from ${table} order by page_path`,
      );
      expect(rows.map((row) => [row.page_path, row.page_name])).toEqual(
        ['/ai-chat', '/breakdown', '/budget'].map((path) => [path, PAGE_NAMES[path as keyof typeof PAGE_NAMES]]),
      );
    }
  });
});
