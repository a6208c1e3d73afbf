// /api/config: the public settings the web app needs before sign-in.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const configRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { env } = c.var.deps;
  return c.json({
    supportEmail: env.SUPPORT_EMAIL,
    tutorialUrl: env.TUTORIAL_URL,
    // Without Stripe keys the upgrade buttons say that card payments are not set up.
    isCheckoutAvailable: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_PRO),
    // Only a server that can send mail asks people to confirm their address.
    isEmailVerificationOn: Boolean(env.SMTP_URL),
    isDonationAvailable: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_DONATION),
    /** Requests one API token may make a minute (Settings > API says so). */
    apiTokenRequestsPerMinute: env.API_TOKEN_RATE_LIMIT,
  });
});
