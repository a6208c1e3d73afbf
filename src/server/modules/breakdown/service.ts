// The breakdown for a caller: who they are decides the limits (limits.ts). Spend Breakdown characters are
// recorded in ai_usage (a free user's against the monthly quota, Pro's without one), charged atomically
// once the analysis produced something, so failed and empty analyses cost nothing. A signed-in user's
// learned merchant rules go to the engine.
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
import type { Env } from '../../env.ts';
import { isProUser } from '../subscription/service.ts';
import { listLearnedRules } from '../merchant-rules/service.ts';
import { analyzeStatement } from './analyze.ts';
import type { BreakdownEngine } from './engine-pool.ts';
import {
  chargeFor,
  checkMessage,
  deriveBreakdownLimits,
  hasUploadHeadroom,
  type BreakdownLimits,
} from './limits.ts';
import { readCharactersUsed, reserveCharacters } from './quota.ts';
import { refinerFromEnv } from './refine.ts';

/** The limits of this request; signed-in callers cost one Pro lookup. */
export async function resolveBreakdownLimits(options: {
  db: Database;
  userId: string | null;
  request: Pick<BreakdownRequest, 'source' | 'userCategories' | 'incomeCategories'>;
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
  /** The caller's request: once abandoned (closed tab, a new analysis started), nothing is charged. */
  signal?: AbortSignal | undefined;
  now?: Date;
}): Promise<BreakdownResponse> {
  const { db, env, userId, limits, request, engine } = options;
  checkMessage(request.message, limits);

  const month = monthKeyUtc(options.now ?? new Date());
  const characters = chargeFor(request);
  const isMetered = userId !== null && limits.isMetered;
  if (isMetered && limits.monthlyQuota !== null) {
    // Refused before any work when the month is already too full for this request.
    const used = await readCharactersUsed({ db, userId, month });
    if (request.fromFile && !hasUploadHeadroom(used, limits.monthlyQuota)) {
      throw new AppError('QUOTA_EXCEEDED', BREAKDOWN_MESSAGES.uploadHeadroom);
    }
    if (used + characters > limits.monthlyQuota) {
      throw new AppError('QUOTA_EXCEEDED', BREAKDOWN_MESSAGES.monthlyLimit);
    }
  }

  let breakdown: BreakdownResponse;
  try {
    // The account's rules shape only what the account is charged for (or has Pro for): a free
    // account's unmetered free tool reads statements as the public page does (issue 32, F8).
    const usesRules = userId !== null && !limits.isRateLimited;
    const learnedRules = usesRules ? await listLearnedRules({ db, userId }) : [];
    breakdown = await analyzeStatement({
      message: request.message,
      userCategories: request.userCategories,
      incomeCategories: request.incomeCategories,
      learnedRules,
      refiner: refinerFromEnv(env),
      engine,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', BREAKDOWN_MESSAGES.failed, { cause: error });
  }

  // Charged after the analysis, and only when it found something: nothing is ever held for a request
  // that ends up free, so a failed or empty one never makes another look over the limit. The
  // reservation checks and adds in one statement, so parallel requests never pass the quota. A
  // result nobody will receive is not charged either.
  const isEmpty = breakdown.totalTransactions === 0 && breakdown.moneyIn.transactions.length === 0;
  if (isMetered && !isEmpty && !options.signal?.aborted) {
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
  }
  return breakdown;
}

export async function getBreakdownUsage(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<BreakdownUsage> {
  const { db, userId } = options;
  const month = monthKeyUtc(options.now ?? new Date());
  const [charactersUsed, isPro] = await Promise.all([
    readCharactersUsed({ db, userId, month }),
    isProUser({ db, userId }),
  ]);
  return {
    month,
    charactersUsed,
    limit: isPro ? null : FREE_MONTHLY_QUOTA,
    isPro,
    inputLimit: isPro ? PRO_INPUT_LIMIT : FREE_INPUT_LIMIT,
  };
}
