// /api/onboarding: finish setup with the chosen categories, or skip it.
import { Hono } from 'hono';
import { completeOnboardingInput } from '#shared/contract/onboarding';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { getOrCreateProfile } from '../profile/service.ts';
import { completeOnboarding, skipOnboarding } from './service.ts';

export const onboardingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(async (c, next) => {
    // The profile row must exist before onboarding marks it complete.
    const { db, env } = c.var.deps;
    await getOrCreateProfile({
      db,
      userId: c.var.user.id,
      email: c.var.user.email,
      emailVerified: c.var.user.emailVerified,
      adminEmails: env.ADMIN_EMAILS,
    });
    await next();
  })
  .post('/complete', validate('json', completeOnboardingInput), async (c) => {
    const input = c.req.valid('json');
    await completeOnboarding({ db: c.var.deps.db, userId: c.var.user.id, ...input });
    return c.json({ ok: true as const });
  })
  .post('/skip', async (c) => {
    await skipOnboarding({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json({ ok: true as const });
  });
