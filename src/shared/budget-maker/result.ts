// The budget maker's arithmetic (spec section 2): totals, each category's one-decimal share of the
// expenses, and a suggested monthly budget per category that fits the income. Pure, so the server
// builds the result and the page's download writes the same figures.
import type {
  BudgetMakerCategory,
  BudgetMakerIncome,
  BudgetMakerResult,
} from '../contract/budget-maker.ts';
import { moneyTotals } from '../budget/totals.ts';

const DOLLAR = 100;

/** A share with one decimal, from cents; '0.0' when there is nothing to share. */
export function percentageOf(part: number, whole: number): string {
  return whole > 0 ? ((part / whole) * 100).toFixed(1) : '0.0';
}

/**
 * Suggested budgets: what each category cost, rounded up to the dollar, when that still fits the
 * income; otherwise every category scaled down by the same factor (rounded down to the dollar), so
 * the suggested total never exceeds what comes in.
 */
export function suggestBudgets(amounts: readonly number[], totalIncome: number): number[] {
  const roundedUp = amounts.map((cents) => Math.ceil(cents / DOLLAR) * DOLLAR);
  const sum = roundedUp.reduce((a, b) => a + b, 0);
  if (sum <= totalIncome) return roundedUp;
  const total = amounts.reduce((a, b) => a + b, 0);
  const scale = total > 0 ? totalIncome / total : 0;
  return amounts.map((cents) => Math.floor((cents * scale) / DOLLAR) * DOLLAR);
}

export function buildBudgetResult(options: {
  income: readonly BudgetMakerIncome[];
  /** Each expense category with the cents spent in it, in any order. */
  expenses: ReadonlyArray<{ category: string; amount: number }>;
  budgetsGenerated: number;
}): BudgetMakerResult {
  const totalIncome = options.income.reduce((sum, source) => sum + source.amount, 0);
  const spent = options.expenses
    .filter((e) => e.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category));
  const totalExpenses = spent.reduce((sum, e) => sum + e.amount, 0);
  const suggested = suggestBudgets(
    spent.map((e) => e.amount),
    totalIncome,
  );
  const categories: BudgetMakerCategory[] = spent.map((e, i) => ({
    category: e.category,
    amount: e.amount,
    percentage: percentageOf(e.amount, totalExpenses),
    suggested: suggested[i]!,
  }));
  // Remaining is Left Over as every screen counts it (shared/budget/totals.ts).
  const { leftOver } = moneyTotals([
    { type: 'income', amount: totalIncome },
    { type: 'expense', amount: totalExpenses },
  ]);
  return {
    income: [...options.income],
    totalIncome,
    totalExpenses,
    remaining: leftOver,
    categories,
    budgetsGenerated: options.budgetsGenerated,
  };
}
