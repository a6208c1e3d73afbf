// Onboarding: the chosen income sources and expense categories are created with goal 0 and actual 0
// in the current month, and the profile marked complete, all in one transaction.
import { monthKeyOf, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { createCategories } from '../categories/service.ts';
import { setOnboardingCompleted } from '../profile/service.ts';

export async function completeOnboarding(options: {
  db: Database;
  userId: string;
  incomeSources: string[];
  expenseCategories: string[];
  month?: MonthKey | undefined;
}): Promise<void> {
  const month = options.month ?? monthKeyOf(new Date());
  await options.db.transaction(async (tx) => {
    await createCategories({
      db: tx,
      userId: options.userId,
      categories: [
        ...options.incomeSources.map((name) => ({ name, type: 'income' as const, month })),
        ...options.expenseCategories.map((name) => ({ name, type: 'expense' as const, month })),
      ],
    });
    await setOnboardingCompleted({ db: tx, userId: options.userId });
  });
}

export async function skipOnboarding(options: { db: Database; userId: string }): Promise<void> {
  await setOnboardingCompleted(options);
}
