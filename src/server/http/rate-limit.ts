// Request limits per address (sign-in, the public breakdown, license keys) and per account (license
// keys), answered in our error shape. Counts live in memory unless a shared store is given
// (limit-stores.ts: Redis when REDIS_URL is set).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import type { ErrorBody } from '#shared/errors';
import type { AppDeps, AppEnv } from './context.ts';
import { sessionUser } from './session.ts';

/**
 * The caller's address: the socket's, or the first X-Forwarded-For hop when a trusted proxy sets it
 * (believing the header without a proxy would let any client pick a fresh address per request).
 */
export function clientAddress(c: Context, options: { trustProxy: boolean }): string {
  if (options.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

interface LimitOptions {
  limit: number;
  windowMs: number;
  message: string;
  /** Where the counts live; this limiter's own memory when not given. */
  store?: Store<AppEnv> | undefined;
}

/** A limit on whatever `key` names (an address, an account, an inbox). */
export function limitBy(
  options: LimitOptions & { key: (c: Context<AppEnv>) => string | Promise<string> },
) {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-6',
    keyGenerator: options.key,
    ...(options.store ? { store: options.store } : {}),
    handler: (c) =>
      c.json({ error: options.message, code: 'RATE_LIMITED' } satisfies ErrorBody, 429),
  });
}

export function limitPerAddress(options: LimitOptions & { trustProxy: boolean }) {
  return limitBy({ ...options, key: (c) => clientAddress(c, options) });
}

/**
 * For Better Auth's routes, which run no requireUser: the signed-in account's requests wherever they
 * come from (no session: not counted here; the per-address limit still applies).
 */
export function limitPerSession(options: LimitOptions) {
  const limiter = limitBy({ ...options, key: (c) => `user:${c.var.user.id}` });
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return next();
    c.set('user', sessionUser(session.user));
    return limiter(c, next);
  });
}

/** Counts requests naming one email in their JSON body (password reset links sent to one inbox). */
export function limitPerBodyEmail(options: LimitOptions & { trustProxy: boolean }) {
  return limitBy({
    ...options,
    key: async (c) => {
      try {
        const body = (await c.req.raw.clone().json()) as { email?: unknown };
        if (typeof body.email === 'string') return `email:${body.email.trim().toLowerCase()}`;
      } catch {
        // not JSON: counted by address instead
      }
      return clientAddress(c, options);
    },
  });
}

/** For routes behind requireUser: counts the signed-in account's requests wherever they come from. */
export function limitPerUser(options: LimitOptions) {
  return limitBy({ ...options, key: (c) => `user:${c.var.user.id}` });
}

/**
 * Builds a route's limiters once per app (one per set of deps), so each app keeps its own counts, like
 * the sign-in limiter built in createApp.
 */
export function perApp<T>(build: (deps: AppDeps) => T): (deps: AppDeps) => T {
  const built = new WeakMap<AppDeps, T>();
  return (deps) => {
    let value = built.get(deps);
    if (value === undefined) {
      value = build(deps);
      built.set(deps, value);
    }
    return value;
  };
}
