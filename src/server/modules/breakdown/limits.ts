// Which limits a breakdown request gets (spec sections 5, 6 and 9), decided from who calls and from
// which flow. Pure, so each rule has its own unit test.
import {
  BREAKDOWN_MAX_CHARACTERS,
  BREAKDOWN_MESSAGES,
  FILE_UPLOAD_HEADROOM,
  FREE_INPUT_LIMIT,
  FREE_MONTHLY_QUOTA,
  PRO_INPUT_LIMIT,
  type BreakdownRequest,
} from '#shared/contract/breakdown';
import { AppError } from '#shared/errors';

export type BreakdownCaller = 'signed-out' | 'free' | 'pro';

export interface BreakdownLimits {
  /** The longest message accepted, in UTF-16 code units (what a textarea's maxLength counts). */
  inputLimit: number;
  /** Whether the characters are recorded in ai_usage (the Spend Breakdown, for free and Pro users). */
  isMetered: boolean;
  /** Characters a calendar month a metered request may use; null means unlimited. */
  monthlyQuota: number | null;
  /** Throttled to PUBLIC_AI_RATE_LIMIT a minute: per address signed out, per user signed in. */
  isRateLimited: boolean;
}

/**
 * The Spend Breakdown (/ai-chat) sends source 'authenticated_user' with the user's categories. Every
 * signed-in request that is either is metered, so the quota can be dodged neither by leaving the
 * categories out nor by naming another source: a breakdown into one's own categories (expense or
 * income) is this flow.
 * The in-app /breakdown sends 'free_tool' with no categories, the budget maker an empty list.
 */
export function isSpendBreakdownFlow(
  request: Pick<BreakdownRequest, 'source' | 'userCategories' | 'incomeCategories'>,
): boolean {
  return (
    request.source === 'authenticated_user' ||
    (request.userCategories?.length ?? 0) > 0 ||
    (request.incomeCategories?.length ?? 0) > 0
  );
}

export function deriveBreakdownLimits(options: {
  caller: BreakdownCaller;
  request: Pick<BreakdownRequest, 'source' | 'userCategories' | 'incomeCategories'>;
}): BreakdownLimits {
  const { caller, request } = options;
  const isSpendBreakdown = isSpendBreakdownFlow(request);
  if (caller === 'pro') {
    return {
      inputLimit: PRO_INPUT_LIMIT,
      isMetered: isSpendBreakdown,
      monthlyQuota: null,
      isRateLimited: false,
    };
  }
  if (caller === 'free' && isSpendBreakdown) {
    return {
      inputLimit: FREE_INPUT_LIMIT,
      isMetered: true,
      monthlyQuota: FREE_MONTHLY_QUOTA,
      isRateLimited: false,
    };
  }
  // Signed out, or signed in and not Pro on a flow without a quota: the public page's cap and a rate
  // limit, so signing in never lifts every limit.
  return {
    inputLimit: BREAKDOWN_MAX_CHARACTERS,
    isMetered: false,
    monthlyQuota: null,
    isRateLimited: true,
  };
}

/** Refuses a message that is blank or longer than the limits allow, before anything reads it. */
export function checkMessage(message: string, limits: Pick<BreakdownLimits, 'inputLimit'>): void {
  if (message.length > BREAKDOWN_MAX_CHARACTERS) {
    throw new AppError('VALIDATION', BREAKDOWN_MESSAGES.tooLong);
  }
  if (message.trim() === '') throw new AppError('VALIDATION', BREAKDOWN_MESSAGES.enterTransactions);
  if (message.length > limits.inputLimit) {
    throw new AppError('VALIDATION', BREAKDOWN_MESSAGES.pasteLimit(limits.inputLimit));
  }
}

/** Extra characters charged for a statement read from a file (spec section 9: 'its length plus 100'). */
export const FILE_TEXT_SURCHARGE = 100;

/**
 * The characters a request is charged: its length, as the Spend Breakdown's counter shows it, plus
 * the surcharge when the text was read from an uploaded file.
 */
export function chargeFor(request: Pick<BreakdownRequest, 'message' | 'fromFile'>): number {
  return request.message.length + (request.fromFile ? FILE_TEXT_SURCHARGE : 0);
}

/**
 * A file's text is only taken with at least FILE_UPLOAD_HEADROOM characters of the month's quota
 * left (spec section 5); without a quota (Pro) there is always room.
 */
export function hasUploadHeadroom(charactersUsed: number, quota: number | null): boolean {
  return quota === null || quota - charactersUsed >= FILE_UPLOAD_HEADROOM;
}
