// Categories: one row per user, type, name and month. Onboarding, the category dialog and presets create
// them here; transactions move their actuals through applyActualChanges, inside the caller's transaction.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { type ActualChange } from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import type { CategoryView, UpdateCategoryInput } from '#shared/contract/budget';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { formatPeriod, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { categories, transactions } from '../../db/schema.ts';
import { rebuildDaySums } from '../transactions/day-sums.ts';

export type { CategoryView } from '#shared/contract/budget';

export interface NewCategory {
  name: string;
  type: CategoryType;
  month: MonthKey;
  goal?: number | undefined;
  actual?: number | undefined;
  dueDate?: string | null | undefined;
  isPaid?: boolean | undefined;
}

const view = {
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
function categoryWhere(
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

/** Bills carry a due date and a paid flag; other types never do. */
function billFields(c: NewCategory): { dueDate: string | null; isPaid: boolean } {
  const isBill = c.type === 'savings' || c.type === 'debt';
  return {
    dueDate: isBill ? (c.dueDate ?? null) : null,
    isPaid: isBill ? (c.isPaid ?? false) : false,
  };
}

/** Inserts categories for a user; one that already exists for its name, type and month is kept as is. */
export async function createCategories(options: {
  db: Database;
  userId: string;
  categories: NewCategory[];
}): Promise<CategoryView[]> {
  if (options.categories.length === 0) return [];
  return options.db
    .insert(categories)
    .values(
      options.categories.map((c) => ({
        userId: options.userId,
        name: c.name,
        type: c.type,
        month: c.month,
        goal: c.goal ?? 0,
        actual: c.actual ?? 0,
        ...billFields(c),
      })),
    )
    .onConflictDoNothing()
    .returning(view);
}

/**
 * The category dialog and presets: creates what is new. When nothing was new (the single category the
 * dialog sent already exists that month) the caller is told so instead of getting silence.
 */
export async function addCategories(options: {
  db: Database;
  userId: string;
  categories: NewCategory[];
}): Promise<CategoryView[]> {
  const created = await createCategories(options);
  if (created.length === 0) {
    const first = options.categories[0]!;
    throw new AppError(
      'CONFLICT',
      options.categories.length === 1
        ? `'${first.name}' already exists in ${formatPeriod(first.month)}.`
        : `These categories already exist in ${formatPeriod(first.month)}.`,
    );
  }
  return created;
}

/** The user's categories for one month or a range of months, oldest month first then by name. */
export async function listCategories(options: {
  db: Database;
  userId: string;
  month?: MonthKey | undefined;
  from?: MonthKey | undefined;
  to?: MonthKey | undefined;
}): Promise<CategoryView[]> {
  const { db, userId, month, from, to } = options;
  return db
    .select(view)
    .from(categories)
    .where(
      and(
        eq(categories.userId, userId),
        month ? eq(categories.month, month) : undefined,
        from ? gte(categories.month, from) : undefined,
        to ? lte(categories.month, to) : undefined,
      ),
    )
    .orderBy(asc(categories.month), asc(categories.name));
}

/** Whether the user has a category of this name and type in any month. */
export async function categoryExists(options: {
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
}): Promise<CategoryView[]> {
  return options.db
    .select(view)
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
 * Applies the budget rules' changes to actuals in one statement each, so concurrent writers never lose
 * an update: creating the month's category when the rule says so, flooring every actual at 0. Returns
 * the id of each change's category (undefined when it does not exist and was not to be created).
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
        .returning({ id: categories.id });
      ids[index] = row?.id;
    } else {
      const [row] = await db
        .update(categories)
        .set({ actual: sql`greatest(0, ${categories.actual} + ${delta})`, updatedAt: sql`now()` })
        .where(categoryWhere(userId, key))
        .returning({ id: categories.id });
      ids[index] = row?.id;
    }
  }
  return ids;
}

/**
 * Updates one of the user's categories. A new name renames the month's transactions of that category
 * too, so they keep counting towards it; a name already used that month is refused.
 */
export async function updateCategory(options: {
  db: Database;
  userId: string;
  id: string;
  patch: UpdateCategoryInput;
}): Promise<CategoryView> {
  const { userId, id, patch } = options;
  return options.db.transaction(async (tx) => {
    const name = patch.name?.trim().replace(/\s+/g, ' ');
    const findRow = () =>
      tx
        .select(view)
        .from(categories)
        .where(and(eq(categories.id, id), eq(categories.userId, userId)));
    if (name !== undefined) {
      const [seen] = await findRow();
      if (seen && seen.name !== name) {
        // A rename rewrites the month's transactions: lock them before the category, the order a
        // transaction's own edit or delete takes (the transaction, then its category), so that a
        // rename and an edit of the same month cannot deadlock.
        await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(
            and(
              eq(transactions.userId, userId),
              eq(transactions.type, seen.type),
              eq(transactions.name, seen.name),
              eq(transactions.month, seen.month),
            ),
          )
          .for('update');
      }
    }
    const [current] = await findRow().for('update');
    if (!current) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
    const isBill = current.type === 'savings' || current.type === 'debt';
    if (name !== undefined && name !== current.name) {
      const [clash] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(categoryWhere(userId, { name, type: current.type, month: current.month }));
      if (clash) {
        throw new AppError(
          'CONFLICT',
          `'${name}' already exists in ${formatPeriod(current.month)}.`,
        );
      }
      await tx
        .update(transactions)
        .set({ name, updatedAt: sql`now()` })
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.type, current.type),
            eq(transactions.name, current.name),
            eq(transactions.month, current.month),
          ),
        );
      await rebuildDaySums({
        db: tx,
        userId,
        only: { type: current.type, month: current.month, names: [current.name, name] },
      });
    }
    const [updated] = await tx
      .update(categories)
      .set({
        ...(name !== undefined && { name }),
        ...(patch.goal !== undefined && { goal: patch.goal }),
        ...(patch.actual !== undefined && { actual: patch.actual }),
        ...(isBill && patch.dueDate !== undefined && { dueDate: patch.dueDate }),
        ...(isBill && patch.isPaid !== undefined && { isPaid: patch.isPaid }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(categories.id, id), eq(categories.userId, userId)))
      .returning(view);
    return updated!;
  });
}

/** Deletes one of the user's category rows by id. Its transactions stay in the history. */
export async function deleteCategoryById(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<void> {
  const deleted = await options.db
    .delete(categories)
    .where(and(eq(categories.id, options.id), eq(categories.userId, options.userId)))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
}

/** Deletes a category by name and type: every month's row of it (spec section 4). */
export async function deleteCategoryByName(options: {
  db: Database;
  userId: string;
  name: string;
  type: CategoryType;
}): Promise<number> {
  const deleted = await options.db
    .delete(categories)
    .where(categoryWhere(options.userId, options))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
  return deleted.length;
}
