// Better Auth: email + password, database sessions in an HttpOnly cookie, mounted at /api/auth/*.
import { getAuthenticatorName, passkey as passkeyPlugin } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { magicLink, twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import type { Database } from '../db/client.ts';
import { account, passkey, session, twoFactor, user, verification } from '../db/schema.ts';
import { totpSingleUse } from './totp-single-use.ts';
import type { Env } from '../env.ts';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '#shared/contract/auth';
import { recordActivity } from '../modules/activity/service.ts';
import { notifySignup } from './signup-webhook.ts';
import {
  createMailer,
  existingAccountMail,
  lockedSignInMail,
  passwordResetMail,
  verificationMail,
  type SendMail,
} from './mailer.ts';

export interface CreateAuthOptions {
  db: Database;
  env: Env;
  secret: string;
  /** Where account mail goes; the SMTP or log mailer from the environment by default. */
  sendMail?: SendMail;
}

/** How many single-use recovery codes two-factor sign-in hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** How long 'trust this device' skips the code. */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;

/** How long the sign-in link mailed to a locked account's owner works. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;

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
      schema: { user, session, account, verification, twoFactor, passkey },
    }),
    plugins: [
      // Authenticator-app codes with ten single-use recovery codes; 'trust this device' lasts 30
      // days. Ten wrong codes in a row lock the account's second step for 15 minutes (a passkey or
      // a trusted device still signs in); the address limit (http/rate-limit.ts) comes first.
      twoFactorPlugin({
        issuer: 'Pennyflow',
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT },
        trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
        accountLockout: { maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // Each authenticator code is good once (Better Auth takes one again within its window).
      totpSingleUse({ db }),
      // One-time sign-in links, only ever sent by the server: to the owner of an account whose
      // password step is locked, when the right password was given (account-sign-in-limit.ts).
      // The public route is closed (app.ts), so nobody can ask for one, and accounts with
      // two-factor never get one (their code still signs in).
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          await sendMail(lockedSignInMail({ to: email, link: url }));
        },
      }),
      // WebAuthn bound to the site's own host. A passkey signs in without an email (it lives on
      // the device: a resident key) and is both factors at once, so the device must have checked
      // the person (PIN, fingerprint, face): asked at registration, required at every sign-in.
      passkeyPlugin({
        rpID: new URL(env.PUBLIC_URL).hostname,
        rpName: 'Pennyflow',
        origin: new URL(env.PUBLIC_URL).origin,
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        // Unnamed, a passkey is called after where it lives ('iCloud Keychain', '1Password').
        registration: {
          afterVerification: ({ verification }) => ({
            name: getAuthenticatorName(verification.registrationInfo?.aaguid) ?? 'Passkey',
          }),
        },
        authentication: {
          afterVerification: ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) {
              throw new APIError('UNAUTHORIZED', {
                message: AUTH_MESSAGES.passkeyNotVerified,
                code: 'PASSKEY_USER_NOT_VERIFIED',
              });
            }
          },
        },
      }),
    ],
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
      // With mail, sign-up answers alike whether or not the address has an account (F3, ADR 0030):
      // a new account is confirmed from its inbox before it signs in, and an address that already
      // has one gets a mail saying so instead of an answer that tells anyone.
      ...(env.SMTP_URL
        ? {
            requireEmailVerification: true,
            onExistingUserSignUp: async ({ user: existing }: { user: { email: string } }) => {
              await sendMail(
                existingAccountMail({
                  to: existing.email,
                  signInLink: `${env.PUBLIC_URL}/login`,
                  resetLink: `${env.PUBLIC_URL}/forgot-password`,
                }),
              );
            },
          }
        : {}),
    },
    // With mail set up, a new account is asked to confirm its address (a banner until it does); a
    // confirmed address is what ADMIN_EMAILS trusts. Without SMTP nothing is sent and nobody is.
    ...(env.SMTP_URL
      ? {
          emailVerification: {
            sendOnSignUp: true,
            // An account not yet confirmed that tries to sign in gets a fresh link.
            sendOnSignIn: true,
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
