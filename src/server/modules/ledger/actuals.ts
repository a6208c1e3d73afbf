// Category actuals as the ledger moves them: each change of the budget rules applied as one statement,
// so concurrent writers never lose an update. An actual is always the sum of its month's transactions;
// where the rules floor it at 0, the negative adjustments that took it below are trimmed to match.
import { and, asc, count, eq, lt, ne, sql } from 'drizzle-orm';
import type { ActualChange, BudgetCategory } from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import type { MonthKey } from '#shared/period';
import {
  BUDGET_MESSAGES,
  MAX_AMOUNT_CENTS,
  MAX_CATEGORIES_PER_MONTH,
} from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import type { Database } from '../../db/client.ts';
import { categories, transactions } from '../../db/schema.ts';
import type { DaySumChange } from './day-sums.ts';

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
  scheduleId: categories.scheduleId,
};

/** A transaction's day as 'YYYY-MM-DD' (stored at noon UTC, so the UTC date is the day given). */
export const transactionDay = sql<string>`to_char(${transactions.transactionDate} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * Rows of one category: the user's rows of this name (in any case: 'groceries' is 'Groceries') and
 * type, of one month when given.
 */
export function categoryWhere(
  userId: string,
  key: { name: string; type: CategoryType; month?: MonthKey | undefined },
) {
  return and(
    eq(categories.userId, userId),
    eq(categories.type, key.type),
    sql`lower(${categories.name}) = lower(${key.name})`,
    key.month === undefined ? undefined : eq(categories.month, key.month),
  );
}

/**
 * The name a category is stored under, whatever case it was typed in: its spelling in the given
 * month, else its latest month's, or the name as given when the user has no such category.
 */
export async function canonicalCategoryName(options: {
  db: Database;
  userId: string;
  name: string;
  type: CategoryType;
  /** The month the name is for: its category's spelling there wins (a rename may be per month). */
  month?: MonthKey;
}): Promise<string> {
  const [row] = await options.db
    .select({ name: categories.name })
    .from(categories)
    .where(categoryWhere(options.userId, { name: options.name, type: options.type }))
    .orderBy(
      ...(options.month ? [sql`${categories.month} = ${options.month} desc`] : []),
      sql`${categories.month} desc`,
    )
    .limit(1);
  return row?.name ?? options.name;
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
 * (undefined when it does not exist and was not to be created), and the day-sum changes of the
 * adjustments trimmed by a floor. `writing` is the transaction being written, which is never trimmed.
 */
export async function applyActualChanges(options: {
  db: Database;
  userId: string;
  changes: ActualChange[];
  writing?: string | undefined;
}): Promise<{ ids: (string | undefined)[]; trimmed: DaySumChange[] }> {
  const { db, userId } = options;
  const ids: (string | undefined)[] = new Array(options.changes.length);
  const trimmed: DaySumChange[] = [];
  // Rows are locked in one order (type, name, month) by every writer, so two edits moving money
  // between the same two categories in opposite directions cannot deadlock.
  const order = options.changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => compareKeys(a.change.key, b.change.key));
  for (const { change, index } of order) {
    const { key, delta } = change;
    if (change.goalIfCreated !== undefined) {
      // The conflict target is the case-insensitive index: the month may spell the name otherwise
      // ('dining out' beside a typed 'Dining Out'), or a rename may change it meanwhile, and either
      // way this meets the month's row and keeps its spelling.
      const row = await upsertActual(db, {
        userId,
        ...key,
        goal: change.goalIfCreated,
        delta,
      });
      ids[index] = row.id;
    } else if (delta < 0) {
      // Read under lock: a fall below 0 trims the adjustments that made up the difference.
      const [row] = await db
        .select({ id: categories.id, actual: categories.actual })
        .from(categories)
        .where(categoryWhere(userId, key))
        .for('update');
      if (!row) continue;
      const raw = row.actual + delta;
      if (raw < 0) {
        trimmed.push(
          ...(await trimAdjustments({
            db,
            categoryId: row.id,
            by: -raw,
            writing: options.writing,
          })),
        );
      }
      await db
        .update(categories)
        .set({ actual: Math.max(0, raw), updatedAt: sql`now()` })
        .where(eq(categories.id, row.id));
      ids[index] = row.id;
    } else {
      const [row] = await db
        .update(categories)
        .set({ actual: sql`greatest(0, ${categories.actual} + ${delta})`, updatedAt: sql`now()` })
        .where(categoryWhere(userId, key))
        .returning({ id: categories.id, actual: categories.actual });
      ids[index] = checkTotal(row)?.id;
    }
  }
  return { ids, trimmed };
}

/**
 * Raises a category's negative adjustments by `by` cents in all (removing any that reach 0), so its
 * transactions sum to the 0 its actual is floored at. The caller locked these rows first (see
 * `lockAdjustments`). Refuses when they cannot cover it: only an adjustment edited below what the
 * category holds gets there.
 */
export async function trimAdjustments(options: {
  db: Database;
  categoryId: string;
  by: number;
  writing: string | undefined;
}): Promise<DaySumChange[]> {
  const { db, categoryId } = options;
  const negative = await db
    .select({
      id: transactions.id,
      amount: transactions.amount,
      name: transactions.name,
      type: transactions.type,
      day: transactionDay,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.categoryId, categoryId),
        eq(transactions.kind, 'adjustment'),
        lt(transactions.amount, 0),
        options.writing ? ne(transactions.id, options.writing) : undefined,
      ),
    )
    .orderBy(asc(transactions.amount), asc(transactions.id));
  let left = options.by;
  const changes: DaySumChange[] = [];
  for (const adjustment of negative) {
    if (left === 0) break;
    const take = Math.min(left, -adjustment.amount);
    left -= take;
    const byId = eq(transactions.id, adjustment.id);
    if (adjustment.amount + take === 0) await db.delete(transactions).where(byId);
    else {
      await db
        .update(transactions)
        .set({ amount: adjustment.amount + take, updatedAt: sql`now()` })
        .where(byId);
    }
    changes.push({
      day: adjustment.day,
      type: adjustment.type,
      name: adjustment.name,
      amount: take,
    });
  }
  if (left > 0) throw new AppError('VALIDATION', BUDGET_MESSAGES.belowZero);
  return changes;
}

/** Creates the month's category with `delta` as its actual, or adds `delta` to the one it has. */
async function upsertActual(
  db: Database,
  row: ActualChange['key'] & { userId: string; goal: number; delta: number },
): Promise<{ id: string; actual: number }> {
  const result = await db.execute(sql`
    insert into categories (user_id, type, name, month, goal, actual)
    values (${row.userId}, ${row.type}, ${row.name}, ${row.month}, ${row.goal}, ${Math.max(0, row.delta)})
    on conflict (user_id, type, lower(name), month) do update
      set actual = greatest(0, categories.actual + ${row.delta}), updated_at = now()
    returning id, actual::float8 as actual, (xmax = 0) as inserted`);
  const [upserted] = (
    result as unknown as { rows: { id: string; actual: number; inserted: boolean }[] }
  ).rows;
  if (upserted!.inserted) await checkMonthRoom(db, row.userId, row.month);
  checkTotal(upserted);
  return upserted!;
}

/**
 * Refuses a category the ledger creates (a transaction naming another month's category) when it
 * takes the month past its cap, as the category dialog's own check does; thrown inside the write's
 * transaction, so nothing of it is kept.
 */
async function checkMonthRoom(db: Database, userId: string, month: MonthKey): Promise<void> {
  const [row] = await db
    .select({ count: count() })
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.month, month)));
  if ((row?.count ?? 0) > MAX_CATEGORIES_PER_MONTH) {
    throw new AppError('VALIDATION', BUDGET_MESSAGES.tooManyCategories(MAX_CATEGORIES_PER_MONTH));
  }
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
