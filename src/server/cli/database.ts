// Opens the migrated database for one operator command and closes it afterwards. Embedded PGlite
// allows one process per data folder; its lock makes the command refuse beside a running server.
import { openDatabase, type Database } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import type { Env } from '../env.ts';

export async function withDatabase<T>(env: Env, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await applyMigrations(handle);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
