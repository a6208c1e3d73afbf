// Assembles the running system from the environment: database (migrated), auth and the HTTP app.
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import type { Env } from './env.ts';

export interface System {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  env: Env;
}

export async function bootSystem(options: {
  env: Env;
  loadDataDir?: Blob | undefined;
}): Promise<System> {
  const { env } = options;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    loadDataDir: options.loadDataDir,
  });
  await applyMigrations(database);
  const secret = resolveAuthSecret({ configured: env.BETTER_AUTH_SECRET, dataDir: env.DATA_DIR });
  const auth = createAuth({ db: database.db, env, secret });
  const app = createApp({ db: database.db, env, auth });
  return { app, database, env };
}
