// What the breakdown screens say when a request fails (spec section 8, AI analysis), and the checks
// on an answer before it is shown.
import type { BreakdownResponse } from '#shared/contract/breakdown';
import { BREAKDOWN_MESSAGES } from '#shared/contract/breakdown-messages';

export const BREAKDOWN_ERRORS = {
  network: 'Network error. Please check your connection and try again.',
  timeout: 'Request timed out. Your transaction list may be too large. Try a smaller set.',
  invalidResponse: BREAKDOWN_MESSAGES.invalidResponse,
  nothingParsed: BREAKDOWN_MESSAGES.nothingParsed,
} as const;

/** A reply that was not OK: its details, else its error, else the status and its text. */
export function describeFailedReply(status: number, statusText: string, body: unknown): string {
  const payload =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const details = typeof payload.details === 'string' ? payload.details.trim() : '';
  const error = typeof payload.error === 'string' ? payload.error.trim() : '';
  // (HTTP/2 replies carry no status text.)
  return (
    details || error || `Server error (${status})${statusText.trim() ? `: ${statusText}` : ''}`
  );
}

/** An error thrown on the way (a dropped connection, a timeout) in the spec's words. */
export function describeThrown(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lower = message.toLowerCase();
  if (lower.includes('fetch') || lower.includes('network')) return BREAKDOWN_ERRORS.network;
  if (lower.includes('timeout') || lower.includes('timed out')) return BREAKDOWN_ERRORS.timeout;
  return message || BREAKDOWN_MESSAGES.failed;
}

/** Checks an OK reply's shape: the error to show, or null when it can be shown. */
export function checkAnswer(body: unknown): string | null {
  const answer = body as Partial<BreakdownResponse> | null;
  if (!answer || !Array.isArray(answer.categories)) return BREAKDOWN_ERRORS.invalidResponse;
  const moneyIn = answer.moneyIn?.transactions ?? [];
  if (answer.categories.length === 0 && moneyIn.length === 0) return BREAKDOWN_ERRORS.nothingParsed;
  return null;
}
