// Transaction History's rules as pure functions: which transactions the list asks for, what it says
// when there are none, and how each amount reads.
import { signedAmount } from '#shared/budget/totals';
import type { CategoryType } from '#shared/categories';
import { isCalendarDate } from '#shared/contract/budget';
import { formatCents, type Cents, type CurrencyCode } from '#shared/money';
import { isMonthKey, type MonthKey } from '#shared/period';

export const HISTORY_MESSAGES = {
  noSearchMatch: 'No transactions match your search.',
  noneOnDate: 'No transactions on this date.',
  noneInPeriod: 'No transactions found for the selected period.',
} as const;

export interface HistoryView {
  month: MonthKey;
  /** 'YYYY-MM-DD' inside `month`, or null for the whole month. */
  day: string | null;
}

/** The month and day the address asks for; this month and no day when it asks for nothing valid. */
export function readHistoryView(
  params: { month: string | null; day: string | null },
  currentMonth: MonthKey,
): HistoryView {
  const day = params.day && isCalendarDate(params.day) ? params.day : null;
  const month =
    params.month && isMonthKey(params.month) ? params.month : (day?.slice(0, 7) ?? currentMonth);
  return { month, day: day?.startsWith(`${month}-`) ? day : null };
}

/** The list query: the selected day, else the displayed month, with the search text if any. */
export function historyQuery(
  view: HistoryView,
  search: string,
): {
  month?: string;
  from?: string;
  to?: string;
  q?: string;
} {
  const q = search.trim();
  const range = view.day ? { from: view.day, to: view.day } : { month: view.month };
  return q ? { ...range, q } : range;
}

/** Which of the spec's three empty messages applies. */
export function emptyMessage(options: { search: string; hasSelectedDay: boolean }): string {
  if (options.search.trim()) return HISTORY_MESSAGES.noSearchMatch;
  return options.hasSelectedDay ? HISTORY_MESSAGES.noneOnDate : HISTORY_MESSAGES.noneInPeriod;
}

/** '+$12.00' for money in, '-$12.00' for money out: expense, savings and debt (ADR 0018). */
export function formatSignedAmount(
  tx: { type: CategoryType; amount: Cents },
  currency: CurrencyCode,
): string {
  const signed = signedAmount(tx);
  return signed < 0 ? formatCents(signed, currency) : `+${formatCents(signed, currency)}`;
}

/** Money in and money out summed over days (a month's, or one day's). */
export function sumDays(days: ReadonlyArray<{ moneyIn: Cents; moneyOut: Cents }>): {
  moneyIn: Cents;
  moneyOut: Cents;
} {
  return days.reduce(
    (sum, day) => ({ moneyIn: sum.moneyIn + day.moneyIn, moneyOut: sum.moneyOut + day.moneyOut }),
    { moneyIn: 0, moneyOut: 0 },
  );
}
