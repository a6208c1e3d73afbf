// The budget maker's download (spec section 9): a plain-text budget under one fixed file name, with
// the income, the expenses by category with one-decimal percentages, and what remains.
import type { BudgetMakerResult } from '../contract/budget-maker.ts';
import { formatCents } from '../money.ts';

export const BUDGET_FILE_NAME = 'pennyflow-budget.txt';

export function budgetText(result: BudgetMakerResult, generatedOn: string): string {
  const money = (cents: number) => formatCents(cents);
  const lines = [
    'My Budget (made with Pennyflow)',
    `Generated on ${generatedOn}`,
    '',
    'INCOME',
    ...result.income.map((source) => `  ${source.name}: ${money(source.amount)}`),
    `  Total Income: ${money(result.totalIncome)}`,
    '',
    'EXPENSES BY CATEGORY',
    ...result.categories.map(
      (c) =>
        `  ${c.category}: ${money(c.amount)} (${c.percentage}%), suggested budget ${money(c.suggested)}`,
    ),
    `  Total Expenses: ${money(result.totalExpenses)}`,
    '',
    `REMAINING: ${money(result.remaining)}`,
  ];
  if (result.remaining < 0) {
    lines.push(`Warning: you spend ${money(-result.remaining)} more than you earn.`);
  }
  return `${lines.join('\n')}\n`;
}
