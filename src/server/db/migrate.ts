// Applies the committed SQL migrations; safe to run at every start, and on PostgreSQL safe for any
// number of instances starting at once: each takes the same advisory lock first, so one applies the
// pending migrations and the others, once it lets go, find nothing left to do.
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock every instance takes around its migrations (any fixed key of our own). */
const MIGRATION_LOCK = 'pennyflow:migrations';

export interface MigrateOptions {
  /** Another folder of migrations (tests use a shortened copy to make an older database). */
  migrationsFolder?: string;
  log?: Pick<Console, 'log'>;
}

export async function applyMigrations(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  options: MigrateOptions = {},
): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    // One process owns a PGlite data directory (data-dir-lock.ts), so nothing can race here.
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  // A session-level lock belongs to one connection: hold it, and migrate, on the same pooled client.
  const pool = (handle.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let isUnlocked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [MIGRATION_LOCK],
    );
    if (!rows[0]?.locked) {
      (options.log ?? console).log('Waiting for another instance to finish the migrations...');
      await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    }
    try {
      await migratePg(drizzlePg({ client }), config);
    } finally {
      // Never masks the migration's own error: a failed unlock only means the connection goes.
      isUnlocked = await client
        .query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK])
        .then(
          () => true,
          () => false,
        );
    }
  } finally {
    // A connection that may still hold the lock must not go back to the pool: closing it lets go.
    client.release(!isUnlocked);
  }
}
