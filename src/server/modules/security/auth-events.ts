// Writes Better Auth's answers into the security log: one middleware on /api/auth/* that reads the
// request (whose account it is) before Better Auth runs and maps (path, status) to an event after.
// It also gives each browser a long-lived random device id (cookie DEVICE_COOKIE, stored hashed)
// so a sign-in from a device the account has not used is logged and mailed. Nothing here changes
// Better Auth's answer or can fail it: every error is logged and the response goes out as it was.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, getSignedCookie, setCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import type { SecurityEventType } from '#shared/contract/security';
import { describeDevice, parseUserAgent } from '#shared/user-agent';
import { createMailer, newDeviceMail } from '../../auth/mailer.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { perApp, requestOrigin } from '../../http/rate-limit.ts';
import {
  findAccountEmail,
  findUserByEmail,
  recordSecurityEvent,
  rememberDevice,
  setSessionAddress,
  type RequestOrigin,
} from './service.ts';

/** The device id's cookie: HttpOnly, SameSite=Lax, for 400 days (the most browsers keep one). */
export const DEVICE_COOKIE = 'pennyflow_device';
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const TWO_FACTOR_VERIFY_PATHS = [
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
];

/** A successful answer on these paths, made by a signed-in account, is this event. */
const EVENT_ON_SUCCESS: Record<string, SecurityEventType> = {
  '/change-password': 'password_changed',
  '/change-email': 'email_changed',
  '/two-factor/disable': 'two_factor_disabled',
  '/two-factor/generate-backup-codes': 'recovery_codes_renewed',
  '/passkey/verify-registration': 'passkey_added',
  '/passkey/delete-passkey': 'passkey_removed',
};

const perAppParts = perApp((deps: AppDeps) => ({ sendMail: createMailer(deps.env) }));

/** Who the request is from, read before Better Auth runs (a password change ends the session). */
interface Before {
  userId: string | null;
  hasSession: boolean;
  isTwoFactorEnabled: boolean;
}

async function readJsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function readBefore(c: Context<AppEnv>, path: string): Promise<Before> {
  const { auth, db } = c.var.deps;
  const none: Before = { userId: null, hasSession: false, isTwoFactorEnabled: false };
  if (c.req.method !== 'POST') return none;
  if (path === '/sign-in/email') {
    const { email } = await readJsonBody(c);
    if (typeof email !== 'string') return none;
    const account = await findUserByEmail({ db, email });
    return { ...none, userId: account?.id ?? null };
  }
  if (path === '/reset-password') {
    const { token } = await readJsonBody(c);
    if (typeof token !== 'string') return none;
    const context = await auth.$context;
    const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return { ...none, userId: found?.value ?? null };
  }
  const isTwoFactorVerify = TWO_FACTOR_VERIFY_PATHS.includes(path);
  if (!isTwoFactorVerify && !(path in EVENT_ON_SUCCESS)) return none;
  const session = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableRefresh: true },
  });
  if (session) {
    return {
      userId: session.user.id,
      hasSession: true,
      isTwoFactorEnabled: session.user.twoFactorEnabled === true,
    };
  }
  if (!isTwoFactorVerify) return none;
  // The second step of a sign-in: the account is the one the signed two-factor cookie names.
  const context = await auth.$context;
  const cookie = context.createAuthCookie('two_factor').name;
  const challenge = await getSignedCookie(c, context.secret, cookie);
  if (!challenge) return none;
  const found = await context.internalAdapter.findVerificationValue(challenge);
  return { ...none, userId: found?.value ?? null };
}

/** The token of the session cookie Better Auth set on this answer, if it set one. */
async function newSessionToken(c: Context<AppEnv>): Promise<string | null> {
  const context = await c.var.deps.auth.$context;
  const prefix = `${context.authCookies.sessionToken.name}=`;
  const cookie = c.res.headers.getSetCookie().find((line) => line.startsWith(prefix));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice(prefix.length).split(';')[0] ?? '');
  const token = value.slice(0, value.lastIndexOf('.'));
  return token || null;
}

/** Besides /sign-in/*: a passkey sign-in, and an emailed link that signs the person in. */
const OTHER_SIGN_IN_PATHS = [
  '/passkey/verify-authentication',
  '/verify-email',
  '/magic-link/verify',
];

function isSignInPath(path: string, before: Before): boolean {
  if (path.startsWith('/sign-in/') || OTHER_SIGN_IN_PATHS.includes(path)) return true;
  return TWO_FACTOR_VERIFY_PATHS.includes(path) && !before.hasSession;
}

/** The device id this browser sends, or a new one set on the answer. */
function deviceIdOf(c: Context<AppEnv>): { deviceId: string } {
  const sent = getCookie(c, DEVICE_COOKIE);
  if (sent && DEVICE_ID_PATTERN.test(sent)) return { deviceId: sent };
  return { deviceId: randomBytes(32).toString('base64url') };
}

const WHEN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A sign-in (or a new account's first session): the device is remembered, and mailed when new. */
async function recordSignIn(options: {
  c: Context<AppEnv>;
  userId: string;
  origin: RequestOrigin;
  isSignUp: boolean;
}): Promise<void> {
  const { c, userId, origin, isSignUp } = options;
  const { db, env } = c.var.deps;
  const { deviceId } = deviceIdOf(c);
  const { isNew, isFirst } = await rememberDevice({ db, userId, deviceId });
  // Set (again) on every sign-in, so a device that keeps signing in keeps its id.
  setCookie(c, DEVICE_COOKIE, deviceId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: env.PUBLIC_URL.startsWith('https://'),
    maxAge: DEVICE_COOKIE_SECONDS,
  });
  await recordSecurityEvent({
    db,
    userId,
    type: isSignUp ? 'account_created' : 'sign_in',
    ...origin,
  });
  // An account's first device is where it began (a sign-up, its confirmation link, or the first
  // sign-in since devices were remembered): nothing to warn of.
  if (isSignUp || !isNew || isFirst) return;
  await recordSecurityEvent({ db, userId, type: 'new_device', ...origin });
  const email = await findAccountEmail({ db, userId });
  if (!email) return;
  // Not awaited: a slow mail server must not hold up the sign-in (failures are logged by the mailer).
  void perAppParts(c.var.deps)
    .sendMail(
      newDeviceMail({
        to: email,
        when: `${WHEN.format(new Date())} UTC`,
        device: describeDevice(parseUserAgent(origin.userAgent)),
        ipAddress: origin.ipAddress,
        securityUrl: `${env.PUBLIC_URL}/settings?tab=security`,
        passwordResetUrl: `${env.PUBLIC_URL}/forgot-password`,
      }),
    )
    .catch((error: unknown) => console.warn('Security log: the new-device mail failed', error));
}

async function recordAfter(c: Context<AppEnv>, path: string, before: Before): Promise<void> {
  const { db } = c.var.deps;
  const origin: RequestOrigin = requestOrigin(c);
  const status = c.res.status;

  if (status === 401 && before.userId) {
    if (path === '/sign-in/email') {
      await recordSecurityEvent({ db, userId: before.userId, type: 'sign_in_failed', ...origin });
    } else if (TWO_FACTOR_VERIFY_PATHS.includes(path) && !before.hasSession) {
      await recordSecurityEvent({
        db,
        userId: before.userId,
        type: 'two_factor_failed',
        ...origin,
      });
    }
    return;
  }
  if (status < 200 || status >= 400) return;

  // Any new session gets the address as this server reads it (Better Auth believes any
  // X-Forwarded-For; ours only a trusted proxy's), whatever made it.
  const token = await newSessionToken(c);
  const created = token
    ? await setSessionAddress({ db, token, ipAddress: origin.ipAddress })
    : null;
  if (created && path === '/sign-up/email') {
    await recordSignIn({ c, userId: created.userId, origin, isSignUp: true });
  } else if (created && isSignInPath(path, before)) {
    await recordSignIn({ c, userId: created.userId, origin, isSignUp: false });
  }

  if (!before.userId) return;
  if (path === '/reset-password') {
    await recordSecurityEvent({ db, userId: before.userId, type: 'password_reset', ...origin });
  } else if (
    path === '/two-factor/verify-totp' &&
    before.hasSession &&
    !before.isTwoFactorEnabled
  ) {
    await recordSecurityEvent({ db, userId: before.userId, type: 'two_factor_enabled', ...origin });
  } else if (before.hasSession && path in EVENT_ON_SUCCESS) {
    const type = EVENT_ON_SUCCESS[path];
    if (type) await recordSecurityEvent({ db, userId: before.userId, type, ...origin });
  }
}

export const logSecurityEvents: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path.replace(/^\/api\/auth/, '');
  let before: Before = { userId: null, hasSession: false, isTwoFactorEnabled: false };
  try {
    before = await readBefore(c, path);
  } catch (error) {
    console.warn(`Security log: could not tell whose request ${path} was`, error);
  }
  await next();
  try {
    await recordAfter(c, path, before);
  } catch (error) {
    console.warn(`Security log: could not record ${path}`, error);
  }
};
