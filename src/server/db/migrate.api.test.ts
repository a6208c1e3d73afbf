// Several instances starting at the same moment against one PostgreSQL database (DESIGN section 8):
// all of them come up, and each migration is applied exactly once, on an empty database and on one
// that an older release left behind. Runs against this machine's PostgreSQL in both API runs (CI has
// one too), each case in a database of its own.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../../tests/support/scratch-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const INSTANCES = 3;

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as Journal;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(): Promise<string> {
  const database = await createIsolatedDatabase(SERVER_URL);
  cleanups.push(() => database.drop());
  return database.url;
}

async function open(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  cleanups.push(() => handle.close());
  return handle;
}

/** A copy of the migrations folder with only the first `count`, as an older release shipped it. */
function olderMigrationsFolder(count: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const older: Journal = { ...journal, entries: journal.entries.slice(0, count) };
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(older));
  return folder;
}

async function firstRow<T>(handle: DatabaseHandle, query: SQL): Promise<T> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const row = await firstRow<{ applied: number; distinct_hashes: number }>(
    handle,
    sql`select count(*)::int as applied, count(distinct hash)::int as distinct_hashes
        from drizzle.__drizzle_migrations`,
  );
  expect(row.distinct_hashes).toBe(row.applied);
  return row.applied;
}

/** Starts every handle's migrations in the same tick, as instances booting together would. */
async function migrateTogether(handles: DatabaseHandle[]): Promise<string[]> {
  const waited: string[] = [];
  const log = { log: (line: string) => waited.push(line) };
  await Promise.all(handles.map((handle) => applyMigrations(handle, { log })));
  return waited;
}

describe('the journal of migrations', () => {
  it('times every migration after the one before it, as the migrator skips one older than the last applied', () => {
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });
});

describe('applyMigrations on PostgreSQL with several instances at once', () => {
  it('brings every instance up on an empty database, each migration applied once', async () => {
    const url = await freshDatabase();
    const handles = await Promise.all(Array.from({ length: INSTANCES }, () => open(url)));

    const waited = await migrateTogether(handles);

    expect(await appliedMigrations(handles[0]!)).toBe(journal.entries.length);
    // The others queued behind the lock rather than racing (the first holds it for the whole run).
    expect(waited.length).toBeGreaterThanOrEqual(1);
    for (const handle of handles) {
      expect(await firstRow(handle, sql`select count(*)::int as n from "user"`)).toEqual({ n: 0 });
    }
  });

  it('upgrades a database an older release left, once, with every instance up', async () => {
    const url = await freshDatabase();
    const older = await open(url);
    await applyMigrations(older, { migrationsFolder: olderMigrationsFolder(5) });
    expect(await appliedMigrations(older)).toBe(5);

    const handles = await Promise.all(Array.from({ length: INSTANCES }, () => open(url)));
    await migrateTogether(handles);

    expect(await appliedMigrations(handles[0]!)).toBe(journal.entries.length);
    // The newest migration's table exists (row_counts, from the last one).
    expect(
      await firstRow(
        handles[1]!,
        sql`select to_regclass('public.row_counts') is not null as present`,
      ),
    ).toEqual({ present: true });
  });

  it('applies nothing again on a later start, and lets go of the lock when a migration fails', async () => {
    const url = await freshDatabase();
    const [first, second] = [await open(url), await open(url)];
    await applyMigrations(first);
    await applyMigrations(second);
    expect(await appliedMigrations(first)).toBe(journal.entries.length);

    // A broken migration: the instance that tries it fails, and the next start is not stuck behind
    // a lock the failed one still holds.
    const broken = olderMigrationsFolder(journal.entries.length);
    const brokenJournal = JSON.parse(
      readFileSync(path.join(broken, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    const last = brokenJournal.entries.at(-1)!;
    brokenJournal.entries.push({
      ...last,
      idx: last.idx + 1,
      when: last.when + 1,
      tag: '9999_broken',
    });
    writeFileSync(path.join(broken, 'meta', '_journal.json'), JSON.stringify(brokenJournal));
    writeFileSync(path.join(broken, '9999_broken.sql'), 'select * from no_such_table;');
    await expect(applyMigrations(first, { migrationsFolder: broken })).rejects.toThrow();

    await applyMigrations(second);
    expect(await appliedMigrations(second)).toBe(journal.entries.length);
  });
});
