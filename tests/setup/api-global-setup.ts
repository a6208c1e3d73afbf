// Runs once before the API suite: migrates one database so each test file can start from it.
// PGlite: migrate in memory and dump the data dir to a file that every test file clones (a clone boots in
// about half a second; migrating from scratch takes several). PostgreSQL (DATABASE_URL set): migrate it
// once; all test files then share it, so tests create their own users and never assume empty tables.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/server/db/client.ts';
import { applyMigrations } from '../../src/server/db/migrate.ts';

export type ApiDatabase = { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiDatabase: ApiDatabase;
  }
}

const TMP_DIR = path.resolve(import.meta.dirname, '../../.tmp');

export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const handle = await openDatabase({ databaseUrl: url, dataDir: TMP_DIR });
    try {
      await applyMigrations(handle);
    } finally {
      await handle.close();
    }
    project.provide('apiDatabase', { kind: 'postgres', url });
    return () => {};
  }

  // In memory, so nothing is left on disk but the dump; a unique name lets concurrent runs coexist.
  removeStaleDumps();
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  let dumpPath: string;
  try {
    await applyMigrations({
      db: drizzle({ client }) as unknown as Database,
      kind: 'pglite',
    });
    // Uncompressed: larger on disk, but each test file loads it faster than a gzip.
    const dump = await client.dumpDataDir('none');
    mkdirSync(TMP_DIR, { recursive: true });
    dumpPath = path.join(TMP_DIR, `api-test-db-${process.pid}-${Date.now()}.tar`);
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('apiDatabase', { kind: 'pglite', dumpPath });
  return () => rmSync(dumpPath, { force: true });
}

/** Dumps left behind by runs that were killed before their teardown (each is about 40 MB). */
function removeStaleDumps(): void {
  const anHourAgo = Date.now() - 60 * 60 * 1000;
  let names: string[] = [];
  try {
    names = readdirSync(TMP_DIR).filter((n) => /^api-test-db-.*\.tar$/.test(n));
  } catch {
    return; // no .tmp yet
  }
  for (const name of names) {
    const file = path.join(TMP_DIR, name);
    try {
      if (statSync(file).mtimeMs < anHourAgo) rmSync(file, { force: true });
    } catch {
      // another run removed it first
    }
  }
}
