// Categories: one row per user, type, name and month. Onboarding, the category dialog and presets create
// them here; what transactions move (actuals, day sums) only the ledger writes.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { isBillType } from '#shared/budget/rules';
import { normalizeCategoryName, type CategoryType } from '#shared/categories';
import type { CategoryView, UpdateCategoryInput } from '#shared/contract/budget';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { formatPeriod, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { categoryWhere } from '../ledger/actuals.ts';
import { lockCategory, renameCategoryMonth } from '../ledger/ledger.ts';

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

/** Bills carry a due date and a paid flag; other types never do. */
function billFields(c: NewCategory): { dueDate: string | null; isPaid: boolean } {
  const isBill = isBillType(c.type);
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
    const name = patch.name === undefined ? undefined : normalizeCategoryName(patch.name);
    const current = await lockCategory({
      db: tx,
      userId,
      id,
      withMonthTransactions: name !== undefined,
    });
    if (!current) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
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
      await renameCategoryMonth({ db: tx, userId, category: current, newName: name });
    }
    const isBill = isBillType(current.type);
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
