// What the breakdown report says of a statement's printed balances (verification.balanceCheck): the
// proof of completeness a reader trusts more than a line count. One wording for every screen.
import type { BreakdownVerification } from './contract/breakdown.ts';
import { formatCents, isCurrencyCode } from './money.ts';

type BalanceCheck = NonNullable<BreakdownVerification['balanceCheck']>;

export const BALANCE_MATCHES = "Matches the statement's balance";

/** "Matches the statement's balance", or by how much the closing balance differs and which way. */
export function describeBalanceCheck(check: BalanceCheck, currency: string): string {
  const differenceCents = Math.round(check.difference * 100);
  if (differenceCents === 0) return BALANCE_MATCHES;
  const code = isCurrencyCode(currency) ? currency : 'USD';
  const closing = formatCents(Math.round(check.closing * 100), code);
  const gap = formatCents(Math.abs(differenceCents), code);
  const way = differenceCents > 0 ? 'more' : 'less';
  return `The statement's closing balance (${closing}) is ${gap} ${way} than its opening balance and these transactions make: a transaction may be missing or misread.`;
}
