// Categories: one row per user, type, name and month. Onboarding, the category dialog and presets create
// them here; edits and deletes, which move or release transactions, go through the ledger.
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { isBillType } from '#shared/budget/rules';
import { normalizeCategoryName, type CategoryType } from '#shared/categories';
import {
  BUDGET_MESSAGES,
  CATEGORY_PAGE_MAX,
  MAX_CATEGORIES_PER_MONTH,
  type CategoryView,
  type UpdateCategoryInput,
} from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { formatPeriod, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { categories, transactions } from '../../db/schema.ts';
import { categoryWhere } from '../ledger/actuals.ts';
import { deleteBillsNamed, skipBillMonth } from '../bills/service.ts';
import {
  categoryColumns,
  checkDueDate,
  deleteCategoryRows,
  recordEntriesOfNewCategories,
  updateCategoryRow,
  type DeletedTransactions,
  type RenameScope,
} from '../ledger/ledger.ts';

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

const view = categoryColumns;

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
  const { userId } = options;
  for (const c of options.categories) {
    if (!isBillType(c.type)) continue;
    // A bill's actual is its payments (ticking it paid records one), never a typed amount.
    if ((c.actual ?? 0) > 0) throw new AppError('VALIDATION', BUDGET_MESSAGES.billCorrection);
    checkDueDate(c.dueDate ?? null, c.month);
  }
  return options.db.transaction(async (tx) => {
    // Counted and inserted under one lock, so parallel adds cannot pass the cap together.
    await lockUntilCommit(tx, `categories:${userId}`);
    await checkMonthCapacity(tx, userId, options.categories);
    const fresh = await withoutTakenNames(tx, userId, options.categories);
    if (fresh.length === 0) return [];
    const created = await tx
      .insert(categories)
      .values(
        fresh.map((c) => ({
          userId,
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
    return recordEntriesOfNewCategories({ db: tx, userId, created });
  });
}

/**
 * Names are one category whatever their case: a new 'groceries' beside the month's 'Groceries' is
 * skipped like an exact repeat (the caller reports it), never stored twice.
 */
async function withoutTakenNames(
  db: Database,
  userId: string,
  adding: NewCategory[],
): Promise<NewCategory[]> {
  const taken = await db
    .select({ name: categories.name, type: categories.type, month: categories.month })
    .from(categories)
    .where(
      and(
        eq(categories.userId, userId),
        sql`(${categories.type}, lower(${categories.name}), ${categories.month}) in (${sql.join(
          adding.map((c) => sql`(${c.type}, lower(${c.name}), ${c.month})`),
          sql`, `,
        )})`,
      ),
    );
  const keyOf = (c: { name: string; type: string; month: string }) =>
    `${c.type}|${c.name.toLowerCase()}|${c.month}`;
  const seen = new Set(taken.map(keyOf));
  return adding.filter((c) => {
    const key = keyOf(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function checkMonthCapacity(db: Database, userId: string, adding: NewCategory[]) {
  const addingPerMonth = new Map<string, number>();
  for (const c of adding) addingPerMonth.set(c.month, (addingPerMonth.get(c.month) ?? 0) + 1);
  const existing = await db
    .select({ month: categories.month, count: count() })
    .from(categories)
    .where(
      and(eq(categories.userId, userId), inArray(categories.month, [...addingPerMonth.keys()])),
    )
    .groupBy(categories.month);
  const existingPerMonth = new Map(existing.map((row) => [row.month, row.count]));
  for (const [month, added] of addingPerMonth) {
    if ((existingPerMonth.get(month) ?? 0) + added > MAX_CATEGORIES_PER_MONTH) {
      throw new AppError('VALIDATION', BUDGET_MESSAGES.tooManyCategories(MAX_CATEGORIES_PER_MONTH));
    }
  }
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
/** Where a page ends: the last row's month, name and id, as opaque text for the next request. */
function encodeCursor(row: CategoryView): string {
  return Buffer.from(JSON.stringify([row.month, row.name, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string, string] {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parts) && parts.length === 3 && parts.every((p) => typeof p === 'string')) {
      return parts as [string, string, string];
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION', 'That page cursor is not valid');
}

/**
 * One page of the user's category rows (by month, then name), and the cursor of the next page when
 * there is more: a person with years of budgets gets them in pages, not one unbounded answer.
 */
export async function listCategories(options: {
  db: Database;
  userId: string;
  month?: MonthKey | undefined;
  from?: MonthKey | undefined;
  to?: MonthKey | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}): Promise<{ categories: CategoryView[]; nextCursor: string | null }> {
  const { db, userId, month, from, to } = options;
  const limit = options.limit ?? CATEGORY_PAGE_MAX;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db
    .select({
      ...view,
      // What the dialog needs to offer a typed Spent or Received amount only as a correction: how
      // many transactions (corrections aside) make the category's total, and its correction if any.
      // (The outer row is named in full: Drizzle writes a column of the selected table unqualified.)
      entryCount: sql<number>`(select count(*)::int from "transactions" t where t.category_id = "categories"."id" and t.kind <> 'adjustment')`,
      correction: sql<number>`(select coalesce(sum(t.amount), 0)::bigint from "transactions" t where t.category_id = "categories"."id" and t.kind = 'adjustment')`,
    })
    .from(categories)
    .where(
      and(
        eq(categories.userId, userId),
        month ? eq(categories.month, month) : undefined,
        from ? gte(categories.month, from) : undefined,
        to ? lte(categories.month, to) : undefined,
        after
          ? sql`(${categories.month}, ${categories.name}, ${categories.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(categories.month), asc(categories.name), asc(categories.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((row) => ({
    ...row,
    entryCount: Number(row.entryCount),
    correction: Number(row.correction),
  }));
  return {
    categories: page,
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}

/**
 * Updates one of the user's categories through the ledger: a new name renames the month's transactions
 * of that category too, so they keep counting towards it; a name already used that month is refused.
 */
export async function updateCategory(options: {
  db: Database;
  userId: string;
  id: string;
  patch: UpdateCategoryInput;
  scope?: RenameScope | undefined;
}): Promise<CategoryView> {
  const { userId, id, patch, scope } = options;
  const name = patch.name === undefined ? undefined : normalizeCategoryName(patch.name);
  return options.db.transaction((tx) =>
    updateCategoryRow({ db: tx, userId, id, patch: { ...patch, name }, scope }),
  );
}

/**
 * Deletes one of the user's category rows by id: that month only. Its transactions are deleted or moved
 * as a delete by name and type handles them; other months keep their rows and transactions.
 */
export async function deleteCategoryById(options: {
  db: Database;
  userId: string;
  id: string;
  transactions?: DeletedTransactions | undefined;
}): Promise<void> {
  const { userId, id } = options;
  await options.db.transaction(async (tx) => {
    // Beside repeating bills' writes, which take it first too.
    await lockUntilCommit(tx, `categories:${userId}`);
    const [row] = await tx
      .select({
        name: categories.name,
        type: categories.type,
        month: categories.month,
        scheduleId: categories.scheduleId,
      })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.userId, userId)));
    await deleteCategoryRows({ db: tx, userId, which: { id }, transactions: options.transactions });
    // A repeating bill's month deleted stays deleted: its occurrences there are skipped.
    if (row?.scheduleId && isBillType(row.type))
      await skipBillMonth({ db: tx, userId, type: row.type, name: row.name, month: row.month });
  });
}

/**
 * How many transactions count towards a category: every month's row of its name and type, or only
 * `month`'s (what deleting it from that month alone would touch).
 */
export async function countCategoryTransactions(options: {
  db: Database;
  userId: string;
  name: string;
  type: CategoryType;
  month?: MonthKey | undefined;
}): Promise<number> {
  const { db, userId } = options;
  const [row] = await db
    .select({ count: count() })
    .from(transactions)
    .innerJoin(categories, eq(categories.id, transactions.categoryId))
    .where(and(eq(transactions.userId, userId), categoryWhere(userId, options)));
  return Number(row?.count ?? 0);
}

/** Deletes a category by name and type: every month's row of it (spec section 4). */
export async function deleteCategoryByName(options: {
  db: Database;
  userId: string;
  name: string;
  type: CategoryType;
  transactions?: DeletedTransactions | undefined;
}): Promise<number> {
  const { userId, name, type } = options;
  return options.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `categories:${userId}`);
    const deleted = await deleteCategoryRows({
      db: tx,
      userId,
      which: { name, type },
      transactions: options.transactions,
    });
    // Every month of a repeating bill deleted: the bill goes too, or it would write them again.
    if (isBillType(type)) await deleteBillsNamed({ db: tx, userId, type, name });
    return deleted;
  });
}
