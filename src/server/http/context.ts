// What every request handler can reach: the database, the configuration and the signed-in user.
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Auth } from '../auth/auth.ts';
import type { BreakdownEngine } from '../modules/breakdown/engine-pool.ts';

export interface SessionUser {
  id: string;
  email: string;
}

export interface AppDeps {
  db: Database;
  env: Env;
  auth: Auth;
  /** Worker pool for the breakdown engine; the engine runs in process without one. */
  breakdownEngine?: BreakdownEngine;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser;
    /** Set by optionalUser on endpoints open to everyone: the signed-in caller, or null. */
    maybeUser: SessionUser | null;
  };
}
