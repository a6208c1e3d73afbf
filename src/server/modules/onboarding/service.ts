// Onboarding: the chosen income sources and expense categories are created in the current month (with
// the planned amounts a budget-maker budget carries, else 0), and the profile marked complete, all in
// one transaction.
import { toCategoryKey } from '#shared/categories';
import { monthKeyOf, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { createCategories } from '../categories/service.ts';
import { setOnboardingCompleted } from '../profile/service.ts';

export async function completeOnboarding(options: {
  db: Database;
  userId: string;
  incomeSources: string[];
  expenseCategories: string[];
  /** Planned amounts for some of the names (a budget from the budget maker); the rest get 0. */
  goals?: Array<{ type: 'income' | 'expense'; name: string; goal: number }> | undefined;
  month?: MonthKey | undefined;
}): Promise<void> {
  const month = options.month ?? monthKeyOf(new Date());
  const goals = new Map(
    (options.goals ?? []).map((g) => [`${g.type}|${toCategoryKey(g.name)}`, g.goal]),
  );
  const goalOf = (type: 'income' | 'expense', name: string) =>
    goals.get(`${type}|${toCategoryKey(name)}`) ?? 0;
  await options.db.transaction(async (tx) => {
    await createCategories({
      db: tx,
      userId: options.userId,
      categories: [
        ...options.incomeSources.map((name) => ({
          name,
          type: 'income' as const,
          month,
          goal: goalOf('income', name),
        })),
        ...options.expenseCategories.map((name) => ({
          name,
          type: 'expense' as const,
          month,
          goal: goalOf('expense', name),
        })),
      ],
    });
    await setOnboardingCompleted({ db: tx, userId: options.userId });
  });
}

export async function skipOnboarding(options: { db: Database; userId: string }): Promise<void> {
  await setOnboardingCompleted(options);
}
