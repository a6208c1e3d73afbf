// The breakdown for a caller: who they are decides the limits (limits.ts). Spend Breakdown characters are
// recorded in ai_usage (a free user's against the monthly quota, Pro's without one): reserved atomically
// before the analysis and given back when it fails or finds no transaction, so only analyses that
// produced something are charged. A signed-in user's learned merchant rules go to the engine.
import { eq } from 'drizzle-orm';
import { isPro } from '#shared/access';
import {
  BREAKDOWN_MESSAGES,
  FREE_INPUT_LIMIT,
  FREE_MONTHLY_QUOTA,
  PRO_INPUT_LIMIT,
  type BreakdownRequest,
  type BreakdownResponse,
  type BreakdownUsage,
} from '#shared/contract/breakdown';
import { AppError } from '#shared/errors';
import { monthKeyUtc } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { getSubscription } from '../access/service.ts';
import { listLearnedRules } from '../merchant-rules/service.ts';
import { analyzeStatement } from './analyze.ts';
import type { BreakdownEngine } from './engine-pool.ts';
import {
  chargeFor,
  checkMessage,
  deriveBreakdownLimits,
  type BreakdownLimits,
} from './limits.ts';
import { readCharactersUsed, refundCharacters, reserveCharacters } from './quota.ts';
import { refinerFromEnv } from './refine.ts';

/** Pro as the Access tab derives it: passkey-pro profile, completed order, or live subscription. */
export async function isProUser(options: { db: Database; userId: string }): Promise<boolean> {
  const { db, userId } = options;
  const [profile] = await db
    .select({ isPasskeyPro: profiles.isPasskeyPro })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const subscription = await getSubscription({
    db,
    userId,
    isPasskeyPro: profile?.isPasskeyPro ?? false,
  });
  return isPro(subscription);
}

/** The limits of this request; signed-in callers cost one Pro lookup. */
export async function resolveBreakdownLimits(options: {
  db: Database;
  userId: string | null;
  request: Pick<BreakdownRequest, 'source' | 'userCategories'>;
}): Promise<BreakdownLimits> {
  const { db, userId, request } = options;
  if (!userId) return deriveBreakdownLimits({ caller: 'signed-out', request });
  const caller = (await isProUser({ db, userId })) ? 'pro' : 'free';
  return deriveBreakdownLimits({ caller, request });
}

export async function createBreakdown(options: {
  db: Database;
  env: Env;
  userId: string | null;
  limits: BreakdownLimits;
  request: BreakdownRequest;
  /** The engine's worker pool; in process when absent. */
  engine?: Pick<BreakdownEngine, 'run'> | undefined;
  now?: Date;
}): Promise<BreakdownResponse> {
  const { db, env, userId, limits, request, engine } = options;
  checkMessage(request.message, limits);

  const month = monthKeyUtc(options.now ?? new Date());
  const characters = chargeFor(request.message);
  let isCharged = false;
  if (userId && limits.isMetered) {
    const reservation = await reserveCharacters({
      db,
      userId,
      month,
      characters,
      quota: limits.monthlyQuota,
    });
    if (!reservation.isReserved) {
      throw new AppError('QUOTA_EXCEEDED', BREAKDOWN_MESSAGES.monthlyLimit);
    }
    isCharged = true;
  }
  const refund = () => refundCharacters({ db, userId: userId!, month, characters });

  try {
    const learnedRules = userId ? await listLearnedRules({ db, userId }) : [];
    const breakdown = await analyzeStatement({
      message: request.message,
      userCategories: request.userCategories,
      learnedRules,
      refiner: refinerFromEnv(env),
      engine,
    });
    const isEmpty =
      breakdown.totalTransactions === 0 && breakdown.moneyIn.transactions.length === 0;
    if (isCharged && isEmpty) await refund();
    return breakdown;
  } catch (error) {
    if (isCharged) {
      await refund().catch((refundError: unknown) =>
        console.error('Breakdown: could not refund a failed analysis', refundError),
      );
    }
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', BREAKDOWN_MESSAGES.failed, { cause: error });
  }
}

export async function getBreakdownUsage(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<BreakdownUsage> {
  const { db, userId } = options;
  const month = monthKeyUtc(options.now ?? new Date());
  const [charactersUsed, isProCaller] = await Promise.all([
    readCharactersUsed({ db, userId, month }),
    isProUser({ db, userId }),
  ]);
  return {
    month,
    charactersUsed,
    limit: isProCaller ? null : FREE_MONTHLY_QUOTA,
    isPro: isProCaller,
    inputLimit: isProCaller ? PRO_INPUT_LIMIT : FREE_INPUT_LIMIT,
  };
}
