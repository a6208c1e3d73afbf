// What Your Budget shows for one month, derived from the user's category rows: the rows of each tab,
// their totals, the money summary and each expense category's share of spending. Pure, so it is tested
// without a browser; the budget rules themselves live in shared/budget.
import { billsForMonth } from '#shared/budget/bills';
import { summarizeMonth, type MonthSummary } from '#shared/budget/month-summary';
import { categoriesForMonth, shareOf, type BudgetCategory } from '#shared/budget/rules';
import type { Cents } from '#shared/money';
import { isMonthKey, monthKeyOf, type MonthKey } from '#shared/period';

export { carryDueDate } from '#shared/budget/bills';

export interface ExpenseTotals {
  spent: Cents;
  budget: Cents;
  diff: Cents;
}

/** Plan beside actual: what was expected (or is due) and what really came in (or was paid). */
export interface PlanTotals {
  planned: Cents;
  actual: Cents;
}

/** The month's money summary: the shared totals of its transactions, and what is still to pay. */
export type MoneySummary = MonthSummary;

export interface SpendingShare {
  id: string;
  name: string;
  spent: Cents;
  /** Percentage of total spending with one decimal ('12.5'); '0.0' when nothing was spent. */
  share: string;
}

export interface BudgetView {
  income: BudgetCategory[];
  expenses: BudgetCategory[];
  /** Savings and debt entries, by due date (undated last), then name. */
  bills: BudgetCategory[];
  incomeTotals: PlanTotals;
  expenseTotals: ExpenseTotals;
  billsTotals: PlanTotals;
  summary: MoneySummary;
  /** Largest spending first. */
  shares: SpendingShare[];
}

/** How much of an expense's budget is left: budget minus spent, negative when overspent. */
export function diffOf(category: { goal: Cents; actual: Cents }): Cents {
  return category.goal - category.actual;
}

function sum(values: Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

function planTotals(rows: readonly BudgetCategory[]): PlanTotals {
  return { planned: sum(rows.map((r) => r.goal)), actual: sum(rows.map((r) => r.actual)) };
}

export function deriveBudgetView(rows: readonly BudgetCategory[], month: MonthKey): BudgetView {
  const income = categoriesForMonth(rows, 'income', month);
  const expenses = categoriesForMonth(rows, 'expense', month);
  const bills = billsForMonth(rows, month);

  const spent = sum(expenses.map((e) => e.actual));
  const budget = sum(expenses.map((e) => e.goal));
  const incomeTotals = planTotals(income);

  return {
    income,
    expenses,
    bills,
    incomeTotals,
    expenseTotals: { spent, budget, diff: budget - spent },
    billsTotals: planTotals(bills),
    summary: summarizeMonth(rows, month),
    shares: expenses
      .map((e) => ({ id: e.id, name: e.name, spent: e.actual, share: shareOf(e.actual, spent) }))
      .sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name)),
  };
}

/** The month the page shows: the URL's ?month when it is a month key, else the current month. */
export function resolveMonth(param: string | null, today: Date): MonthKey {
  return param && isMonthKey(param) ? param : monthKeyOf(today);
}
