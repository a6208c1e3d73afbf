// Category actuals as the ledger moves them: each change of the budget rules applied as one statement,
// so concurrent writers never lose an update.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ActualChange, BudgetCategory } from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import type { MonthKey } from '#shared/period';
import { BUDGET_MESSAGES, MAX_AMOUNT_CENTS } from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

/** The columns of a category row as the API shows it. */
export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  type: categories.type,
  goal: categories.goal,
  actual: categories.actual,
  month: categories.month,
  dueDate: categories.dueDate,
  isPaid: categories.isPaid,
};

/** Rows of one category: the user's rows of this name and type, of one month when given. */
export function categoryWhere(
  userId: string,
  key: { name: string; type: CategoryType; month?: MonthKey | undefined },
) {
  return and(
    eq(categories.userId, userId),
    eq(categories.type, key.type),
    eq(categories.name, key.name),
    key.month === undefined ? undefined : eq(categories.month, key.month),
  );
}

/** Whether the user has a category of this name and type in any month. */
export async function hasCategory(options: {
  db: Database;
  userId: string;
  name: string;
  type: CategoryType;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ id: categories.id })
    .from(categories)
    .where(categoryWhere(options.userId, options))
    .limit(1);
  return row !== undefined;
}

/** Every month's row of one category (its history), for the rules that look back in time. */
export async function categoryHistory(options: {
  db: Database;
  userId: string;
  name: string;
  type: CategoryType;
}): Promise<BudgetCategory[]> {
  return options.db
    .select(categoryColumns)
    .from(categories)
    .where(categoryWhere(options.userId, options))
    .orderBy(asc(categories.month));
}

function compareKeys(a: ActualChange['key'], b: ActualChange['key']): number {
  return (
    a.type.localeCompare(b.type) || a.name.localeCompare(b.name) || a.month.localeCompare(b.month)
  );
}

/**
 * Applies the budget rules' changes to actuals in one statement each: creating the month's category
 * when the rule says so, flooring every actual at 0. Returns the id of each change's category
 * (undefined when it does not exist and was not to be created).
 */
export async function applyActualChanges(options: {
  db: Database;
  userId: string;
  changes: ActualChange[];
}): Promise<(string | undefined)[]> {
  const { db, userId } = options;
  const ids: (string | undefined)[] = new Array(options.changes.length);
  // Rows are locked in one order (type, name, month) by every writer, so two edits moving money
  // between the same two categories in opposite directions cannot deadlock.
  const order = options.changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => compareKeys(a.change.key, b.change.key));
  for (const { change, index } of order) {
    const { key, delta } = change;
    if (change.goalIfCreated !== undefined) {
      const [row] = await db
        .insert(categories)
        .values({ userId, ...key, goal: change.goalIfCreated, actual: Math.max(0, delta) })
        .onConflictDoUpdate({
          target: [categories.userId, categories.type, categories.name, categories.month],
          set: {
            actual: sql`greatest(0, ${categories.actual} + ${delta})`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: categories.id, actual: categories.actual });
      ids[index] = checkTotal(row)?.id;
    } else {
      const [row] = await db
        .update(categories)
        .set({ actual: sql`greatest(0, ${categories.actual} + ${delta})`, updatedAt: sql`now()` })
        .where(categoryWhere(userId, key))
        .returning({ id: categories.id, actual: categories.actual });
      ids[index] = checkTotal(row)?.id;
    }
  }
  return ids;
}

/**
 * Refuses a write that would take a category's total past the largest amount (many adds each under
 * the cap could); thrown inside the write's transaction, so nothing of it is kept.
 */
function checkTotal<T extends { actual: number }>(row: T | undefined): T | undefined {
  if (row && row.actual > MAX_AMOUNT_CENTS) {
    throw new AppError('VALIDATION', BUDGET_MESSAGES.totalTooLarge);
  }
  return row;
}
