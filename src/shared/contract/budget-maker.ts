// The public budget maker (spec sections 2, 4, 5 and 9): income sources and pasted expenses in, a
// budget out, counted in budget_counter and pushed live to every open page.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from './budget.ts';
import {
  BUDGET_MAKER_INCOME_MAX,
  BUDGET_MAKER_MESSAGES,
  BUDGET_MAKER_TEXT_MAX,
} from './budget-maker-messages.ts';
import { categoryNameField, statementTextField } from './text-fields.ts';

export * from './budget-maker-messages.ts';

export const budgetMakerIncome = z.object({
  name: categoryNameField({
    type: BUDGET_MAKER_MESSAGES.incomeName,
    empty: BUDGET_MAKER_MESSAGES.incomeName,
  }),
  /** Cents a month. */
  amount: z
    .number({ message: BUDGET_MAKER_MESSAGES.incomeAmount })
    .int('Amounts must be whole numbers of cents')
    .min(1, BUDGET_MAKER_MESSAGES.incomeAmount)
    .max(MAX_AMOUNT_CENTS, 'That amount is too large'),
});
export type BudgetMakerIncome = z.infer<typeof budgetMakerIncome>;

export const budgetMakerRequest = z
  .object({
    income: z
      .array(budgetMakerIncome, { message: BUDGET_MAKER_MESSAGES.incomeRequired })
      .min(1, BUDGET_MAKER_MESSAGES.incomeRequired)
      .max(BUDGET_MAKER_INCOME_MAX, `At most ${BUDGET_MAKER_INCOME_MAX} income sources`),
    expenses: statementTextField(
      BUDGET_MAKER_TEXT_MAX,
      `Expenses can be at most ${BUDGET_MAKER_TEXT_MAX.toLocaleString('en-US')} characters`,
    ).refine((text) => text.trim().length > 0, BUDGET_MAKER_MESSAGES.expensesRequired),
  })
  .strict();
export type BudgetMakerRequest = z.input<typeof budgetMakerRequest>;

export interface BudgetMakerCategory {
  category: string;
  /** Cents spent in the pasted expenses. */
  amount: number;
  /** Share of total expenses, one decimal ('42.0'). */
  percentage: string;
  /** A monthly budget for it, in whole dollars' cents, that fits the income. */
  suggested: number;
}

export interface BudgetMakerResult {
  income: BudgetMakerIncome[];
  totalIncome: number;
  totalExpenses: number;
  /** Income less expenses; below 0 is an overspend. */
  remaining: number;
  categories: BudgetMakerCategory[];
  /** How many budgets have been generated, this one included. */
  budgetsGenerated: number;
}

export interface BudgetCounter {
  count: number;
}
