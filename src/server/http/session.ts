// Guards: resolve the Better Auth session from the cookie; routes behind requireUser see c.var.user.
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors';
import type { AppEnv } from './context.ts';

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  c.set('user', { id: session.user.id, email: session.user.email });
  await next();
});

/** For endpoints open to everyone that treat signed-in callers differently: c.var.maybeUser or null. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  c.set('maybeUser', session ? { id: session.user.id, email: session.user.email } : null);
  await next();
});
