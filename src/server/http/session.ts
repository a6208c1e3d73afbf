// Guards: resolve the Better Auth session from the cookie; routes behind requireUser see c.var.user.
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
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  c.set('user', sessionUser(session.user));
  await next();
});

/** For endpoints open to everyone that treat signed-in callers differently: c.var.maybeUser or null. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  c.set('maybeUser', session ? sessionUser(session.user) : null);
  await next();
});
