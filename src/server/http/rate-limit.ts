// Per-address request limits (sign-in now; the public breakdown endpoint later), answered in our error shape.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { ErrorBody } from '#shared/errors';
import type { AppEnv } from './context.ts';

/** The caller's address: the first X-Forwarded-For hop behind a proxy, else the socket's. */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export function limitPerAddress(options: { limit: number; windowMs: number; message: string }) {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientAddress,
    handler: (c) =>
      c.json({ error: options.message, code: 'RATE_LIMITED' } satisfies ErrorBody, 429),
  });
}
