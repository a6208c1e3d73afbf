// The budget maker's calls: making a budget, the live counter, and the donation checkout.
import { BUDGET_MAKER_MESSAGES } from '#shared/contract/budget-maker-messages';
import type {
  BudgetCounter,
  BudgetMakerIncome,
  BudgetMakerResult,
} from '#shared/contract/budget-maker';
import { api, ApiError, unwrap } from '#web/lib/api-client.ts';
import { useEventStream } from '#web/lib/use-event-stream.ts';

export const BUDGET_COUNTER_EVENTS_URL = '/api/budget-counter/events';

// A refusal the person can act on keeps the server's words; anything else is the spec's failure.
const EXPLAINED = new Set(['VALIDATION', 'RATE_LIMITED']);

/** The budget, or an Error whose message is meant for the person. */
export async function makeBudget(request: {
  income: BudgetMakerIncome[];
  expenses: string;
}): Promise<BudgetMakerResult> {
  try {
    return await unwrap(api.functions['budget-maker'].$post({ json: request }));
  } catch (error) {
    if (error instanceof ApiError && error.code && EXPLAINED.has(error.code)) {
      throw new Error(error.message);
    }
    throw new Error(BUDGET_MAKER_MESSAGES.generateFailed);
  }
}

/** The donation's Stripe Checkout URL, or an Error with the spec's message. */
export async function startDonation(): Promise<string> {
  try {
    // The server returns to /budget-maker (with donation_success=true after paying) by itself.
    const session = await unwrap(api.functions['donation-checkout'].$post({ json: {} }));
    return session.url;
  } catch {
    throw new Error(BUDGET_MAKER_MESSAGES.donationFailed);
  }
}

/**
 * How many budgets have been made: null until the server answers (no invented figure, ADR 0021),
 * then every new count the server pushes (Server-Sent Events; EventSource reconnects by itself).
 */
export function useBudgetCounter(): { count: number | null; isLive: boolean } {
  const count = useEventStream<BudgetCounter>(BUDGET_COUNTER_EVENTS_URL, 'count')?.count ?? null;
  return { count, isLive: count !== null };
}
