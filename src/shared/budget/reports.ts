// Reports over months (issue 34), as pure functions of what the ledger keeps: the transactions summed
// per month, type and name (from the day sums the dashboard reads), and the category rows the budget
// page shows. So a report's figure for a month is the dashboard's for that month's dates and the budget
// page's for that month, to the cent (the property test holds them to it).
import type { CategoryType } from '../categories.ts';
import type { Cents } from '../money.ts';
import { shiftMonth, type MonthKey } from '../period.ts';
import { categoriesForMonth, type BudgetCategory } from './rules.ts';
import { moneyTotals, type MoneyTotals } from './totals.ts';

/** The transactions of one month, type and category name, summed. */
export interface MonthSum {
  month: MonthKey;
  type: CategoryType;
  name: string;
  amount: Cents;
}

/** Spending over time: each expense category's spending per month. */
export interface SpendingReport {
  months: MonthKey[];
  /** Most spent first. `amounts` holds one figure per month of `months`. */
  categories: Array<{ name: string; amounts: Cents[]; total: Cents; average: Cents }>;
  /** All expenses per month. */
  totals: Cents[];
  total: Cents;
  /** The monthly average over the range (the chart's average line). */
  average: Cents;
}

/** One month of money in, money out and what was saved. */
export interface CashflowMonth extends MoneyTotals {
  month: MonthKey;
  /**
   * The share of money in neither spent nor paid to debts (put into savings, or left over), from 0
   * to 1 (below 0 when more went out); null without money in.
   */
  savingRate: number | null;
}

export interface CashflowReport {
  months: CashflowMonth[];
  /** The range as one period. */
  total: Omit<CashflowMonth, 'month'>;
}

/** Budget against actual: each expense category's plan and spending per month, as Your Budget shows them. */
export interface BudgetReport {
  months: MonthKey[];
  categories: Array<{
    name: string;
    /** One per month of `months`; null where the month's budget has no such category. */
    cells: Array<{ goal: Cents; actual: Cents } | null>;
    /** Months where more was spent than planned. */
    monthsOver: number;
    goal: Cents;
    actual: Cents;
  }>;
}

const round = (cents: number) => Math.round(cents);

/** The average per month of a range, to the cent. */
function perMonth(total: Cents, months: number): Cents {
  return months === 0 ? 0 : round(total / months);
}

export function spendingOverTime(
  sums: readonly MonthSum[],
  months: readonly MonthKey[],
): SpendingReport {
  const index = new Map(months.map((month, i) => [month, i]));
  const byName = new Map<string, Cents[]>();
  for (const sum of sums) {
    const i = index.get(sum.month);
    if (sum.type !== 'expense' || i === undefined) continue;
    const amounts = byName.get(sum.name) ?? months.map(() => 0);
    amounts[i]! += sum.amount;
    byName.set(sum.name, amounts);
  }
  const categories = [...byName]
    .map(([name, amounts]) => {
      const total = amounts.reduce((a, b) => a + b, 0);
      return { name, amounts, total, average: perMonth(total, months.length) };
    })
    .filter((category) => category.amounts.some((amount) => amount !== 0))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const totals = months.map((_, i) => categories.reduce((sum, c) => sum + c.amounts[i]!, 0));
  const total = totals.reduce((a, b) => a + b, 0);
  return {
    months: [...months],
    categories,
    totals,
    total,
    average: perMonth(total, months.length),
  };
}

function withSavingRate<T extends MoneyTotals>(totals: T): T & { savingRate: number | null } {
  const saved = totals.moneyIn - totals.expenses - totals.debt;
  return { ...totals, savingRate: totals.moneyIn > 0 ? saved / totals.moneyIn : null };
}

export function cashflow(sums: readonly MonthSum[], months: readonly MonthKey[]): CashflowReport {
  const inRange = new Set(months);
  const kept = sums.filter((sum) => inRange.has(sum.month));
  return {
    months: months.map((month) =>
      withSavingRate({
        month,
        ...moneyTotals(kept.filter((sum) => sum.month === month)),
      }),
    ),
    total: withSavingRate(moneyTotals(kept)),
  };
}

/**
 * `rows` are the user's expense category rows up to the range's last month (earlier ones included:
 * Your Budget carries a category and its plan into the months after it).
 */
export function budgetVsActual(
  rows: readonly BudgetCategory[],
  months: readonly MonthKey[],
): BudgetReport {
  const byName = new Map<string, BudgetReport['categories'][number]>();
  months.forEach((month, i) => {
    for (const row of categoriesForMonth(rows, 'expense', month)) {
      let category = byName.get(row.name);
      if (!category) {
        category = {
          name: row.name,
          cells: months.map(() => null),
          monthsOver: 0,
          goal: 0,
          actual: 0,
        };
        byName.set(row.name, category);
      }
      category.cells[i] = { goal: row.goal, actual: row.actual };
      category.goal += row.goal;
      category.actual += row.actual;
      if (row.actual > row.goal) category.monthsOver += 1;
    }
  });
  return {
    months: [...months],
    categories: [...byName.values()].sort(
      (a, b) => b.actual - a.actual || a.name.localeCompare(b.name),
    ),
  };
}

/** This month so far against usual: each expense category now and at the same day of earlier months. */
export interface UsualReport {
  month: MonthKey;
  /** The day of the month 'so far' runs to (today's). */
  day: number;
  /** How many earlier months the usual is the average of: USUAL_MONTHS, or fewer for a newer budget. */
  monthsBack: number;
  /** Largest change first (either way). */
  categories: Array<{ name: string; soFar: Cents; usual: Cents; change: Cents }>;
}

/** A day's expenses of one category. */
export interface DaySum {
  day: string;
  name: string;
  amount: Cents;
}

/** How many earlier months 'usual' looks at. */
export const USUAL_MONTHS = 6;

/**
 * Each category's spending from the 1st to `today`'s day this month, against its average over the
 * USUAL_MONTHS months before over the same days (the 1st to the same day, or the month's last when it
 * is shorter); a newer budget's over the months since its first spending. `sums` are the expense day
 * sums from the first of those months to today.
 */
export function againstUsual(sums: readonly DaySum[], today: string): UsualReport {
  const month = today.slice(0, 7);
  const day = Number(today.slice(8, 10));
  const earlier = new Set(
    Array.from({ length: USUAL_MONTHS }, (_, i) => shiftMonth(month, -(i + 1))),
  );
  const byName = new Map<string, { soFar: Cents; before: Cents }>();
  for (const sum of sums) {
    const sumMonth = sum.day.slice(0, 7);
    const isThisMonth = sumMonth === month && sum.day <= today;
    const isEarlier = earlier.has(sumMonth) && Number(sum.day.slice(8, 10)) <= day;
    if (!isThisMonth && !isEarlier) continue;
    const entry = byName.get(sum.name) ?? { soFar: 0, before: 0 };
    if (isThisMonth) entry.soFar += sum.amount;
    else entry.before += sum.amount;
    byName.set(sum.name, entry);
  }
  // A person with less history is compared with the months they have (from their first spending).
  const first = sums.reduce((least, sum) => (sum.day < least ? sum.day : least), today).slice(0, 7);
  const monthsBack = [...earlier].filter((m) => m >= first).length;
  const categories = [...byName]
    .map(([name, { soFar, before }]) => {
      const usual = monthsBack === 0 ? 0 : round(before / monthsBack);
      return { name, soFar, usual, change: soFar - usual };
    })
    .filter((c) => c.soFar !== 0 || c.usual !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.name.localeCompare(b.name));
  return { month, day, monthsBack, categories };
}

/** One month's spending at one merchant (an imported row's merchant). */
export interface MerchantMonthSum {
  month: MonthKey;
  merchant: string;
  amount: Cents;
  count: number;
}

/** Top merchants: where imported spending went, with each merchant's months. */
export interface MerchantReport {
  months: MonthKey[];
  /** Most spent first. `amounts` holds one figure per month of `months`. */
  merchants: Array<{ merchant: string; amounts: Cents[]; total: Cents; count: number }>;
}

/** How many merchants the report lists. */
export const TOP_MERCHANTS = 10;

/** The merchants spent at most over the months; a merchant's spellings ('TESCO', 'Tesco') are one. */
export function topMerchants(
  sums: readonly MerchantMonthSum[],
  months: readonly MonthKey[],
): MerchantReport {
  const index = new Map(months.map((month, i) => [month, i]));
  const byKey = new Map<string, MerchantReport['merchants'][number]>();
  // A merchant is named as it was most often spelled.
  const spellings = new Map<string, Map<string, number>>();
  for (const sum of sums) {
    const i = index.get(sum.month);
    const key = sum.merchant.trim().toLowerCase();
    if (i === undefined || key === '') continue;
    const counts = spellings.get(key) ?? new Map<string, number>();
    counts.set(sum.merchant.trim(), (counts.get(sum.merchant.trim()) ?? 0) + sum.count);
    spellings.set(key, counts);
    const entry = byKey.get(key) ?? {
      merchant: sum.merchant.trim(),
      amounts: months.map(() => 0),
      total: 0,
      count: 0,
    };
    entry.amounts[i]! += sum.amount;
    entry.total += sum.amount;
    entry.count += sum.count;
    byKey.set(key, entry);
  }
  for (const [key, entry] of byKey) {
    const counts = [...spellings.get(key)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    entry.merchant = counts[0]![0];
  }
  return {
    months: [...months],
    merchants: [...byKey.values()]
      .sort((a, b) => b.total - a.total || a.merchant.localeCompare(b.merchant))
      .slice(0, TOP_MERCHANTS),
  };
}
