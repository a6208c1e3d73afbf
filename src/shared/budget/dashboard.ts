// The dashboard aggregation of spec section 3: categories merged per name and type, actuals from the
// range's transactions of that name and type, totals per type, unpaid bills. The SQL sums; this
// combines the sums with the category rows.
import type { CategoryType } from '../categories.ts';
import type { DashboardCategory, DashboardShare, DashboardView } from '../contract/dashboard.ts';
import { shiftMonth, type MonthKey } from '../period.ts';
import { isBillType, shareOf, type BudgetCategory } from './rules.ts';

export interface TransactionSum {
  name: string;
  type: CategoryType;
  amount: number;
}

const TYPE_ORDER: Record<CategoryType, number> = { income: 0, expense: 1, savings: 2, debt: 3 };

function sharesOf(categories: DashboardCategory[], type: CategoryType): DashboardShare[] {
  const ofType = categories.filter((c) => c.type === type);
  const total = ofType.reduce((sum, c) => sum + c.actual, 0);
  return ofType
    .map((c) => ({ name: c.name, amount: c.actual, percent: shareOf(c.actual, total) }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

/**
 * `rows` are the category rows of the months the range touches; `sums` the range's transactions
 * summed per name and type. A name with transactions but no category in the range (deleted, or
 * budgeted in another month) still counts, with goal 0, so the totals equal the history's sums.
 */
export function aggregateDashboard(input: {
  from: string;
  to: string;
  hasCategories: boolean;
  rows: readonly BudgetCategory[];
  sums: readonly TransactionSum[];
  days: DashboardView['days'];
}): DashboardView {
  const merged = new Map<string, DashboardCategory>();
  const keyOf = (name: string, type: CategoryType) => `${type}\u0000${name}`;
  let unpaidBills = 0;
  for (const row of input.rows) {
    const key = keyOf(row.name, row.type);
    const current = merged.get(key) ?? { name: row.name, type: row.type, actual: 0, goal: 0 };
    current.goal += row.goal;
    merged.set(key, current);
    if (isBillType(row.type) && !row.isPaid) unpaidBills += row.goal;
  }
  for (const sum of input.sums) {
    const key = keyOf(sum.name, sum.type);
    const current = merged.get(key) ?? { name: sum.name, type: sum.type, actual: 0, goal: 0 };
    current.actual += sum.amount;
    merged.set(key, current);
  }
  const categories = [...merged.values()].sort(
    (a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.name.localeCompare(b.name),
  );
  const totalOf = (type: CategoryType) =>
    categories.filter((c) => c.type === type).reduce((sum, c) => sum + c.actual, 0);
  const moneyIn = totalOf('income');
  const expenses = totalOf('expense');
  const savings = totalOf('savings');
  const debt = totalOf('debt');
  const moneyOut = expenses + savings + debt;
  return {
    from: input.from,
    to: input.to,
    hasCategories: input.hasCategories,
    categories,
    totals: {
      moneyIn,
      expenses,
      savings,
      debt,
      moneyOut,
      leftOver: moneyIn - moneyOut,
      unpaidBills,
    },
    incomeSources: sharesOf(categories, 'income'),
    expenseCategories: sharesOf(categories, 'expense'),
    days: input.days,
  };
}

/** The month keys ('YYYY-MM') a date range touches, first to last. */
export function monthsOfRange(from: string, to: string): MonthKey[] {
  const last = to.slice(0, 7);
  let month = from.slice(0, 7);
  const months = [month];
  while (month < last) {
    month = shiftMonth(month, 1);
    months.push(month);
  }
  return months;
}
