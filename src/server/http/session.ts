// Guards: resolve the Better Auth session from the cookie, or the API token's holder (api-tokens.ts);
// routes behind requireUser see c.var.user.
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors';
import type { AppEnv, SessionUser } from './context.ts';

export function sessionUser(account: {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null | undefined;
}): SessionUser {
  return {
    id: account.id,
    email: account.email,
    emailVerified: account.emailVerified,
    twoFactorEnabled: account.twoFactorEnabled === true,
  };
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // A request with an API token is that token's holder's, whatever cookie it also carries.
  const holder = c.var.tokenHolder;
  if (holder) {
    c.set('user', holder.user);
    return next();
  }
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  c.set('user', sessionUser(session.user));
  await next();
});

/** For endpoints open to everyone that treat signed-in callers differently: c.var.maybeUser or null. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const holder = c.var.tokenHolder;
  if (holder) {
    c.set('maybeUser', holder.user);
    return next();
  }
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  c.set('maybeUser', session ? sessionUser(session.user) : null);
  await next();
});
