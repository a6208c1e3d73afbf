// The public budget maker (spec sections 2, 4, 5 and 9): income sources and pasted expenses in, a
// budget out, counted in budget_counter and pushed live to every open page.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from './budget.ts';
import { categoryNameField, statementTextField } from './text-fields.ts';

export const BUDGET_MAKER_MESSAGES = {
  incomeRequired: 'Please add at least one income source',
  incomeName: 'Please enter a name for this income source',
  incomeAmount: 'Please enter an amount greater than 0',
  expensesRequired: 'Please paste your expenses or upload a CSV file',
  fileFailed: 'Failed to process file. Please try again.',
  generateFailed: 'Failed to generate budget. Please try again.',
  donationFailed: 'Failed to process donation. Please try again.',
  tooManyRequests: 'Too many budgets in a short time. Please wait a minute and try again.',
} as const;

/** Spec section 9: the expense text's cap, and where its counter turns the warning colour. */
export const BUDGET_MAKER_TEXT_MAX = 15_000;
export const BUDGET_MAKER_TEXT_WARNING = 14_000;
export const BUDGET_MAKER_INCOME_MAX = 20;
/** The counter's figure until the real one has loaded (spec section 3). */
export const BUDGET_COUNTER_PLACEHOLDER = 1_000;
/** The donation pop-up's delay after a result (spec section 9). */
export const DONATION_POPUP_DELAY_MS = 1_000;

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
