// transaction_day_sums: each user's transactions summed per UTC day, type and name. The ledger changes
// these sums in the database transaction of every write to `transactions`, so the dashboard and the
// calendars read a year's figures from a few thousand rows instead of every transaction.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CategoryType } from '#shared/categories';
import { nextMonthStart, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { transactionDaySums, transactions } from '../../db/schema.ts';

/** A transaction's part in the sums: its day ('YYYY-MM-DD'), type, name and signed amount in cents. */
export interface DaySumChange {
  day: string;
  type: CategoryType;
  name: string;
  amount: number;
}

/**
 * Applies the changes, each as one atomic statement (no read-modify-write), so concurrent writes
 * lose nothing; a sum that reaches 0 is removed, so a day without transactions has no row.
 */
export async function applyDaySumChanges(options: {
  db: Database;
  userId: string;
  changes: DaySumChange[];
}): Promise<void> {
  const { db, userId } = options;
  const net = new Map<string, DaySumChange>();
  for (const change of options.changes) {
    const key = `${change.day}|${change.type}|${change.name}`;
    const entry = net.get(key);
    if (entry) entry.amount += change.amount;
    else net.set(key, { ...change });
  }
  // Rows in key order, so two writes touching the same rows never wait on each other in a cycle.
  const ordered = [...net.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, { day, type, name, amount }] of ordered) {
    if (amount === 0) continue;
    // A sum may go below 0 (an adjustment that lowered a category on a day with nothing else).
    const [row] = await db
      .insert(transactionDaySums)
      .values({ userId, day, type, name, amount })
      .onConflictDoUpdate({
        target: [
          transactionDaySums.userId,
          transactionDaySums.day,
          transactionDaySums.type,
          transactionDaySums.name,
        ],
        set: { amount: sql`${transactionDaySums.amount} + excluded.amount` },
      })
      .returning({ amount: transactionDaySums.amount });
    if (row?.amount === 0) {
      await db
        .delete(transactionDaySums)
        .where(
          and(
            eq(transactionDaySums.userId, userId),
            eq(transactionDaySums.day, day),
            eq(transactionDaySums.type, type),
            eq(transactionDaySums.name, name),
            eq(transactionDaySums.amount, 0),
          ),
        );
    }
  }
}

/**
 * Sums the user's transactions again from scratch: all of them, or those of one type, month and set
 * of names (a category renamed with its month's transactions). For bulk writes, where one statement
 * beats a change per transaction.
 */
export async function rebuildDaySums(options: {
  db: Database;
  userId: string;
  /** One type's names, in one month, from one month on (`andLater`), or in every month. */
  only?: { type: CategoryType; names: string[]; month?: MonthKey; andLater?: boolean };
}): Promise<void> {
  const { db, userId, only } = options;
  const bounds = only?.month
    ? { first: `${only.month}-01`, next: only.andLater ? undefined : nextMonthStart(only.month) }
    : undefined;
  await db
    .delete(transactionDaySums)
    .where(
      and(
        eq(transactionDaySums.userId, userId),
        only && eq(transactionDaySums.type, only.type),
        only && inArray(transactionDaySums.name, only.names),
        bounds && gte(transactionDaySums.day, bounds.first),
        bounds?.next ? lt(transactionDaySums.day, bounds.next) : undefined,
      ),
    );
  const day = sql<string>`(${transactions.transactionDate} at time zone 'UTC')::date`;
  await db.insert(transactionDaySums).select(
    db
      .select({
        userId: transactions.userId,
        day: day.as('day'),
        type: transactions.type,
        name: transactions.name,
        amount: sql<number>`sum(${transactions.amount})`.as('amount'),
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          only && eq(transactions.type, only.type),
          only && inArray(transactions.name, only.names),
          bounds && gte(transactions.transactionDate, new Date(`${bounds.first}T00:00:00.000Z`)),
          bounds?.next
            ? lt(transactions.transactionDate, new Date(`${bounds.next}T00:00:00.000Z`))
            : undefined,
        ),
      )
      .groupBy(transactions.userId, day, transactions.type, transactions.name)
      .having(sql`sum(${transactions.amount}) <> 0`),
  );
}
