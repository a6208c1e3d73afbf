// Wrong passwords counted per account, from whatever addresses they come (F2). After
// ACCOUNT_SIGN_IN_FAILURES in the window the account's password step is locked, but never against
// its owner: every attempt gets the same answer (so a guess learns nothing), and a right password
// still goes on: to the code step when two-factor is on, or else to a one-time sign-in link mailed
// to the owner. Passkeys sign in as ever.
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MemoryStore, rateLimiter, type Store } from 'hono-rate-limiter';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import type { ErrorBody } from '#shared/errors';
import type { AppEnv } from '../http/context.ts';

/** Wrong passwords an account takes in one window before its password step locks. */
export const ACCOUNT_SIGN_IN_FAILURES = 10;
export const ACCOUNT_LOCK_WINDOW_MS = 15 * 60_000;

type Credentials = { email: string; password: string };

/** Read once per request: the key, the lock and the reset all need them. */
const credentialsRead = new WeakMap<Request, Promise<Credentials>>();

async function readCredentials(request: Request): Promise<Credentials> {
  try {
    const body = (await request.clone().json()) as { email?: unknown; password?: unknown };
    return {
      email: typeof body.email === 'string' ? body.email.trim().toLowerCase() : '',
      password: typeof body.password === 'string' ? body.password : '',
    };
  } catch {
    return { email: '', password: '' };
  }
}

function credentialsOf(c: Context<AppEnv>): Promise<Credentials> {
  let read = credentialsRead.get(c.req.raw);
  if (!read) {
    read = readCredentials(c.req.raw);
    credentialsRead.set(c.req.raw, read);
  }
  return read;
}

/** Whether the password is the account's, checked as Better Auth does (hashed either way). */
async function passwordMatches(
  c: Context<AppEnv>,
  email: string,
  password: string,
): Promise<{ userId: string; twoFactorEnabled: boolean } | null> {
  const context = await c.var.deps.auth.$context;
  const found = email
    ? await context.internalAdapter.findUserByEmail(email, { includeAccounts: true })
    : null;
  const hash = found?.accounts.find((account) => account.providerId === 'credential')?.password;
  if (!found || !hash) {
    await context.password.hash(password); // as long as a real check, so timing tells nothing
    return null;
  }
  if (!(await context.password.verify({ hash, password }))) return null;
  const user = found.user as { id: string; twoFactorEnabled?: boolean | null };
  return { userId: user.id, twoFactorEnabled: user.twoFactorEnabled === true };
}

async function answerLocked(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  const { email, password } = await credentialsOf(c);
  const owner = await passwordMatches(c, email, password);
  if (owner?.twoFactorEnabled) return next(); // the code is still asked for, and limited itself
  if (owner) {
    // A right password alone no longer signs in here; the owner's inbox does. Sent in the
    // background: how long mail takes must not tell a right password from a wrong one.
    const { auth } = c.var.deps;
    void auth.api
      .signInMagicLink({ body: { email, callbackURL: '/' }, headers: c.req.raw.headers })
      .catch((error: unknown) => console.warn('Sign-in link for a locked account failed', error));
  }
  const body: ErrorBody & { message: string } = {
    error: AUTH_MESSAGES.accountLocked,
    message: AUTH_MESSAGES.accountLocked,
    code: 'RATE_LIMITED',
  };
  return c.json(body, 429);
}

export function limitSignInPerAccount(options: { store?: Store<AppEnv> | undefined }) {
  const keyOf = async (c: Context<AppEnv>) => `account:${(await credentialsOf(c)).email}`;
  const limits = options.store ?? new MemoryStore<AppEnv>();
  const limiter = rateLimiter<AppEnv>({
    windowMs: ACCOUNT_LOCK_WINDOW_MS,
    limit: ACCOUNT_SIGN_IN_FAILURES,
    standardHeaders: false,
    // Only wrong passwords count.
    skipSuccessfulRequests: true,
    keyGenerator: keyOf,
    // No email, no account to count against: Better Auth refuses the request itself.
    skip: async (c) => (await credentialsOf(c)).email === '',
    store: limits,
    handler: answerLocked,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const answer = await limiter(c, next);
    // A right password clears the account's failures (its owner is back), as a code does for
    // two-factor's own lock. (A lock's answer is returned, not yet in c.res.)
    const isOk = answer instanceof Response ? answer.ok : c.res.ok;
    if (isOk && (await credentialsOf(c)).email) await limits.resetKey(await keyOf(c));
    return answer;
  });
}
