// What Your Budget shows for one month, derived from the user's category rows: the rows of each tab,
// their totals, the money summary and each expense category's share of spending. Pure, so it is tested
// without a browser; the budget rules themselves live in shared/budget.
import {
  categoriesForMonth,
  isPlaceholderId,
  shareOf,
  type BudgetCategory,
} from '#shared/budget/rules';
import type { Cents } from '#shared/money';
import { isMonthKey, monthKeyOf, sameDayInMonth, type MonthKey } from '#shared/period';

export interface ExpenseTotals {
  spent: Cents;
  budget: Cents;
  diff: Cents;
}

export interface MoneySummary {
  moneyIn: Cents;
  /** Expenses spent plus the bills' amounts. */
  moneyOut: Cents;
  expenses: Cents;
  bills: Cents;
  leftOver: Cents;
}

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
  incomeTotal: Cents;
  expenseTotals: ExpenseTotals;
  billsTotal: Cents;
  summary: MoneySummary;
  /** Largest spending first. */
  shares: SpendingShare[];
}

/** How much of an expense's budget is left: budget minus spent, negative when overspent. */
export function diffOf(category: { goal: Cents; actual: Cents }): Cents {
  return category.goal - category.actual;
}

/** An income source's amount is what came in: its actual. */
export function incomeAmountOf(category: { actual: Cents }): Cents {
  return category.actual;
}

/** A bill's amount is what is due: its goal (the dashboard's unpaid bills sum the goals too). */
export function billAmountOf(category: { goal: Cents }): Cents {
  return category.goal;
}

/**
 * A due date carried into another month keeps its day, clamped to that month's length
 * ('2026-01-31' carried into 2026-02 is '2026-02-28'); null stays null.
 */
export function carryDueDate(dueDate: string | null, month: MonthKey): string | null {
  return dueDate ? sameDayInMonth(dueDate, month) : null;
}

function compareBills(a: BudgetCategory, b: BudgetCategory): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.name.localeCompare(b.name);
}

function sum(values: Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

export function deriveBudgetView(rows: readonly BudgetCategory[], month: MonthKey): BudgetView {
  const income = categoriesForMonth(rows, 'income', month);
  const expenses = categoriesForMonth(rows, 'expense', month);
  const bills = [
    ...categoriesForMonth(rows, 'savings', month),
    ...categoriesForMonth(rows, 'debt', month),
  ]
    .map((bill) =>
      isPlaceholderId(bill.id) ? { ...bill, dueDate: carryDueDate(bill.dueDate, month) } : bill,
    )
    .sort(compareBills);

  const incomeTotal = sum(income.map(incomeAmountOf));
  const spent = sum(expenses.map((e) => e.actual));
  const budget = sum(expenses.map((e) => e.goal));
  const billsTotal = sum(bills.map(billAmountOf));
  const moneyOut = spent + billsTotal;

  return {
    income,
    expenses,
    bills,
    incomeTotal,
    expenseTotals: { spent, budget, diff: budget - spent },
    billsTotal,
    summary: {
      moneyIn: incomeTotal,
      moneyOut,
      expenses: spent,
      bills: billsTotal,
      leftOver: incomeTotal - moneyOut,
    },
    shares: expenses
      .map((e) => ({ id: e.id, name: e.name, spent: e.actual, share: shareOf(e.actual, spent) }))
      .sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name)),
  };
}

/** The month the page shows: the URL's ?month when it is a month key, else the current month. */
export function resolveMonth(param: string | null, today: Date): MonthKey {
  return param && isMonthKey(param) ? param : monthKeyOf(today);
}
