// The budget ledger: the one writer of the totals that transactions move, namely each category's
// actual and the per-day sums the dashboard and calendars read. Every budget write comes through here,
// inside its caller's database transaction, and takes its row locks in one order (`LOCK_ORDER`), so two
// writes never wait on each other in a cycle (a PostgreSQL deadlock; see c53e6c6).
import { and, eq, sql } from 'drizzle-orm';
import {
  changesForAdd,
  changesForDelete,
  changesForEdit,
  type ActualChange,
  type TransactionFacts,
} from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { formatDateTextUtc, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { categories, transactions } from '../../db/schema.ts';
import { applyActualChanges, categoryHistory, hasCategory } from './actuals.ts';
import { applyDaySumChanges, rebuildDaySums, type DaySumChange } from './day-sums.ts';

/** The tables a budget write locks rows of, in the order every write takes them. */
export const LOCK_ORDER = ['transactions', 'categories', 'transaction_day_sums'] as const;
type LockedTable = (typeof LOCK_ORDER)[number];

/**
 * Tracks one write's locks and refuses one taken out of order: a future change that reorders the
 * steps fails every test that writes, instead of deadlocking now and then in production.
 */
function createLockSequence(): (table: LockedTable) => void {
  let last = -1;
  return (table) => {
    const position = LOCK_ORDER.indexOf(table);
    if (position < last) {
      throw new Error(`Budget lock order broken: ${table} after ${LOCK_ORDER[last]}`);
    }
    last = position;
  };
}

/** A transaction as stored: what it counts towards, on which day ('YYYY-MM-DD'). */
export interface LedgerTransaction extends TransactionFacts {
  day: string;
  /** The category row it counts towards; null when that category was deleted (it then counts nowhere). */
  categoryId: string | null;
}

/** A transaction as a write will store it: the category it names is decided by the ledger. */
export type LedgerTransactionAfter = TransactionFacts & { day: string };

function daySumOf(t: TransactionFacts & { day: string }, sign: 1 | -1): DaySumChange {
  return { day: t.day, type: t.type, name: t.name, amount: sign * t.amount };
}

/** The budget rules' changes to actuals for a write (spec section 4). */
async function actualChangesFor(options: {
  db: Database;
  userId: string;
  before: LedgerTransaction | null;
  after: LedgerTransactionAfter | null;
}): Promise<ActualChange[]> {
  const { db, userId, before, after } = options;
  if (!after) return before && before.categoryId !== null ? changesForDelete(before) : [];
  if (!before) {
    const history = await categoryHistory({ db, userId, name: after.name, type: after.type });
    return changesForAdd(after, history);
  }
  return changesForEdit(before.categoryId === null ? null : before, after);
}

/**
 * Applies one transaction write to the budget: `before` is the stored row (null for an add), read
 * under lock by `lockTransaction` or removed by the caller's delete; `after` is the row the write
 * will store (null for a delete). Refuses a category that does not exist, moves the actuals
 * (creating the month's category when the rules say so), then the day sums. Returns the category
 * row `after` counts towards, for the caller to store on the transaction.
 */
export async function applyTransactionWrite(options: {
  db: Database;
  userId: string;
  before: LedgerTransaction | null;
  after: LedgerTransactionAfter | null;
}): Promise<{ categoryId: string | null }> {
  const { db, userId, before, after } = options;
  const takeLocks = createLockSequence();
  // The transaction row itself is locked first, by `lockTransaction` or the caller's delete.
  if (before) takeLocks('transactions');
  const isRecategorised =
    after !== null &&
    (before === null ||
      before.categoryId === null ||
      before.name !== after.name ||
      before.type !== after.type);
  if (isRecategorised && !(await hasCategory({ db, userId, name: after.name, type: after.type }))) {
    throw new AppError('VALIDATION', BUDGET_MESSAGES.categoryMissing(after.name));
  }

  const changes = await actualChangesFor(options);
  takeLocks('categories');
  const ids = await applyActualChanges({ db, userId, changes });
  // The last change is `after`'s category whenever the rules may have created it.
  const createdId = changes.at(-1)?.goalIfCreated !== undefined ? ids.at(-1) : undefined;
  const categoryId = after ? (createdId ?? before?.categoryId ?? null) : null;

  takeLocks('transaction_day_sums');
  const daySums = [
    ...(before ? [daySumOf(before, -1)] : []),
    ...(after ? [daySumOf(after, 1)] : []),
  ];
  await applyDaySumChanges({ db, userId, changes: daySums });
  return { categoryId };
}

/** Reads one of the user's transactions for a write, locking its row (the first lock of the order). */
export async function lockTransaction(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<(LedgerTransaction & { id: string }) | undefined> {
  const [row] = await options.db
    .select({
      id: transactions.id,
      categoryId: transactions.categoryId,
      name: transactions.name,
      type: transactions.type,
      amount: transactions.amount,
      month: transactions.month,
      transactionDate: transactions.transactionDate,
    })
    .from(transactions)
    .where(and(eq(transactions.id, options.id), eq(transactions.userId, options.userId)))
    .for('update');
  if (!row) return undefined;
  const { transactionDate, ...rest } = row;
  return { ...rest, day: formatDateTextUtc(transactionDate) };
}

type CategoryIdentity = { id: string; type: CategoryType; month: MonthKey; name: string };

/**
 * Locks one of the user's category rows for an update. For a rename (`withMonthTransactions`) it first
 * locks the transactions of the category's type and month, the order every write takes. It locks them
 * whatever their name: a concurrent rename may change the name before the lock is granted, never the
 * type or month. Undefined when the user has no such category.
 */
export async function lockCategory(options: {
  db: Database;
  userId: string;
  id: string;
  withMonthTransactions: boolean;
}): Promise<CategoryIdentity | undefined> {
  const { db, userId, id } = options;
  const identity = {
    id: categories.id,
    type: categories.type,
    month: categories.month,
    name: categories.name,
  };
  const byId = and(eq(categories.id, id), eq(categories.userId, userId));
  const takeLocks = createLockSequence();
  if (options.withMonthTransactions) {
    const [seen] = await db.select(identity).from(categories).where(byId);
    if (!seen) return undefined;
    takeLocks('transactions');
    await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.type, seen.type),
          eq(transactions.month, seen.month),
        ),
      )
      .for('update');
  }
  takeLocks('categories');
  const [locked] = await db.select(identity).from(categories).where(byId).for('update');
  return locked;
}

function monthTransactionsOf(userId: string, category: Omit<CategoryIdentity, 'id'>) {
  return and(
    eq(transactions.userId, userId),
    eq(transactions.type, category.type),
    eq(transactions.name, category.name),
    eq(transactions.month, category.month),
  );
}

/**
 * Renames a category's transactions of its month with it, so they keep counting towards it, and sums
 * their days again. The caller holds the locks of `lockCategory` with its month's transactions, and
 * then stores the new name on the category row.
 */
export async function renameCategoryMonth(options: {
  db: Database;
  userId: string;
  category: Omit<CategoryIdentity, 'id'>;
  newName: string;
}): Promise<void> {
  const { db, userId, category, newName } = options;
  await db
    .update(transactions)
    .set({ name: newName, updatedAt: sql`now()` })
    .where(monthTransactionsOf(userId, category));
  await rebuildDaySums({
    db,
    userId,
    only: { type: category.type, month: category.month, names: [category.name, newName] },
  });
}

/**
 * After a bulk insert of transactions with their categories' actuals already set (the demo seed), sums
 * every day of the user's again in one statement instead of a change per transaction.
 */
export async function resumAllDays(options: { db: Database; userId: string }): Promise<void> {
  await rebuildDaySums(options);
}
