// `seed-demo`: a real account (signed up through Better Auth, so it can sign in) with onboarding done
// and a generated budget history, written in bulk in one transaction.
import { eq } from 'drizzle-orm';
import { formatDateTextUtc } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { budgetImports, categories, transactions, user } from '../../db/schema.ts';
import type { Auth } from '../../auth/auth.ts';
import { getOrCreateProfile, setOnboardingCompleted } from '../profile/service.ts';
import { generateDemoBudget } from './generate.ts';
import { dayToTimestamp, rebuildAllDaySums } from '../ledger/ledger.ts';

const BATCH = 1_000;

type DemoTransaction = ReturnType<typeof generateDemoBudget>['transactions'][number];

const importKey = (t: Pick<DemoTransaction, 'name' | 'month'>) => `${t.name}|${t.month}`;

/**
 * The demo's spending reads as imported from statements, as a member's would: one import per expense
 * category and month, made at the end of that month (so only this month's can still be undone), and
 * the Reports' top merchants come from their merchants.
 */
async function recordDemoImports(
  db: Database,
  userId: string,
  demoTransactions: readonly DemoTransaction[],
): Promise<Map<string, string>> {
  const groups = new Map<
    string,
    { name: string; month: string; count: number; amount: number; last: string }
  >();
  for (const t of demoTransactions) {
    if (t.type !== 'expense' || t.kind !== 'entry') continue;
    const group = groups.get(importKey(t)) ?? {
      name: t.name,
      month: t.month,
      count: 0,
      amount: 0,
      last: t.date,
    };
    group.count += 1;
    group.amount += t.amount;
    if (t.date > group.last) group.last = t.date;
    groups.set(importKey(t), group);
  }
  const ids = new Map<string, string>();
  const all = [...groups.values()];
  for (let i = 0; i < all.length; i += BATCH) {
    const rows = await db
      .insert(budgetImports)
      .values(
        all.slice(i, i + BATCH).map((g) => ({
          userId,
          categoryName: g.name,
          categoryType: 'expense',
          rowCount: g.count,
          amount: g.amount,
          createdAt: dayToTimestamp(g.last),
        })),
      )
      .returning({
        id: budgetImports.id,
        name: budgetImports.categoryName,
        createdAt: budgetImports.createdAt,
      });
    // Made at the end of its month: the month it stands for.
    for (const row of rows)
      ids.set(
        importKey({ name: row.name, month: formatDateTextUtc(row.createdAt).slice(0, 7) }),
        row.id,
      );
  }
  return ids;
}

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
    const importIds = await recordDemoImports(tx, userId, demo.transactions);
    for (let i = 0; i < demo.transactions.length; i += BATCH) {
      await tx.insert(transactions).values(
        demo.transactions.slice(i, i + BATCH).map(({ date, ...t }) => ({
          userId,
          ...t,
          categoryId: ids.get(`${t.type}|${t.name}|${t.month}`) ?? null,
          importId: importIds.get(importKey(t)) ?? null,
          transactionDate: dayToTimestamp(date),
        })),
      );
    }
    await rebuildAllDaySums({ db: tx, userId });
  });
  return { userId, categories: demo.categories.length, transactions: demo.transactions.length };
}
