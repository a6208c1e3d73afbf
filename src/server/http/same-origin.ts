// Writes carrying a session cookie must come from our own pages, whatever their content type. Hono's
// csrf() only covers form-style bodies, and a browser will send a JSON body cross-site without a
// preflight as text/plain or through a no-cors fetch; SameSite=Lax does not stop same-site attackers
// either. A foreign, 'null' or missing Origin, or Sec-Fetch-Site: cross-site, gets 403 before any
// handler runs. Requests without cookies (Stripe's webhooks, API clients) are not a CSRF risk, nor
// are those with an API token (checked before this runs), whose cookie is ignored.
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors';
import type { AppEnv } from './context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const FOREIGN_ORIGIN_MESSAGE = 'This request must come from the Pennyflow app itself';

export function requireSameOrigin(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    // Authenticated by its token alone (api-tokens.ts), which a browser never adds by itself.
    if (c.var.tokenHolder) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin !== ownOrigin || fetchSite === 'cross-site') {
      throw new AppError('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE);
    }
    return next();
  });
}
