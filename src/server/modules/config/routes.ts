// /api/config: the public settings the web app needs before sign-in.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const configRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { env } = c.var.deps;
  return c.json({
    supportEmail: env.SUPPORT_EMAIL,
    tutorialUrl: env.TUTORIAL_URL,
    // Card checkout arrives with the payments module; until then the upgrade button says so.
    isCheckoutAvailable: false,
  });
});
