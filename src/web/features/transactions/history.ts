// Transaction History's rules as pure functions: which transactions the list asks for (a month, a day,
// or a search over all history with filters), what it says when there are none, and how amounts read.
import { signedAmount } from '#shared/budget/totals';
import { CATEGORY_TYPES, type CategoryType } from '#shared/categories';
import { isCalendarDate } from '#shared/contract/budget';
import { formatCents, parseAmountToCents, type Cents, type CurrencyCode } from '#shared/money';
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

/** The search box's companions; each '' when unset. Amounts are as typed ('12.50'). */
export interface HistoryFilters {
  from: string;
  to: string;
  category: string;
  type: CategoryType | '';
  minAmount: string;
  maxAmount: string;
}

export const NO_FILTERS: HistoryFilters = {
  from: '',
  to: '',
  category: '',
  type: '',
  minAmount: '',
  maxAmount: '',
};

/**
 * The filters a link asks for (a report's drill-down: `?from=&to=&category=&type=`); a value that is
 * not a date or a type is left out.
 */
export function readHistoryFilters(params: {
  from: string | null;
  to: string | null;
  category: string | null;
  type: string | null;
}): HistoryFilters {
  const date = (value: string | null) => (value && isCalendarDate(value) ? value : '');
  const type = CATEGORY_TYPES.find((t) => t === params.type) ?? '';
  return {
    ...NO_FILTERS,
    from: date(params.from),
    to: date(params.to),
    category: params.category?.trim().slice(0, 100) ?? '',
    type,
  };
}

export const FILTER_MESSAGES = {
  amount: 'Enter an amount like 12.50',
  amountRange: 'Min is more than Max',
  dateRange: 'From is after To',
} as const;

/** Typed filter amount in cents; null when blank, NaN when it is not an amount of 0 or more. */
function filterCents(text: string): number | null {
  if (!text.trim()) return null;
  const cents = parseAmountToCents(text.trim().replace(/^\$/, ''));
  return cents === null || cents < 0 ? NaN : cents;
}

/** What is wrong with the filters as typed (a wrong filter is left out of the query). */
export function filterProblems(filters: HistoryFilters): {
  minAmount?: string;
  maxAmount?: string;
  dateRange?: string;
} {
  const min = filterCents(filters.minAmount);
  const max = filterCents(filters.maxAmount);
  return {
    ...(Number.isNaN(min) && { minAmount: FILTER_MESSAGES.amount }),
    ...(Number.isNaN(max) && { maxAmount: FILTER_MESSAGES.amount }),
    ...(min !== null && max !== null && min > max && { maxAmount: FILTER_MESSAGES.amountRange }),
    ...(filters.from &&
      filters.to &&
      filters.from > filters.to && {
        dateRange: FILTER_MESSAGES.dateRange,
      }),
  };
}

/** Whether any filter is set. */
export function hasFilters(filters: HistoryFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

export type HistoryQuery = {
  month?: string;
  from?: string;
  to?: string;
  q?: string;
  category?: string;
  type?: CategoryType;
  minAmount?: string;
  maxAmount?: string;
};

/**
 * The list query. With search text or a filter: all history, narrowed by them (a wrong filter is left
 * out). Without: the selected day, else the displayed month.
 */
export function historyQuery(
  view: HistoryView,
  search: string,
  filters: HistoryFilters = NO_FILTERS,
): HistoryQuery {
  const q = search.trim();
  if (!q && !hasFilters(filters)) {
    return view.day ? { from: view.day, to: view.day } : { month: view.month };
  }
  const problems = filterProblems(filters);
  const min = filterCents(filters.minAmount);
  const max = filterCents(filters.maxAmount);
  const isAmountRangeOk = !problems.minAmount && !problems.maxAmount;
  const category = filters.category.trim();
  return {
    ...(q && { q }),
    ...(!problems.dateRange && filters.from && { from: filters.from }),
    ...(!problems.dateRange && filters.to && { to: filters.to }),
    ...(category && { category }),
    ...(filters.type && { type: filters.type }),
    ...(isAmountRangeOk && min !== null && { minAmount: String(min) }),
    ...(isAmountRangeOk && max !== null && { maxAmount: String(max) }),
  };
}

/** Which of the spec's three empty messages applies. */
export function emptyMessage(options: { isSearching: boolean; hasSelectedDay: boolean }): string {
  if (options.isSearching) return HISTORY_MESSAGES.noSearchMatch;
  return options.hasSelectedDay ? HISTORY_MESSAGES.noneOnDate : HISTORY_MESSAGES.noneInPeriod;
}

/** The category names of every month, once each whatever their case, in alphabetical order. */
export function categoryNames(rows: ReadonlyArray<{ name: string }>): string[] {
  const byKey = new Map<string, string>();
  for (const row of rows) {
    const key = row.name.toLocaleLowerCase('en-US');
    if (!byKey.has(key)) byKey.set(key, row.name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }));
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
