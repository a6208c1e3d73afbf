// Statement imports: a Spend Breakdown category's rows added to the user's budget in one database
// transaction (each row a budget transaction with its merchant as the note, raising the category's
// actual by the budget rules), skipping rows already in the budget unless asked, and undone as a whole.
// Spending goes to an expense category, money in to an income category (ADR 0017).
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { MAX_AMOUNT_CENTS, isCalendarDate } from '#shared/contract/budget';
import {
  IMPORT_MESSAGES,
  IMPORT_UNDO_DAYS,
  type ImportResult,
  type ImportType,
  type ImportRowInput,
  type ImportRowResult,
  type ImportView,
} from '#shared/contract/imports';
import { AppError } from '#shared/errors';
import { formatDateTextUtc, formatPeriod } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { budgetImports, categories, transactions } from '../../db/schema.ts';
import { applyTransactionBatch, dayToTimestamp, transactionColumns } from '../ledger/ledger.ts';
import { rememberMerchants } from '../merchant-rules/service.ts';

const DAY_MS = 86_400_000;
const NEEDS_CATEGORY = 'needs category';

/** 'October 2026', or 'October and November 2026' / 'December 2025 and January 2026' for spans. */
export function describeMonths(months: string[]): string {
  const sorted = [...new Set(months)].sort();
  const names = sorted.map(formatPeriod);
  if (names.length <= 1) return names[0] ?? '';
  const sameYear = sorted.every((m) => m.slice(0, 4) === sorted[0]!.slice(0, 4));
  const shown = sameYear
    ? names.map((n, i) => (i < names.length - 1 ? n.split(' ')[0]! : n))
    : names;
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
}

/** Why a row's amount cannot be imported, or null when it can. */
function amountProblem(amount: number): string | null {
  if (!Number.isFinite(amount) || !Number.isInteger(amount) || amount <= 0) {
    return IMPORT_MESSAGES.amountNotPositive;
  }
  if (amount > MAX_AMOUNT_CENTS) return IMPORT_MESSAGES.amountTooLarge;
  return null;
}

/** The user's category of that name and type, as the account spells it (names match in any case). */
async function findCategory(options: {
  db: Database;
  userId: string;
  name: string;
  type: ImportType;
}): Promise<string | null> {
  const [row] = await options.db
    .select({ name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.userId, options.userId),
        eq(categories.type, options.type),
        sql`lower(${categories.name}) = lower(${options.name})`,
      ),
    )
    // The exact spelling first, then the latest month's.
    .orderBy(sql`${categories.name} = ${options.name} desc`, desc(categories.month))
    .limit(1);
  return row?.name ?? null;
}

/** Why a category cannot take this import: named for the other way money goes, or missing. */
async function missingCategoryMessage(options: {
  db: Database;
  userId: string;
  name: string;
  type: ImportType;
}): Promise<string> {
  const other: ImportType = options.type === 'income' ? 'expense' : 'income';
  const isOtherType = (await findCategory({ ...options, type: other })) !== null;
  if (options.type === 'income') {
    return isOtherType
      ? IMPORT_MESSAGES.notIncomeCategory(options.name)
      : IMPORT_MESSAGES.incomeCategoryMissing(options.name);
  }
  return isOtherType
    ? IMPORT_MESSAGES.notExpenseCategory(options.name)
    : IMPORT_MESSAGES.categoryMissing(options.name);
}

/**
 * One import or undo of a user's at a time: two clicks on the same statement cannot both pass the
 * duplicate check, and an import cannot take rows an undo is removing for 'already in your budget'.
 * (Only imports and undos take this lock, first; the ledger's row locks come after it.)
 */
function lockUserImports(db: Database, userId: string): Promise<void> {
  return lockUntilCommit(db, `import:${userId}`);
}

function duplicateKey(day: string, amount: number, merchant: string): string {
  return `${day}|${amount}|${merchant}`;
}

/**
 * How many of each (day, amount, merchant) the user's budget already holds, for the rows about to be
 * imported: a statement imported twice is recognised row by row, whatever category it went to, among
 * the transactions of the same direction (money in, or money out).
 */
async function existingCounts(options: {
  db: Database;
  userId: string;
  type: ImportType;
  rows: Array<{ day: string; amount: number; merchant: string }>;
}): Promise<Map<string, number>> {
  const { db, userId, rows } = options;
  // The same way money goes: a refund is not the purchase it returns (same day, amount and shop).
  const sameWay =
    options.type === 'income' ? eq(transactions.type, 'income') : ne(transactions.type, 'income');
  const counts = new Map<string, number>();
  const merchants = [...new Set(rows.map((r) => r.merchant))];
  if (merchants.length === 0) return counts;
  const days = rows.map((r) => r.day).sort();
  const found = await db
    .select({
      note: transactions.note,
      amount: transactions.amount,
      transactionDate: transactions.transactionDate,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        gte(transactions.transactionDate, dayToTimestamp(days[0]!)),
        lte(transactions.transactionDate, dayToTimestamp(days.at(-1)!)),
        inArray(transactions.note, merchants),
        sameWay,
      ),
    );
  for (const row of found) {
    const key = duplicateKey(formatDateTextUtc(row.transactionDate), row.amount, row.note ?? '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Imports rows into one of the user's expense categories, or with `type: 'income'` income
 * categories. A row with an amount that cannot be a transaction fails on its own (its reason in the
 * answer); a row already in the budget (same day, amount, merchant and direction) is skipped unless
 * `addAnyway`; the rest are written together, all or none.
 */
export async function importRows(options: {
  db: Database;
  userId: string;
  type?: ImportType | undefined;
  category: string;
  fallbackDate: string;
  rows: ImportRowInput[];
}): Promise<ImportResult> {
  const { db, userId, fallbackDate } = options;
  const type = options.type ?? 'expense';
  if (options.category.trim().toLowerCase() === NEEDS_CATEGORY) {
    throw new AppError('VALIDATION', IMPORT_MESSAGES.needsCategoryRefused);
  }
  const result = await db.transaction(async (tx) => {
    await lockUserImports(tx, userId);
    const category = await findCategory({ db: tx, userId, name: options.category, type });
    if (!category) {
      const name = options.category;
      throw new AppError(
        'VALIDATION',
        await missingCategoryMessage({ db: tx, userId, name, type }),
      );
    }

    const outcomes: ImportRowResult[] = [];
    const candidates: Array<{
      index: number;
      day: string;
      amount: number;
      merchant: string;
      /** What the merchant rule is learned from: the statement's text when sent. */
      taught: string;
    }> = [];
    options.rows.forEach((row, index) => {
      const day = row.date && isCalendarDate(row.date) ? row.date : fallbackDate;
      const problem = amountProblem(row.amount);
      outcomes[index] = problem
        ? { status: 'failed', reason: problem, date: day }
        : { status: 'imported', date: day };
      if (!problem) {
        const merchant = row.merchant.trim();
        const taught = row.description?.trim() || merchant;
        candidates.push({ index, day, amount: row.amount, merchant, taught });
      }
    });

    const already = await existingCounts({
      db: tx,
      userId,
      type,
      rows: candidates.filter((c) => c.merchant !== ''),
    });
    const toAdd = candidates.filter((candidate) => {
      if (options.rows[candidate.index]!.addAnyway || candidate.merchant === '') return true;
      const key = duplicateKey(candidate.day, candidate.amount, candidate.merchant);
      const left = already.get(key) ?? 0;
      if (left === 0) return true;
      already.set(key, left - 1);
      outcomes[candidate.index] = {
        status: 'duplicate',
        reason: IMPORT_MESSAGES.alreadyInBudget,
        date: candidate.day,
      };
      return false;
    });

    let importId: string | null = null;
    if (toAdd.length > 0) {
      const [created] = await tx
        .insert(budgetImports)
        .values({
          userId,
          categoryName: category,
          categoryType: type,
          rowCount: toAdd.length,
          amount: toAdd.reduce((sum, row) => sum + row.amount, 0),
        })
        .returning({ id: budgetImports.id });
      importId = created!.id;
      const added = toAdd.map((row) => ({
        name: category,
        type,
        amount: row.amount,
        month: row.day.slice(0, 7),
        day: row.day,
      }));
      const { categoryIds } = await applyTransactionBatch({ db: tx, userId, added, removed: [] });
      await tx.insert(transactions).values(
        toAdd.map((row, i) => ({
          userId,
          categoryId: categoryIds[i] ?? null,
          name: category,
          type,
          amount: row.amount,
          month: row.day.slice(0, 7),
          transactionDate: dayToTimestamp(row.day),
          note: row.merchant || null,
          importId,
        })),
      );
    }
    const count = (status: ImportRowResult['status']) =>
      outcomes.filter((o) => o.status === status).length;
    const shownDays = (toAdd.length > 0 ? toAdd : candidates).map((row) => row.day);
    return {
      importId,
      type,
      category,
      period: describeMonths(
        (shownDays.length > 0 ? shownDays : [fallbackDate]).map((d) => d.slice(0, 7)),
      ),
      rows: outcomes,
      imported: count('imported'),
      duplicates: count('duplicate'),
      failed: count('failed'),
      merchants: toAdd.map((row) => row.taught),
    };
  });

  // What the person chose is remembered for the next statement; a failure here loses no import.
  const { merchants, ...answer } = result;
  await db
    .transaction(async (tx) => {
      // Under the same lock, so parallel imports cannot together pass the cap on rules.
      await lockUserImports(tx, userId);
      await rememberMerchants({
        db: tx,
        userId,
        merchants,
        category: result.category,
        direction: type === 'income' ? 'in' : 'out',
      });
    })
    .catch((error: unknown) => console.error('Import: could not remember the merchants', error));
  return answer;
}

function undoableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + IMPORT_UNDO_DAYS * DAY_MS);
}

/** The user's imports that can still be undone, newest first. */
export async function listUndoableImports(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<ImportView[]> {
  const now = options.now ?? new Date();
  const rows = await options.db
    .select({
      id: budgetImports.id,
      category: budgetImports.categoryName,
      type: budgetImports.categoryType,
      rowCount: budgetImports.rowCount,
      amount: budgetImports.amount,
      createdAt: budgetImports.createdAt,
    })
    .from(budgetImports)
    .where(
      and(
        eq(budgetImports.userId, options.userId),
        isNull(budgetImports.undoneAt),
        gte(budgetImports.createdAt, new Date(now.getTime() - IMPORT_UNDO_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(budgetImports.createdAt))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    type: row.type === 'income' ? ('income' as const) : ('expense' as const),
    createdAt: row.createdAt.toISOString(),
    undoableUntil: undoableUntil(row.createdAt).toISOString(),
  }));
}

/**
 * Undoes one of the user's imports: removes exactly the rows it added (as they stand now, edited or
 * not) and lowers the actuals they raised, in one database transaction. Another user's import is
 * NOT_FOUND; one undone already, or older than 7 days, is refused and changes nothing.
 */
export async function undoImport(options: {
  db: Database;
  userId: string;
  id: string;
  now?: Date;
}): Promise<{ removed: number }> {
  const { db, userId, id } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockUserImports(tx, userId);
    const [found] = await tx
      .select({ createdAt: budgetImports.createdAt, undoneAt: budgetImports.undoneAt })
      .from(budgetImports)
      .where(and(eq(budgetImports.id, id), eq(budgetImports.userId, userId)))
      // A second undo of the same import waits here, then finds it undone.
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.importNotFound);
    if (found.undoneAt) throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyUndone);
    if (undoableUntil(found.createdAt) < now) {
      throw new AppError('CONFLICT', IMPORT_MESSAGES.undoExpired);
    }
    // Transactions first, in id order, as every budget write locks them (ledger.ts).
    await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.importId, id)))
      .orderBy(asc(transactions.id))
      .for('update');
    const deleted = await tx
      .delete(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.importId, id)))
      .returning(transactionColumns);
    const removed = deleted.map(({ transactionDate, ...row }) => ({
      ...row,
      day: formatDateTextUtc(transactionDate),
    }));
    await applyTransactionBatch({ db: tx, userId, added: [], removed });
    // Marked undone last; a second undo racing this one waits above and then finds it undone.
    const [marked] = await tx
      .update(budgetImports)
      .set({ undoneAt: sql`now()` })
      .where(and(eq(budgetImports.id, id), isNull(budgetImports.undoneAt)))
      .returning({ id: budgetImports.id });
    if (!marked) throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyUndone);
    return { removed: deleted.length };
  });
}
