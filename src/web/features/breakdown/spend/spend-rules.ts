// The Spend Breakdown's rules before a request (spec section 5): the submit button's label, the
// monthly quota and the upload headroom, worked out from what the page knows.
import { categoryNamesOfType, type CategoryType } from '#shared/categories';
import type { BreakdownUsage } from '#shared/contract/breakdown';
import { BREAKDOWN_MESSAGES, FILE_UPLOAD_HEADROOM } from '#shared/contract/breakdown-messages';

export const PRODUCT = 'Pennyflow';

export interface SubmitState {
  label: string;
  isDisabled: boolean;
}

/** The submit button: what it says and whether it can be pressed. */
export function submitState(options: {
  text: string;
  categoryCount: number;
  isPending: boolean;
}): SubmitState {
  if (options.isPending) return { label: `Running ${PRODUCT}...`, isDisabled: true };
  if (options.text.trim() === '') {
    return { label: 'Enter transactions to continue', isDisabled: true };
  }
  if (options.categoryCount === 0) {
    return { label: 'Add expense categories to continue', isDisabled: true };
  }
  return { label: `Run ${PRODUCT}`, isDisabled: false };
}

/** What a request costs: its length, plus 100 for a file's text (spec section 9). */
export function characterCost(text: string, isFromFile: boolean): number {
  return text.length + (isFromFile ? 100 : 0);
}

type Usage = Pick<BreakdownUsage, 'charactersUsed' | 'limit'>;

/** The monthly-limit message when this request would pass the free quota, else null. */
export function quotaProblem(usage: Usage, cost: number): string | null {
  if (usage.limit === null) return null;
  return usage.charactersUsed + cost > usage.limit ? BREAKDOWN_MESSAGES.monthlyLimit : null;
}

/** Why a file cannot be uploaded now (under 1,000 characters of quota left), else null. */
export function uploadProblem(usage: Usage): string | null {
  if (usage.limit === null) return null;
  return usage.limit - usage.charactersUsed >= FILE_UPLOAD_HEADROOM
    ? null
    : BREAKDOWN_MESSAGES.uploadHeadroom;
}

/** The share of the quota used, as a whole percentage from 0 to 100. */
export function usageShare(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** The user's expense category names across every month, once each (any case), sorted. */
export function expenseCategoryNames(
  rows: ReadonlyArray<{ name: string; type: CategoryType }>,
): string[] {
  return categoryNamesOfType(rows, 'expense');
}

/** The user's income category names across every month: where money in can go (ADR 0017). */
export function incomeCategoryNames(
  rows: ReadonlyArray<{ name: string; type: CategoryType }>,
): string[] {
  return categoryNamesOfType(rows, 'income');
}
