// Better Auth: email + password, database sessions in an HttpOnly cookie, mounted at /api/auth/*.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/contract/auth';
import { recordActivity } from '../modules/activity/service.ts';
import { notifySignup } from './signup-webhook.ts';
import { createMailer, passwordResetMail, verificationMail, type SendMail } from './mailer.ts';

export interface CreateAuthOptions {
  db: Database;
  env: Env;
  secret: string;
  /** Where account mail goes; the SMTP or log mailer from the environment by default. */
  sendMail?: SendMail;
}

/** How long a password reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

export function createAuth({ db, env, secret, sendMail = createMailer(env) }: CreateAuthOptions) {
  return betterAuth({
    appName: 'Pennyflow',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      // A reset password ends every session (a stolen one too); a change ends the others (auth-input.ts).
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user: account, url }) => {
        await sendMail(passwordResetMail({ to: account.email, link: url }));
      },
    },
    // With mail set up, a new account is asked to confirm its address (a banner until it does); a
    // confirmed address is what ADMIN_EMAILS trusts. Without SMTP nothing is sent and nobody is.
    ...(env.SMTP_URL
      ? {
          emailVerification: {
            sendOnSignUp: true,
            autoSignInAfterVerification: true,
            sendVerificationEmail: async ({ user: account, url }) => {
              await sendMail(verificationMail({ to: account.email, link: url }));
            },
          },
        }
      : {}),
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Sign-in throttling is ours (http/rate-limit.ts) so one limiter serves every endpoint.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Tests provoke bad passwords and origins on purpose; their warnings would bury real failures.
    logger: { disabled: env.NODE_ENV === 'test' },
    advanced: {
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      // Better Auth turns the Origin check off whenever NODE_ENV=test or TEST is set; keep it on everywhere
      // so the check cannot vanish by accident and the tests exercise what production runs.
      disableOriginCheck: false,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            notifySignup({
              url: env.SIGNUP_WEBHOOK_URL,
              email: created.email,
              createdAt: created.createdAt,
            });
          },
        },
      },
      session: {
        create: {
          after: async (created) => {
            await recordActivity({ db, userId: created.userId, type: 'login' });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
