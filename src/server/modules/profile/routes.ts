// /api/me: the signed-in user's profile and derived subscription; PATCH changes theme or currency.
import { Hono } from 'hono';
import { updateProfileInput, type Me, type Profile } from '#shared/contract/profile';
import type { AppEnv, SessionUser } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { getSubscription } from '../subscription/service.ts';
import { getOrCreateProfile, updateProfile } from './service.ts';

/** What the profile says of the sign-in account itself (Better Auth's user row). */
function accountFacts(user: SessionUser): Pick<Profile, 'emailVerified' | 'twoFactorEnabled'> {
  return { emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled };
}

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { db, env } = c.var.deps;
    const { id, email } = c.var.user;
    const profile = await getOrCreateProfile({
      db,
      userId: id,
      email,
      emailVerified: c.var.user.emailVerified,
      adminEmails: env.ADMIN_EMAILS,
    });
    const subscription = await getSubscription({
      db,
      userId: id,
      isPasskeyPro: profile.isPasskeyPro,
    });
    return c.json({
      profile: { ...profile, ...accountFacts(c.var.user) },
      subscription,
    } satisfies Me);
  })
  .patch('/', validate('json', updateProfileInput), async (c) => {
    const { db, env } = c.var.deps;
    const { id, email } = c.var.user;
    await getOrCreateProfile({
      db,
      userId: id,
      email,
      emailVerified: c.var.user.emailVerified,
      adminEmails: env.ADMIN_EMAILS,
    });
    const profile = await updateProfile({ db, userId: id, changes: c.req.valid('json') });
    return c.json({ profile: { ...profile, ...accountFacts(c.var.user) } });
  });
