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
 * The caller's address as limits count it: the socket's, or with `trustedProxies` proxies in front,
 * the X-Forwarded-For entry the outermost of them added. Each proxy appends the address it was
 * reached from, so entries left of that one are whatever the client wrote: believing them (or the
 * header without a proxy) would let a client pick a fresh address per request. IPv6 addresses count
 * per /64, the block one home or phone is given (`addressKey`).
 */
export function clientAddress(c: Context, options: { trustedProxies: number }): string {
  const address = clientIp(c, options);
  return address ? addressKey(address) : 'unknown'; // app.request() in tests has no socket
}

/**
 * The client's address as it is (for people to read, in the security log), found as clientAddress
 * finds it; null when there is none (app.request() in tests has no socket).
 */
export function clientIp(c: Context, options: { trustedProxies: number }): string | null {
  if (options.trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const added = hops[hops.length - options.trustedProxies];
    if (added) return added;
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? address.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '') : null;
  } catch {
    return null;
  }
}

/** Where a request came from, as the security log records it. */
export function requestOrigin(c: Context<AppEnv>): {
  ipAddress: string | null;
  userAgent: string | null;
} {
  return {
    ipAddress: clientIp(c, { trustedProxies: c.var.deps.env.TRUST_PROXY }),
    userAgent: c.req.header('user-agent') ?? null,
  };
}

/**
 * One key per client: an IPv4 address as it is (also when written IPv4-mapped, '::ffff:1.2.3.4'),
 * an IPv6 address by its first 64 bits ('2001:db8:1:2::/64'), since one client holds a whole /64.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
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

export function limitPerAddress(options: LimitOptions & { trustedProxies: number }) {
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
export function limitPerBodyEmail(options: LimitOptions & { trustedProxies: number }) {
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
