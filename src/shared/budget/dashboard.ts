// The dashboard aggregation of spec section 3: categories merged per name and type, actuals from the
// range's transactions of that name and type, totals per type (totals.ts, as every screen counts them),
// and the bills still to pay. The SQL sums; this combines the sums with the category rows.
import type { CategoryType } from '../categories.ts';
import type {
  DashboardBill,
  DashboardCategory,
  DashboardShare,
  DashboardView,
} from '../contract/dashboard.ts';
import { shiftDate, shiftMonth, type MonthKey } from '../period.ts';
import { billsForMonth } from './bills.ts';
import { type BudgetCategory } from './rules.ts';
import { shareOf } from './rules.ts';
import { DUE_SOON_DAYS, isBillPaid, leftToPay, moneyTotals, stillToPay } from './totals.ts';

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

/** The last day a bill may fall due to be listed: a week past the range, so 'due soon' shows. */
export function billWindowEnd(to: string): string {
  return shiftDate(to, DUE_SOON_DAYS);
}

/**
 * The unpaid bills of a range, as /budget shows them month by month (carried-forward ones included):
 * those due in the range's months up to a week after it (to mark them due soon), and undated ones of
 * the range's months. Those due in the range (and undated ones) are its still to pay; one due earlier
 * in its first month is listed as overdue without being counted. `billRows` are the user's savings
 * and debt rows up to the window's last month.
 */
export function unpaidBillsOfRange(
  billRows: readonly BudgetCategory[],
  from: string,
  to: string,
): DashboardBill[] {
  const end = billWindowEnd(to);
  const rangeMonths = new Set(monthsOfRange(from, to));
  const bills: DashboardBill[] = [];
  for (const month of monthsOfRange(from, end)) {
    for (const bill of billsForMonth(billRows, month)) {
      if (isBillPaid(bill) || leftToPay(bill) === 0) continue;
      const isListed = bill.dueDate ? bill.dueDate <= end : rangeMonths.has(month);
      if (!isListed) continue;
      bills.push({
        name: bill.name,
        type: bill.type as DashboardBill['type'],
        month,
        dueDate: bill.dueDate,
        goal: bill.goal,
        actual: bill.actual,
        isPaid: bill.isPaid,
        leftToPay: leftToPay(bill),
        isInRange: bill.dueDate ? bill.dueDate >= from && bill.dueDate <= to : true,
      });
    }
  }
  return bills.sort(
    (a, b) =>
      (a.dueDate ?? `${a.month}-99`).localeCompare(b.dueDate ?? `${b.month}-99`) ||
      a.name.localeCompare(b.name),
  );
}

/**
 * `rows` are the category rows of the months the range touches; `sums` the range's transactions
 * summed per name and type. A name with transactions but no category in the range (deleted, or
 * budgeted in another month) still counts, with goal 0, so the totals equal the history's sums.
 * `billRows` are the savings and debt rows the bills still to pay are read from.
 */
export function aggregateDashboard(input: {
  from: string;
  to: string;
  hasCategories: boolean;
  rows: readonly BudgetCategory[];
  billRows?: readonly BudgetCategory[];
  sums: readonly TransactionSum[];
  days: DashboardView['days'];
}): Omit<DashboardView, 'upcoming'> {
  const merged = new Map<string, DashboardCategory>();
  const keyOf = (name: string, type: CategoryType) => `${type}\u0000${name}`;
  for (const row of input.rows) {
    const key = keyOf(row.name, row.type);
    const current = merged.get(key) ?? { name: row.name, type: row.type, actual: 0, goal: 0 };
    current.goal += row.goal;
    merged.set(key, current);
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
  const bills = unpaidBillsOfRange(input.billRows ?? [], input.from, input.to);
  return {
    from: input.from,
    to: input.to,
    hasCategories: input.hasCategories,
    categories,
    totals: {
      ...moneyTotals(categories.map((c) => ({ type: c.type, amount: c.actual }))),
      stillToPay: stillToPay(bills.filter((bill) => bill.isInRange)),
    },
    bills,
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
