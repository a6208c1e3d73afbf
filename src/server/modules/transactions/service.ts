// Transactions: every write hands its before and after state to the ledger in the same database
// transaction, so the budget, the history and the dashboard never disagree.
import { createHash } from 'node:crypto';
import { and, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { isMoneyOut, type TransactionFacts } from '#shared/budget/rules';
import { CATEGORY_TYPES, type CategoryType } from '#shared/categories';
import {
  amountSearchRange,
  BUDGET_MESSAGES,
  encodeHistoryCursor,
  IDEMPOTENCY_KEY_DAYS,
  typesMatching,
  type HistoryCursor,
  type DayTotalsView,
  type NewTransactionInput,
  type TransactionPage,
  type TransactionView,
  type UpdateTransactionInput,
} from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { formatDateTextUtc, nextMonthStart, shiftDate, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { transactionDaySums, transactionRequests, transactions } from '../../db/schema.ts';
import {
  applyTransactionWrite,
  dayToTimestamp,
  lockTransaction,
  transactionColumns,
} from '../ledger/ledger.ts';

const DEFAULT_PAGE = 100;
const MONEY_OUT_TYPES = CATEGORY_TYPES.filter(isMoneyOut);

const columns = transactionColumns;

type Row = Omit<TransactionView, 'date'> & { transactionDate: Date };

function toView(row: Row): TransactionView {
  const { transactionDate, ...rest } = row;
  return { ...rest, date: formatDateTextUtc(transactionDate) };
}

function factsOf(t: { name: string; type: CategoryType; amount: number; month: MonthKey }) {
  return {
    name: t.name,
    type: t.type,
    amount: t.amount,
    month: t.month,
  } satisfies TransactionFacts;
}

export async function createTransaction(options: {
  db: Database;
  userId: string;
  input: NewTransactionInput;
}): Promise<TransactionView> {
  return options.db.transaction((tx) => insertTransaction({ ...options, db: tx }));
}

/**
 * Adds a transaction once per idempotency key: the key's first answer is kept with it, and a retry
 * (the same key and input, after an answer was lost) gets that answer back instead of a second row.
 * A retry racing the first waits on the key's row and then reads its answer.
 */
export async function createTransactionOnce(options: {
  db: Database;
  userId: string;
  input: NewTransactionInput;
  key: string;
}): Promise<{ transaction: TransactionView; isReplay: boolean }> {
  const { userId, input, key } = options;
  const inputHash = createHash('sha256')
    .update(JSON.stringify([input.name, input.type, input.amount, input.date, input.note ?? null]))
    .digest('hex');
  return options.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(transactionRequests)
      .values({ userId, key, inputHash, answer: {} })
      .onConflictDoNothing()
      .returning({ key: transactionRequests.key });
    const thisKey = and(eq(transactionRequests.userId, userId), eq(transactionRequests.key, key));
    if (!claimed) {
      const [earlier] = await tx
        .select({ inputHash: transactionRequests.inputHash, answer: transactionRequests.answer })
        .from(transactionRequests)
        .where(thisKey);
      if (earlier?.inputHash !== inputHash) {
        throw new AppError('CONFLICT', BUDGET_MESSAGES.idempotencyKeyReused);
      }
      return { transaction: earlier.answer as TransactionView, isReplay: true };
    }
    await tx
      .delete(transactionRequests)
      .where(
        and(
          eq(transactionRequests.userId, userId),
          lt(
            transactionRequests.createdAt,
            sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`,
          ),
        ),
      );
    const transaction = await insertTransaction({ db: tx, userId, input });
    await tx.update(transactionRequests).set({ answer: transaction }).where(thisKey);
    return { transaction, isReplay: false };
  });
}

/** The insert itself, inside the caller's database transaction. */
async function insertTransaction(options: {
  db: Database;
  userId: string;
  input: NewTransactionInput;
}): Promise<TransactionView> {
  const { userId, input, db: tx } = options;
  const after = { ...factsOf({ ...input, month: input.date.slice(0, 7) }), day: input.date };
  const { categoryId, name } = await applyTransactionWrite({
    db: tx,
    userId,
    before: null,
    after,
  });
  const { day, ...facts } = after;
  const [row] = await tx
    .insert(transactions)
    .values({
      userId,
      categoryId,
      ...facts,
      name: name ?? facts.name,
      note: input.note ?? null,
      transactionDate: dayToTimestamp(day),
    })
    .returning(columns);
  return toView(row!);
}

export async function updateTransaction(options: {
  db: Database;
  userId: string;
  id: string;
  patch: UpdateTransactionInput;
}): Promise<TransactionView> {
  const { userId, id, patch } = options;
  return options.db.transaction(async (tx) => {
    const before = await lockTransaction({ db: tx, userId, id });
    if (!before) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.transactionNotFound);
    const day = patch.date ?? before.day;
    const amount = patch.amount ?? before.amount;
    // Only an adjustment may lower a category (its amount is the difference a typed total made).
    if (before.kind !== 'adjustment' && amount <= 0) {
      throw new AppError('VALIDATION', BUDGET_MESSAGES.amountPositive);
    }
    if (amount === 0) throw new AppError('VALIDATION', BUDGET_MESSAGES.adjustmentZero);
    const after = {
      ...factsOf({
        name: patch.name ?? before.name,
        type: patch.type ?? before.type,
        amount,
        month: day.slice(0, 7),
      }),
      day,
    };
    const { categoryId, name } = await applyTransactionWrite({ db: tx, userId, before, after });
    const { day: _day, ...facts } = after;
    // A bill's payment moved to another category is plain money in or out there.
    const kind =
      before.kind === 'bill_payment' && categoryId !== before.categoryId ? 'entry' : before.kind;
    const [row] = await tx
      .update(transactions)
      .set({
        ...facts,
        name: name ?? facts.name,
        kind,
        ...(patch.note !== undefined && { note: patch.note }),
        categoryId,
        transactionDate: dayToTimestamp(day),
        updatedAt: sql`now()`,
      })
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .returning(columns);
    return toView(row!);
  });
}

export async function deleteTransaction(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<void> {
  const { userId, id } = options;
  await options.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .returning(columns);
    if (!deleted) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.transactionNotFound);
    const { transactionDate, ...stored } = deleted;
    const before = { ...stored, day: formatDateTextUtc(transactionDate) };
    await applyTransactionWrite({ db: tx, userId, before, after: null });
  });
}

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A range of days (or a month) as conditions on the transaction date, read along the history index. */
function rangeConditions(query: {
  month?: MonthKey | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): SQL[] {
  const conditions: SQL[] = [];
  const from = query.month ? `${query.month}-01` : query.from;
  const toExclusive = query.month
    ? nextMonthStart(query.month)
    : query.to
      ? shiftDate(query.to, 1)
      : undefined;
  if (from) conditions.push(gte(transactions.transactionDate, new Date(`${from}T00:00:00.000Z`)));
  if (toExclusive)
    conditions.push(lt(transactions.transactionDate, new Date(`${toExclusive}T00:00:00.000Z`)));
  return conditions;
}

interface ListOptions {
  db: Database;
  userId: string;
  month?: MonthKey | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  category?: string | undefined;
  type?: CategoryType | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  limit?: number | undefined;
  cursor?: HistoryCursor | undefined;
}

/** An amount's size between two bounds (an adjustment's amount may be negative: its size counts). */
function amountBetween(min: number | undefined, max: number | undefined): SQL | undefined {
  if (min === undefined && max === undefined) return undefined;
  const amount = transactions.amount;
  const low = min ?? 0;
  return or(
    and(gte(amount, low), max === undefined ? undefined : lte(amount, max)),
    and(lte(amount, -low), max === undefined ? undefined : gte(amount, -max)),
  );
}

/**
 * The search text: contained in the category name or the note (the merchant of an imported row),
 * the type as stored or as its badge reads, or, when it reads as an amount, that amount. One or two
 * digits are only an amount ('82' finds $82.00 to $82.99, not every note with an 82 in it): too short
 * for the trigram indexes, they would read the whole history for a handful of rows.
 */
function searchCondition(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const types = typesMatching(text);
  const amount = amountSearchRange(text);
  const byAmount = amount ? amountBetween(amount.min, amount.max) : undefined;
  if (amount && text.length < 3) return byAmount;
  return or(
    ilike(transactions.name, pattern),
    ilike(transactions.note, pattern),
    types.length > 0 ? inArray(transactions.type, types) : undefined,
    byAmount,
  );
}

/** Rows after the cursor in the history's order (newest first; ties by creation, then id). */
function afterCursor(cursor: HistoryCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${transactions.transactionDate}, ${transactions.createdAt}, ${transactions.id}) < (${dayToTimestamp(cursor.date)}, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** The history page's query (exported so the benchmark can EXPLAIN exactly what runs). */
export function transactionPageQuery(options: ListOptions) {
  const limit = options.limit ?? DEFAULT_PAGE;
  const search = options.q?.trim();
  const category = options.category?.trim();
  return options.db
    .select({
      ...columns, // To the microsecond (a JavaScript Date keeps milliseconds): the cursor must name the row exactly.
      createdAtText: sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, options.userId),
        ...rangeConditions(options),
        search ? searchCondition(search) : undefined,
        // ILIKE without wildcards: the name whatever its case, through the name's trigram index.
        category
          ? ilike(
              transactions.name,
              category.replace(/[\\%_]/g, (c) => `\\${c}`),
            )
          : undefined,
        options.type ? eq(transactions.type, options.type) : undefined,
        amountBetween(options.minAmount, options.maxAmount),
        afterCursor(options.cursor),
      ),
    )
    .orderBy(
      desc(transactions.transactionDate),
      desc(transactions.createdAt),
      desc(transactions.id),
    )
    .limit(limit + 1);
}

/**
 * The user's transactions newest first: a month's, a date range's, or all of them, narrowed by the
 * search text and the filters (category, type, amount range). Paged by cursor.
 */
export async function listTransactions(options: ListOptions): Promise<TransactionPage> {
  const limit = options.limit ?? DEFAULT_PAGE;
  const rows = await transactionPageQuery(options);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    transactions: page.map(({ createdAtText: _createdAt, ...row }) => toView(row)),
    nextCursor:
      rows.length > limit && last
        ? encodeHistoryCursor({
            date: formatDateTextUtc(last.transactionDate),
            createdAt: last.createdAtText,
            id: last.id,
          })
        : null,
  };
}

/**
 * The calendar's per-day sums, read from the day sums the ledger keeps (exported so the benchmark can
 * EXPLAIN exactly what runs).
 */
export function dayTotalsQuery(options: { db: Database; userId: string; month: MonthKey }) {
  const sums = transactionDaySums;
  return options.db
    .select({
      date: sums.day,
      moneyIn: sql<string>`coalesce(sum(${sums.amount}) filter (where ${sums.type} = 'income'), 0)`,
      moneyOut: sql<string>`coalesce(sum(${sums.amount}) filter (where ${inArray(sums.type, MONEY_OUT_TYPES)}), 0)`,
    })
    .from(sums)
    .where(
      and(
        eq(sums.userId, options.userId),
        gte(sums.day, `${options.month}-01`),
        lt(sums.day, nextMonthStart(options.month)),
      ),
    )
    .groupBy(sums.day)
    .orderBy(sums.day);
}

/** Money in (income) and money out (expenses, savings, debt: shared/budget/totals) per day of a month. */
export async function dayTotalsForMonth(options: {
  db: Database;
  userId: string;
  month: MonthKey;
}): Promise<DayTotalsView[]> {
  const rows = await dayTotalsQuery(options);
  return rows.map((r) => ({
    date: r.date,
    moneyIn: Number(r.moneyIn),
    moneyOut: Number(r.moneyOut),
  }));
}
