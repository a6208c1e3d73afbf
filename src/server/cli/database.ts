// Opens the migrated database for one operator command and closes it afterwards. Embedded PGlite
// allows one process per data folder, so the command refuses to run beside a live server on it.
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import type { Env } from '../env.ts';

/** The database is held by a running server; the message says what to do. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/** True when a Pennyflow server answers its health check on this port. */
async function isServerAnswering(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    const body = (await response.json()) as { ok?: unknown };
    return response.ok && body.ok === true;
  } catch {
    return false;
  }
}

export async function withDatabase<T>(env: Env, work: (db: Database) => Promise<T>): Promise<T> {
  // Only a guard: a server on another PORT with the same DATA_DIR is not detected.
  if (!env.DATABASE_URL && (await isServerAnswering(env.PORT))) {
    throw new DatabaseBusyError(
      `A Pennyflow server is running on port ${env.PORT}. The embedded database in ` +
        `${path.resolve(env.DATA_DIR)} can be opened by one process at a time: stop the server, ` +
        'run this command, then start it again.',
    );
  }
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await applyMigrations(handle);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
