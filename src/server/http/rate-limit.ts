// Per-address request limits (sign-in now; the public breakdown endpoint later), answered in our error shape.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { ErrorBody } from '#shared/errors';
import type { AppEnv } from './context.ts';

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

export function limitPerAddress(options: {
  limit: number;
  windowMs: number;
  message: string;
  trustProxy: boolean;
}) {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => clientAddress(c, options),
    handler: (c) =>
      c.json({ error: options.message, code: 'RATE_LIMITED' } satisfies ErrorBody, 429),
  });
}
