// What every request handler can reach: the database, the configuration and the signed-in user.
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Auth } from '../auth/auth.ts';
import type { BreakdownEngine } from '../modules/breakdown/engine-pool.ts';
import type { StripeClient } from '../modules/payments/stripe-client.ts';
import type { LiveHub } from '../modules/live/hub.ts';
import type { LimitStores } from './limit-stores.ts';
import type { TokenHolder } from '../modules/tokens/service.ts';

export interface SessionUser {
  id: string;
  email: string;
  /** Whether the person proved they own the email (ADMIN_EMAILS counts only then). */
  emailVerified: boolean;
  /** Whether sign-in asks for an authenticator code after the password. */
  twoFactorEnabled: boolean;
}

export interface AppDeps {
  db: Database;
  env: Env;
  auth: Auth;
  /** Worker pool for the breakdown engine; the engine runs in process without one. */
  breakdownEngine?: BreakdownEngine;
  /** The Stripe SDK when STRIPE_SECRET_KEY is set; null means card payments are not offered. */
  stripe: StripeClient | null;
  /** Postgres LISTEN/NOTIFY fanned out to this instance's live streams. */
  live: LiveHub;
  /** Where rate-limit counts live: Redis when REDIS_URL is set, else each limiter's memory. */
  limits: LimitStores;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser;
    /** Set by optionalUser on endpoints open to everyone: the signed-in caller, or null. */
    maybeUser: SessionUser | null;
    /** The personal access token a request came with, once checked (http/api-tokens.ts). */
    tokenHolder?: TokenHolder;
    /** A rewritten request for Better Auth (auth/auth-input.ts), when the original was changed. */
    authRequest?: Request;
  };
}
