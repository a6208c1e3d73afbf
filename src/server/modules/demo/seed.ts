// `seed-demo`: a real account (signed up through Better Auth, so it can sign in) with onboarding done
// and a generated budget history, written in bulk in one transaction.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, transactions, user } from '../../db/schema.ts';
import type { Auth } from '../../auth/auth.ts';
import { getOrCreateProfile, setOnboardingCompleted } from '../profile/service.ts';
import { generateDemoBudget } from './generate.ts';
import { dayToTimestamp, rebuildAllDaySums } from '../ledger/ledger.ts';

const BATCH = 1_000;

export class DemoAccountExistsError extends Error {
  override name = 'DemoAccountExistsError';
}

export async function seedDemo(options: {
  db: Database;
  auth: Auth;
  email: string;
  password: string;
  transactions: number;
  months: number;
  today: string;
}): Promise<{ userId: string; categories: number; transactions: number }> {
  const { db, email } = options;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    throw new DemoAccountExistsError(
      `An account with the email ${email} already exists. Choose another with --email.`,
    );
  }
  const signedUp = await options.auth.api.signUpEmail({
    body: { email, password: options.password, name: 'Demo' },
  });
  const userId = signedUp.user.id;
  const demo = generateDemoBudget(options);
  await db.transaction(async (tx) => {
    await getOrCreateProfile({ db: tx, userId, email, emailVerified: false, adminEmails: [] });
    await setOnboardingCompleted({ db: tx, userId });
    const ids = new Map<string, string>();
    for (let i = 0; i < demo.categories.length; i += BATCH) {
      const rows = await tx
        .insert(categories)
        .values(demo.categories.slice(i, i + BATCH).map((c) => ({ userId, ...c })))
        .returning({
          id: categories.id,
          name: categories.name,
          type: categories.type,
          month: categories.month,
        });
      for (const row of rows) ids.set(`${row.type}|${row.name}|${row.month}`, row.id);
    }
    for (let i = 0; i < demo.transactions.length; i += BATCH) {
      await tx.insert(transactions).values(
        demo.transactions.slice(i, i + BATCH).map(({ date, ...t }) => ({
          userId,
          ...t,
          categoryId: ids.get(`${t.type}|${t.name}|${t.month}`) ?? null,
          transactionDate: dayToTimestamp(date),
        })),
      );
    }
    await rebuildAllDaySums({ db: tx, userId });
  });
  return { userId, categories: demo.categories.length, transactions: demo.transactions.length };
}
