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
  await whileHolding(handle, MIGRATION_LOCK, options.log, 'finish the migrations', (client) =>
    migratePg(drizzlePg({ client: client! }), config),
  );
}

/**
 * Runs `work` while this instance holds the advisory lock `name` (PostgreSQL only: one process owns
 * a PGlite directory, so there `work` just runs), so instances starting together take turns at
 * start-up work that is not safe to race (the migrations, installing the job engine's tables). The
 * lock is session-level, held on one pooled client that `work` may use.
 */
export async function whileHolding(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  name: string,
  log: Pick<Console, 'log'> | undefined,
  waitingFor: string,
  work: (client: pg.PoolClient | null) => Promise<unknown>,
): Promise<void> {
  if (handle.kind === 'pglite') {
    await work(null);
    return;
  }
  const pool = (handle.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let isUnlocked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [name],
    );
    if (!rows[0]?.locked) {
      (log ?? console).log(`Waiting for another instance to ${waitingFor}...`);
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    }
    try {
      await work(client);
    } finally {
      // Never masks the work's own error: a failed unlock only means the connection goes.
      isUnlocked = await client.query('select pg_advisory_unlock(hashtext($1))', [name]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    // A connection that may still hold the lock must not go back to the pool: closing it lets go.
    client.release(!isUnlocked);
  }
}
