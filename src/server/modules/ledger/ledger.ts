// The budget ledger: the one writer of the totals that transactions move, namely each category's
// actual and the per-day sums the dashboard and calendars read. Every write of a transaction, and every
// edit or delete of a category, comes through here inside its caller's database transaction and takes
// its row locks in one order (`LOCK_ORDER`), so two writes never wait on each other in a cycle (a
// PostgreSQL deadlock). Creating a category (onboarding, the dialog, presets) locks only its new row.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  isBillType,
  changesForAdd,
  changesForDelete,
  changesForEdit,
  type ActualChange,
  type TransactionFacts,
} from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import {
  BUDGET_MESSAGES,
  type CategoryView,
  type UpdateCategoryInput,
} from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { formatDateTextUtc, formatPeriod } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { categories, transactions } from '../../db/schema.ts';
import {
  applyActualChanges,
  categoryColumns,
  categoryHistory,
  categoryWhere,
  hasCategory,
} from './actuals.ts';
import { applyDaySumChanges, rebuildDaySums, type DaySumChange } from './day-sums.ts';

export { categoryColumns } from './actuals.ts';

/** The tables a budget write locks rows of, in the order every write takes them. */
const LOCK_ORDER = ['transactions', 'categories', 'transaction_day_sums'] as const;
type LockedTable = (typeof LOCK_ORDER)[number];

/**
 * Each step of a ledger function marks the table whose rows it is about to lock; marking one out of
 * `LOCK_ORDER` throws, so a change that reorders the steps fails every test that writes instead of
 * deadlocking now and then in production. (Statements on rows already locked need no mark.)
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

/** The columns of a transaction row as the API and the ledger read it. */
export const transactionColumns = {
  id: transactions.id,
  categoryId: transactions.categoryId,
  name: transactions.name,
  type: transactions.type,
  amount: transactions.amount,
  month: transactions.month,
  transactionDate: transactions.transactionDate,
  note: transactions.note,
};

/** Locks the user's transactions that match, in id order so that two writers queue, never cross. */
async function lockTransactionRows(options: {
  db: Database;
  userId: string;
  where: SQL | undefined;
}) {
  await options.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, options.userId), options.where))
    .orderBy(asc(transactions.id))
    .for('update');
}

/** Reads one of the user's transactions for a write, locking its row (the first lock of the order). */
export async function lockTransaction(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<(LedgerTransaction & { id: string }) | undefined> {
  const [row] = await options.db
    .select(transactionColumns)
    .from(transactions)
    .where(and(eq(transactions.id, options.id), eq(transactions.userId, options.userId)))
    .for('update');
  if (!row) return undefined;
  const { transactionDate, ...rest } = row;
  return { ...rest, day: formatDateTextUtc(transactionDate) };
}

/** Unique violations (SQLSTATE 23505), whether the driver's error comes bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Updates one of the user's category rows (spec section 4's edit). A new name renames the month's
 * transactions of it too, so they keep counting towards it, and sums their days again; a name already
 * used that month is refused. Locks in `LOCK_ORDER`: for a rename, the transactions of the category's
 * type and month first (whatever their name, as a concurrent rename may change it but never the type
 * or month; in id order), then the category row, then the day sums.
 */
export async function updateCategoryRow(options: {
  db: Database;
  userId: string;
  id: string;
  patch: UpdateCategoryInput;
}): Promise<CategoryView> {
  const { db, userId, id, patch } = options;
  const takeLocks = createLockSequence();
  const byId = and(eq(categories.id, id), eq(categories.userId, userId));
  const name = patch.name;
  let hasTransactionLocks = false;
  if (name !== undefined) {
    const [seen] = await db.select(categoryColumns).from(categories).where(byId);
    if (!seen) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
    if (seen.name !== name) {
      takeLocks('transactions');
      await lockTransactionRows({
        db,
        userId,
        where: and(eq(transactions.type, seen.type), eq(transactions.month, seen.month)),
      });
      hasTransactionLocks = true;
    }
  }
  takeLocks('categories');
  const [current] = await db.select(categoryColumns).from(categories).where(byId).for('update');
  if (!current) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
  const isRename = name !== undefined && name !== current.name;
  // Renamed by another request between the read and the lock: its transactions are not locked.
  if (isRename && !hasTransactionLocks) {
    throw new AppError('CONFLICT', BUDGET_MESSAGES.categoryChangedMeanwhile);
  }
  const taken = () =>
    new AppError('CONFLICT', `'${name}' already exists in ${formatPeriod(current.month)}.`);
  if (isRename) {
    const [clash] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(categoryWhere(userId, { name, type: current.type, month: current.month }));
    if (clash) throw taken();
  }
  const isBill = isBillType(current.type);
  let updated: CategoryView | undefined;
  try {
    [updated] = await db
      .update(categories)
      .set({
        ...(name !== undefined && { name }),
        ...(patch.goal !== undefined && { goal: patch.goal }),
        ...(patch.actual !== undefined && { actual: patch.actual }),
        ...(isBill && patch.dueDate !== undefined && { dueDate: patch.dueDate }),
        ...(isBill && patch.isPaid !== undefined && { isPaid: patch.isPaid }),
        updatedAt: sql`now()`,
      })
      .where(byId)
      .returning(categoryColumns);
  } catch (error) {
    // A category of that name created for the month since the check above.
    if (isRename && isUniqueViolation(error)) throw taken();
    throw error;
  }
  if (isRename) {
    await db
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
    takeLocks('transaction_day_sums');
    await rebuildDaySums({
      db,
      userId,
      only: { type: current.type, month: current.month, names: [current.name, name] },
    });
  }
  return updated!;
}

/**
 * Deletes the user's category rows, one by id or every month's of a name and type (spec section 4).
 * Their transactions stay in the history, counting nowhere (their category becomes null), and in the
 * day sums. Locks those transactions first, then the rows, as every write does. Returns how many rows
 * went; none is NOT_FOUND.
 */
export async function deleteCategoryRows(options: {
  db: Database;
  userId: string;
  which: { id: string } | { name: string; type: CategoryType };
}): Promise<number> {
  const { db, userId, which } = options;
  const takeLocks = createLockSequence();
  const rows =
    'id' in which
      ? and(eq(categories.id, which.id), eq(categories.userId, userId))
      : categoryWhere(userId, which);
  takeLocks('transactions');
  await lockTransactionRows({
    db,
    userId,
    where: inArray(
      transactions.categoryId,
      db.select({ id: categories.id }).from(categories).where(rows),
    ),
  });
  takeLocks('categories');
  const deleted = await db.delete(categories).where(rows).returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
  return deleted.length;
}

/**
 * After a bulk insert of transactions with their categories' actuals already set (the demo seed), sums
 * every day of the user's again in one statement instead of a change per transaction.
 */
export async function rebuildAllDaySums(options: { db: Database; userId: string }): Promise<void> {
  await rebuildDaySums(options);
}

/**
 * Many transactions written at once (a statement import, or undoing one): the same budget rules as one
 * write each, with the changes summed per category and per day so the statements stay few. `added`
 * rows must name a category the caller has checked exists; `removed` rows were already deleted by the
 * caller (which locked them first). Returns, for each added row, the category row it counts towards.
 */
export async function applyTransactionBatch(options: {
  db: Database;
  userId: string;
  added: LedgerTransactionAfter[];
  removed: LedgerTransaction[];
}): Promise<{ categoryIds: (string | null)[] }> {
  const { db, userId, added, removed } = options;
  const takeLocks = createLockSequence();
  if (removed.length > 0) takeLocks('transactions');

  // Summed per category row: one add of the sum raises an actual exactly as the adds one by one do,
  // and one removal of the sum floors it at 0 exactly as the removals one by one do.
  const sums = new Map<string, TransactionFacts>();
  const sumInto = (tx: TransactionFacts, sign: 1 | -1) => {
    const key = `${sign}|${tx.type}|${tx.name}|${tx.month}`;
    const entry = sums.get(key);
    if (entry) entry.amount += tx.amount;
    else sums.set(key, { name: tx.name, type: tx.type, month: tx.month, amount: tx.amount });
  };
  for (const tx of removed) if (tx.categoryId !== null) sumInto(tx, -1);
  for (const tx of added) sumInto(tx, 1);

  const changes: ActualChange[] = [];
  const addedKeys: string[] = [];
  const histories = new Map<string, Awaited<ReturnType<typeof categoryHistory>>>();
  for (const [key, facts] of sums) {
    if (key.startsWith('-')) {
      changes.push(...changesForDelete(facts));
      continue;
    }
    const historyKey = `${facts.type}|${facts.name}`;
    let history = histories.get(historyKey);
    if (!history) {
      history = await categoryHistory({ db, userId, name: facts.name, type: facts.type });
      histories.set(historyKey, history);
    }
    changes.push(...changesForAdd(facts, history));
    addedKeys[changes.length - 1] = `${facts.type}|${facts.name}|${facts.month}`;
  }
  takeLocks('categories');
  const ids = await applyActualChanges({ db, userId, changes });
  const idByCategory = new Map<string, string | null>();
  addedKeys.forEach((key, index) => idByCategory.set(key, ids[index] ?? null));

  takeLocks('transaction_day_sums');
  await applyDaySumChanges({
    db,
    userId,
    changes: [...removed.map((tx) => daySumOf(tx, -1)), ...added.map((tx) => daySumOf(tx, 1))],
  });
  return {
    categoryIds: added.map((tx) => idByCategory.get(`${tx.type}|${tx.name}|${tx.month}`) ?? null),
  };
}
