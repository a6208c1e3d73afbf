// Transactions: every write applies its budget effect (spec section 4, shared/budget/rules) to the
// categories in the same database transaction, so the budget and the history never disagree.
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  changesForAdd,
  changesForDelete,
  changesForEdit,
  type TransactionFacts,
} from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import {
  BUDGET_MESSAGES,
  typesMatching,
  type DayTotalsView,
  type NewTransactionInput,
  type TransactionPage,
  type TransactionView,
  type UpdateTransactionInput,
} from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { nextMonthStart, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { applyActualChanges, categoryExists, categoryHistory } from '../categories/service.ts';
import { applyDaySumChanges, daySumChange } from './day-sums.ts';

const DEFAULT_PAGE = 100;

/** A day is stored at noon UTC, so that it reads as the same day in every time zone's date. */
function dayToTimestamp(date: string): Date {
  return new Date(`${date}T12:00:00.000Z`);
}

function timestampToDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

const columns = {
  id: transactions.id,
  categoryId: transactions.categoryId,
  name: transactions.name,
  type: transactions.type,
  amount: transactions.amount,
  month: transactions.month,
  transactionDate: transactions.transactionDate,
};

type Row = Omit<TransactionView, 'date'> & { transactionDate: Date };

function toView(row: Row): TransactionView {
  const { transactionDate, ...rest } = row;
  return { ...rest, date: timestampToDay(transactionDate) };
}

function factsOf(t: { name: string; type: CategoryType; amount: number; month: MonthKey }) {
  return {
    name: t.name,
    type: t.type,
    amount: t.amount,
    month: t.month,
  } satisfies TransactionFacts;
}

async function requireCategory(db: Database, userId: string, name: string, type: CategoryType) {
  if (!(await categoryExists({ db, userId, name, type }))) {
    throw new AppError('VALIDATION', BUDGET_MESSAGES.categoryMissing(name));
  }
}

export async function createTransaction(options: {
  db: Database;
  userId: string;
  input: Required<NewTransactionInput>;
}): Promise<TransactionView> {
  const { userId, input } = options;
  const facts: TransactionFacts = { ...factsOf({ ...input, month: input.date.slice(0, 7) }) };
  return options.db.transaction(async (tx) => {
    await requireCategory(tx, userId, facts.name, facts.type);
    const history = await categoryHistory({ db: tx, userId, name: facts.name, type: facts.type });
    const [categoryId] = await applyActualChanges({
      db: tx,
      userId,
      changes: changesForAdd(facts, history),
    });
    const [row] = await tx
      .insert(transactions)
      .values({
        userId,
        categoryId: categoryId ?? null,
        ...facts,
        transactionDate: dayToTimestamp(input.date),
      })
      .returning(columns);
    await applyDaySumChanges({ db: tx, userId, changes: [daySumChange(row!, 1)] });
    return toView(row!);
  });
}

export async function updateTransaction(options: {
  db: Database;
  userId: string;
  id: string;
  patch: UpdateTransactionInput;
}): Promise<TransactionView> {
  const { userId, id, patch } = options;
  return options.db.transaction(async (tx) => {
    const [current] = await tx
      .select(columns)
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.transactionNotFound);
    const date = patch.date ?? timestampToDay(current.transactionDate);
    // Without a category (it was deleted) the transaction counts nowhere until it gets one again.
    const before = current.categoryId === null ? null : factsOf(current);
    const after = factsOf({
      name: patch.name ?? current.name,
      type: patch.type ?? current.type,
      amount: patch.amount ?? current.amount,
      month: date.slice(0, 7),
    });
    if (!before || after.name !== before.name || after.type !== before.type) {
      await requireCategory(tx, userId, after.name, after.type);
    }
    const changes = changesForEdit(before, after);
    const ids = await applyActualChanges({ db: tx, userId, changes });
    const categoryId =
      changes.length > 0 && changes.at(-1)!.goalIfCreated !== undefined
        ? ids.at(-1)
        : current.categoryId;
    const [row] = await tx
      .update(transactions)
      .set({
        ...after,
        categoryId: categoryId ?? null,
        transactionDate: dayToTimestamp(date),
        updatedAt: sql`now()`,
      })
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .returning(columns);
    await applyDaySumChanges({
      db: tx,
      userId,
      changes: [daySumChange(current, -1), daySumChange(row!, 1)],
    });
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
    // A transaction whose category was deleted counts nowhere: removing it changes no actual.
    if (deleted.categoryId !== null) {
      await applyActualChanges({ db: tx, userId, changes: changesForDelete(factsOf(deleted)) });
    }
    // Categories before day sums, in every write, so concurrent writes take locks in one order.
    await applyDaySumChanges({ db: tx, userId, changes: [daySumChange(deleted, -1)] });
  });
}

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
      ? timestampToDay(new Date(dayToTimestamp(query.to).getTime() + 86_400_000))
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
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The history page's query (exported so the benchmark can EXPLAIN exactly what runs). */
export function transactionPageQuery(options: ListOptions) {
  const limit = options.limit ?? DEFAULT_PAGE;
  const search = options.q?.trim();
  let searchCondition: SQL | undefined;
  if (search) {
    const types = typesMatching(search);
    searchCondition = or(
      ilike(transactions.name, containsPattern(search)),
      types.length > 0 ? inArray(transactions.type, types) : undefined,
    );
  }
  return options.db
    .select(columns)
    .from(transactions)
    .where(
      and(eq(transactions.userId, options.userId), ...rangeConditions(options), searchCondition),
    )
    .orderBy(
      desc(transactions.transactionDate),
      desc(transactions.createdAt),
      desc(transactions.id),
    )
    .limit(limit + 1)
    .offset(options.offset ?? 0);
}

/**
 * The user's transactions newest first, for a month or a date range, optionally only those whose
 * category name or type (raw or as its badge reads) contains the search text. Paged by offset.
 */
export async function listTransactions(options: ListOptions): Promise<TransactionPage> {
  const limit = options.limit ?? DEFAULT_PAGE;
  const offset = options.offset ?? 0;
  const rows = await transactionPageQuery(options);
  const hasMore = rows.length > limit;
  return {
    transactions: rows.slice(0, limit).map(toView),
    nextOffset: hasMore ? offset + limit : null,
  };
}

/** The calendar's per-day sums (exported so the benchmark can EXPLAIN exactly what runs). */
export function dayTotalsQuery(options: { db: Database; userId: string; month: MonthKey }) {
  const day = sql<string>`((${transactions.transactionDate} at time zone 'UTC')::date)::text`;
  return options.db
    .select({
      date: day,
      moneyIn: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)`,
      moneyOut: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} in ('expense', 'debt')), 0)`,
    })
    .from(transactions)
    .where(
      and(eq(transactions.userId, options.userId), ...rangeConditions({ month: options.month })),
    )
    .groupBy(day)
    .orderBy(day);
}

/** Money in (income) and money out (expense plus debt) per day of a month, for the calendars. */
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
