// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both are driven through one Drizzle schema and one set of migrations.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { createPgListener, type Unlisten } from './pg-listener.ts';

export { RESYNC, type Unlisten } from './pg-listener.ts';
import * as schema from './schema.ts';

/** Extensions the migrations create (PGlite ships them; each must be loaded when it opens). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on a channel: onPayload gets every NOTIFY's payload, from this process or any other
   * sharing the database, once the notifying transaction commits.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /**
   * Plain SQL for the job engine (pg-boss, src/server/jobs.ts) on the same database: a statement
   * with parameters, or a script of several without.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** pg-boss sends scripts of several statements (BEGIN; ...; COMMIT;): PGlite runs those with exec. */
function pgliteSql(client: PGlite): DatabaseHandle['executeSql'] {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.flatMap((result) => result.rows) };
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Most connections the PostgreSQL pool opens (10 unless given). */
  poolSize?: number | undefined;
  /** Folder for PGlite's files; ignored with a databaseUrl. */
  dataDir: string;
  /** A PGlite data dump (from dumpDataDir) to start from, used by tests to skip migrations. */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    let isClosing = false;
    // pool.end() resolves before its connections' sockets have closed; one the server ends meanwhile
    // (a database dropped right after, say) reports an error that is no longer anyone's concern.
    pool.on('error', (error) => {
      if (!isClosing) console.error('PostgreSQL pool error', error);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const listener = createPgListener(options.databaseUrl);
    const close = async () => {
      isClosing = true;
      try {
        await listener.close();
      } finally {
        await pool.end();
      }
    };
    const executeSql: DatabaseHandle['executeSql'] = async (text, values) =>
      values && values.length > 0 ? pool.query(text, values) : pool.query(text);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: listener.listen,
      executeSql,
      close,
    };
  }
  if (options.loadDataDir) {
    // In memory, from a dump: nothing on disk to share, so no lock.
    const client = await PGlite.create({
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      executeSql: pgliteSql(client),
      close: () => client.close(),
    };
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  // Creating PGlite's files and applying every migration takes a while once; say so, not silence.
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    console.log(`Creating the database in ${dir} (first start only)...`);
  }
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      executeSql: pgliteSql(client),
      close,
    };
  } catch (error) {
    release();
    throw error;
  }
}
