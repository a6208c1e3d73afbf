// Categories service. Onboarding and presets create categories through here; the budget issue extends it.
import { and, asc, eq } from 'drizzle-orm';
import type { CategoryType } from '#shared/categories';
import type { MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export interface NewCategory {
  name: string;
  type: CategoryType;
  month: MonthKey;
  goal?: number;
  actual?: number;
}

/** Inserts categories for a user; one that already exists for its name, type and month is kept as is. */
export async function createCategories(options: {
  db: Database;
  userId: string;
  categories: NewCategory[];
}): Promise<number> {
  if (options.categories.length === 0) return 0;
  const rows = await options.db
    .insert(categories)
    .values(
      options.categories.map((c) => ({
        userId: options.userId,
        name: c.name,
        type: c.type,
        month: c.month,
        goal: c.goal ?? 0,
        actual: c.actual ?? 0,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: categories.id });
  return rows.length;
}

export interface CategoryView {
  id: string;
  name: string;
  type: CategoryType;
  goal: number;
  actual: number;
  month: MonthKey;
  dueDate: string | null;
  isPaid: boolean;
}

/** The user's categories, optionally for one month, oldest month first then by name. */
export async function listCategories(options: {
  db: Database;
  userId: string;
  month?: MonthKey | undefined;
}): Promise<CategoryView[]> {
  const { db, userId, month } = options;
  const where = month
    ? and(eq(categories.userId, userId), eq(categories.month, month))
    : eq(categories.userId, userId);
  return db
    .select({
      id: categories.id,
      name: categories.name,
      type: categories.type,
      goal: categories.goal,
      actual: categories.actual,
      month: categories.month,
      dueDate: categories.dueDate,
      isPaid: categories.isPaid,
    })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.month), asc(categories.name));
}
