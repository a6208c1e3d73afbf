// An authenticator code is good once (RFC 6238 §5.2; OWASP ASVS 6.5.1). Better Auth 1.7 accepts a
// code again for as long as its 30-second step, give or take one, is current (its issue #10387), so
// a code seen over a shoulder signs in a second time. Before Better Auth checks a code, this finds
// the step the code belongs to and claims it for the account in one guarded update: a code of a
// step already used, or of an earlier one, is refused as a wrong code would be, and two requests
// racing with one code cannot both pass. The step of the first code (the one confirming the set-up)
// is claimed too, so it cannot sign in afterwards.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { createOTP } from '@better-auth/utils/otp';
import { base32 } from '@better-auth/utils/base32';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { twoFactor } from '../db/schema.ts';

const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
/** Better Auth's two-factor challenge cookie and its TOTP settings (period 30 s, 6 digits, ±1 step). */
const CHALLENGE_COOKIE = 'two_factor';
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
/** How Better Auth marks a secret imported in base32. */
const BASE32_PREFIX = 'base32:';

/** The step (of 30 seconds) whose code `code` is, within the window around now, or null. */
async function stepOfCode(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  const otp = createOTP(secret, { period: PERIOD_SECONDS, digits: 6 });
  let matched: number | null = null;
  // Every step of the window is computed, so the time taken says nothing of which one matched.
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step++) {
    if ((await otp.hotp(step)) === code && matched === null) matched = step;
  }
  return matched;
}

export function totpSingleUse({ db }: { db: Database }): BetterAuthPlugin {
  return {
    id: 'totp-single-use',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = await pendingUserId(ctx);
            if (!userId) return; // Better Auth answers for a missing or stale challenge itself.
            const [row] = await db
              .select({ secret: twoFactor.secret, lockedUntil: twoFactor.lockedUntil })
              .from(twoFactor)
              .where(eq(twoFactor.userId, userId));
            // Locked after too many wrong codes: Better Auth refuses every code, right or not.
            if (!row || (row.lockedUntil && row.lockedUntil > new Date())) return;
            let secret = await symmetricDecrypt({
              key: ctx.context.secretConfig,
              data: row.secret,
            });
            if (secret.startsWith(BASE32_PREFIX)) {
              secret = new TextDecoder().decode(
                base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase()),
              );
            }
            const step = await stepOfCode(secret, code);
            if (step === null) return; // a wrong code: Better Auth refuses and counts it
            const claimed = await db
              .update(twoFactor)
              .set({ lastUsedStep: step })
              .where(
                and(
                  eq(twoFactor.userId, userId),
                  or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
                ),
              )
              .returning({ id: twoFactor.id });
            if (claimed.length === 0) {
              throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
            }
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code this is: the signed-in person's (setting up, confirming), else the challenge's. */
async function pendingUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}
