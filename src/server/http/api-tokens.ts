// Requests carrying `Authorization: Bearer pf_...` come from a person's own scripts and assistants. They
// reach the budget's routes only (never sign-in, settings, tokens, exports or account deletion), are
// authenticated by the token alone (a cookie beside it is ignored), read-only unless the token may
// write, limited per token, and each use is written to the owner's security log.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { TOKEN_MESSAGES } from '#shared/contract/tokens';
import { AppError } from '#shared/errors';
import { findTokenHolder, recordTokenUse } from '../modules/tokens/service.ts';
import type { AppEnv } from './context.ts';
import { limitBy, perApp, requestOrigin } from './rate-limit.ts';

/** The API a token may use: the budget and what is read from it. */
export const TOKEN_API_PATHS = [
  '/api/categories',
  '/api/transactions',
  '/api/bills',
  '/api/recurring',
  '/api/dashboard',
  '/api/reports',
  '/api/imports',
  '/api/merchant-rules',
  '/api/functions/financial-breakdown-ai',
] as const;

/** Requests that change nothing in the budget although they are POSTs: a read-only token may make them. */
const READING_POSTS = ['/api/functions/financial-breakdown-ai'];

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Open to everyone: a token sent along (a client reading the API's document) is not looked at. */
const PUBLIC_PATHS = new Set(['/api/health', '/api/config', '/api/openapi.json', '/api/docs']);

export function isTokenApiPath(path: string): boolean {
  return TOKEN_API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The token of an `Authorization: Bearer` header; '' for another scheme or a malformed one; null without. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header === undefined) return null;
  return /^Bearer +([\x21-\x7e]+) *$/i.exec(header)?.[1] ?? '';
}

const limiterFor = perApp((deps) =>
  limitBy({
    limit: deps.env.API_TOKEN_RATE_LIMIT,
    windowMs: 60_000,
    message: TOKEN_MESSAGES.tooManyRequests(deps.env.API_TOKEN_RATE_LIMIT),
    store: deps.limits.store('api-token', 'refuse'),
    key: (c) => `token:${c.var.tokenHolder?.tokenId ?? ''}`,
  }),
);

/**
 * A request with a bearer token is checked here and its holder set for requireUser. `isAllowed` says
 * where a token may be used. The MCP endpoint, whose every request is a POST, leaves the scope to its
 * tools (each calls the API with the same token) and the log to those calls.
 */
export function acceptApiTokens(options: {
  isAllowed: (path: string) => boolean;
  scopeByMethod?: boolean;
  logsUse?: boolean;
}) {
  const { scopeByMethod = true, logsUse = true } = options;
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (token === null || PUBLIC_PATHS.has(c.req.path)) return next();
    if (!options.isAllowed(c.req.path)) throw new AppError('FORBIDDEN', TOKEN_MESSAGES.notHere);
    const holder = await findTokenHolder({ db: c.var.deps.db, token });
    if (!holder) throw new AppError('UNAUTHENTICATED', TOKEN_MESSAGES.invalid);
    const reads = SAFE_METHODS.has(c.req.method) || READING_POSTS.includes(c.req.path);
    if (scopeByMethod && holder.scope === 'read' && !reads) {
      throw new AppError('FORBIDDEN', TOKEN_MESSAGES.readOnly);
    }
    c.set('tokenHolder', holder);
    return limiterFor(c.var.deps)(c, async () => {
      if (logsUse) {
        await recordTokenUse({
          db: c.var.deps.db,
          holder,
          request: `${c.req.method} ${c.req.path}`,
          ...requestOrigin(c),
        });
      }
      await next();
    });
  });
}
