// Your Budget's money summary for one month, from the user's category rows: the shared totals of what
// came in and went out (every category's actual is the sum of its month's transactions), the income
// planned, and what is left to pay of the month's bills. Pure, so the API's property test can hold
// the dashboard to exactly what the budget page shows.
import type { Cents } from '../money.ts';
import type { MonthKey } from '../period.ts';
import { billsForMonth } from './bills.ts';
import { categoriesForMonth, type BudgetCategory } from './rules.ts';
import { moneyTotals, stillToPay, type MoneyTotals } from './totals.ts';

export interface MonthSummary extends MoneyTotals {
  /** Income expected this month: the income categories' plans. */
  plannedIncome: Cents;
  /** What is left to pay of the month's bills not yet paid. */
  stillToPay: Cents;
}

export function summarizeMonth(rows: readonly BudgetCategory[], month: MonthKey): MonthSummary {
  const income = categoriesForMonth(rows, 'income', month);
  const expenses = categoriesForMonth(rows, 'expense', month);
  const bills = billsForMonth(rows, month);
  return {
    ...moneyTotals(
      [...income, ...expenses, ...bills].map((c) => ({ type: c.type, amount: c.actual })),
    ),
    plannedIncome: income.reduce((sum, c) => sum + c.goal, 0),
    stillToPay: stillToPay(bills),
  };
}
