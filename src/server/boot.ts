// Assembles the running system from the environment: database (migrated), auth and the HTTP app.
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import type { Env } from './env.ts';
import { createBreakdownEngine, type BreakdownEngine } from './modules/breakdown/engine-pool.ts';
import { createStripeClient } from './modules/payments/stripe-client.ts';
import { createLiveHub, type LiveHub } from './modules/live/hub.ts';
import { connectRedisLimitStores, memoryLimitStores } from './http/limit-stores.ts';
import { startSecurityLogPruning } from './modules/security/service.ts';
import { startStatisticsUpkeep } from './db/statistics.ts';
import { startJobs, type Jobs } from './jobs.ts';

export interface System {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  env: Env;
  /** The breakdown engine's worker pool; its threads start with the first breakdown. */
  breakdownEngine: BreakdownEngine;
  live: LiveHub;
  /** The scheduled work (pg-boss), or null when it was not started. */
  jobs: Jobs | null;
  /** Stops the engine's workers and closes the database. */
  close(): Promise<void>;
}

export async function bootSystem(options: {
  env: Env;
  loadDataDir?: Blob | undefined;
  /** Worker threads for the breakdown engine (0: in process); one per core by default. */
  engineThreads?: number | undefined;
  /** Runs the scheduled work (bill reminders, bills' new months); on unless a test says not. */
  scheduledWork?: boolean | undefined;
  /** How often the scheduled work's workers look for jobs (tests wait less). */
  jobPollingSeconds?: number | undefined;
}): Promise<System> {
  const { env } = options;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    loadDataDir: options.loadDataDir,
  });
  await applyMigrations(database);
  const secret = resolveAuthSecret({ configured: env.BETTER_AUTH_SECRET, dataDir: env.DATA_DIR });
  const auth = createAuth({ db: database.db, env, secret });
  const breakdownEngine = createBreakdownEngine({ threads: options.engineThreads });
  const live = createLiveHub(database.listen);
  const stripe = createStripeClient(env);
  if (stripe && !env.STRIPE_WEBHOOK_SECRET) {
    console.warn(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: checkouts open, but payments can never be confirmed.',
    );
  }
  const limits = env.REDIS_URL ? await connectRedisLimitStores(env.REDIS_URL) : memoryLimitStores;
  const app = createApp({ db: database.db, env, auth, breakdownEngine, stripe, live, limits });
  // The security log keeps 12 months: pruned now and daily.
  const stopPruning = startSecurityLogPruning({ db: database.db });
  // PGlite has no autovacuum: its planner statistics are kept up here (db/statistics.ts).
  const stopStatistics = startStatisticsUpkeep({ database });
  const jobs: Jobs | null =
    options.scheduledWork === false
      ? null
      : await startJobs({ database, env, pollingSeconds: options.jobPollingSeconds });
  const close = async () => {
    try {
      await jobs?.stop();
      await stopPruning();
      await stopStatistics();
      await breakdownEngine.close();
      await live.close();
      await limits.close();
    } finally {
      await database.close();
    }
  };
  return { app, database, env, breakdownEngine, live, jobs, close };
}
