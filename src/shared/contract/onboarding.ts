// Onboarding contract: income sources (step 1) and expense categories (step 2) saved together.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from './budget.ts';
import { categoryNameField } from './text-fields.ts';
import { toCategoryKey } from '../categories.ts';
import { isMonthKey } from '../period.ts';

export const ONBOARDING_MESSAGES = {
  incomeRequired: 'Please add at least one income source before continuing.',
  incomeUnconfirmed: "Please confirm your income source by clicking the '+' button.",
  expenseRequired: 'Please select at least one expense category before completing setup.',
  skipFailed: 'Error skipping onboarding. Please try again.',
  incomeSaveFailed: 'Failed to save income categories. Please try again.',
  expenseSaveFailed: 'Failed to save expense categories. Please try again.',
} as const;

const categoryName = categoryNameField({
  type: 'Each name must be text',
  empty: 'Names cannot be empty',
});

/** Dedupes case-insensitively, keeping the first spelling the user typed. */
function dedupe(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = toCategoryKey(n);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const completeOnboardingInput = z
  .object({
    incomeSources: z
      .array(categoryName, { message: 'incomeSources must be a list of names' })
      .max(50, 'At most 50 income sources')
      .transform(dedupe)
      .refine((a) => a.length > 0, ONBOARDING_MESSAGES.incomeRequired),
    expenseCategories: z
      .array(categoryName, { message: 'expenseCategories must be a list of names' })
      .max(100, 'At most 100 expense categories')
      .transform(dedupe)
      .refine((a) => a.length > 0, ONBOARDING_MESSAGES.expenseRequired),
    /**
     * Planned amounts (cents a month) for some of the names, by type: a budget made in the budget
     * maker carries its income and suggested budgets into the first month. Others start at 0.
     */
    goals: z
      .array(
        z
          .object({
            type: z.enum(['income', 'expense'], { message: "type must be 'income' or 'expense'" }),
            name: categoryName,
            goal: z
              .number({ message: 'goal must be a number of cents' })
              .int('goal must be whole cents')
              .min(0, 'goal cannot be negative')
              .max(MAX_AMOUNT_CENTS, 'That amount is too large'),
          })
          .strict(),
        { message: 'goals must be a list' },
      )
      .max(150, 'At most 150 goals')
      .optional(),
    /** The user's current month ('YYYY-MM') as their own clock sees it; the server's month when absent. */
    month: z.string().refine(isMonthKey, 'month must look like 2026-03').optional(),
  })
  .strict();
export type CompleteOnboardingInput = z.input<typeof completeOnboardingInput>;
