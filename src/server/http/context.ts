// What every request handler can reach: the database, the configuration and the signed-in user.
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Auth } from '../auth/auth.ts';

export interface SessionUser {
  id: string;
  email: string;
}

export interface AppDeps {
  db: Database;
  env: Env;
  auth: Auth;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser;
    /** Set by optionalUser on endpoints open to everyone: the signed-in caller, or null. */
    maybeUser: SessionUser | null;
  };
}
