// The budget ledger: the one writer of the totals that transactions move, namely each category's
// actual and the per-day sums the dashboard and calendars read. Every write of a transaction, and every
// edit or delete of a category, comes through here inside its caller's database transaction and takes
// its row locks in one order (`LOCK_ORDER`), so two writes never wait on each other in a cycle (a
// PostgreSQL deadlock). Creating a category (onboarding, the dialog, presets) locks only its new row.
import { and, asc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { isDueInMonth } from '#shared/budget/bills';
import {
  isBillType,
  changesForAdd,
  changesForDelete,
  changesForEdit,
  type ActualChange,
  type CategoryKey,
  type TransactionFacts,
} from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import {
  BUDGET_MESSAGES,
  MAX_AMOUNT_CENTS,
  type CategoryView,
  type TransactionKind,
  type UpdateCategoryInput,
} from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import {
  daysInMonth,
  formatDateTextUtc,
  formatPeriod,
  monthKeyUtc,
  type MonthKey,
} from '#shared/period';
import type { Database } from '../../db/client.ts';
import { categories, transactions } from '../../db/schema.ts';
import {
  applyActualChanges,
  canonicalCategoryName,
  categoryColumns,
  categoryHistory,
  categoryWhere,
  hasCategory,
  transactionDay,
  trimAdjustments,
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
  id: string;
  kind: TransactionKind;
  day: string;
  /** The category row it counts towards; null only for rows from before issue 15's migration. */
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
 * Locks the adjustments of the categories whose actual may fall, so a floor at 0 can trim them
 * (actuals.ts) without taking a transaction lock after a category lock.
 */
async function lockAdjustmentsOf(options: {
  db: Database;
  userId: string;
  changes: ActualChange[];
  /** Also lock the payments of the bills the changes touch, which `settleTickedBills` may redo. */
  billKeys?: CategoryKey[];
}): Promise<void> {
  const falling = options.changes.filter((change) => change.delta < 0).map((change) => change.key);
  const bills = options.billKeys ?? [];
  if (falling.length === 0 && bills.length === 0) return;
  // Names are stored in their category's spelling, so the exact match uses the name index.
  const keyIn = (keys: CategoryKey[]) =>
    sql`(${transactions.type}, ${transactions.name}, ${transactions.month}) in (${sql.join(
      keys.map((key) => sql`(${key.type}, ${key.name}, ${key.month})`),
      sql`, `,
    )})`;
  await lockTransactionRows({
    db: options.db,
    userId: options.userId,
    where: or(
      falling.length > 0 ? and(eq(transactions.kind, 'adjustment'), keyIn(falling)) : undefined,
      bills.length > 0 ? and(eq(transactions.kind, 'bill_payment'), keyIn(bills)) : undefined,
    ),
  });
}

/** The bills among the categories a write changes (their ticked payments may need redoing). */
function billKeysOf(changes: ActualChange[]): CategoryKey[] {
  return changes.map((change) => change.key).filter((key) => isBillType(key.type));
}

/**
 * A ticked bill is paid once, in full: after other payments to it were added, changed or removed, its
 * tick's payment becomes what they leave of its amount (none when they cover it, and back again
 * when they go). Its payment row was locked with the write's transactions; its category row by the
 * actual change. Returns the day-sum changes.
 */
async function settleTickedBills(options: {
  db: Database;
  userId: string;
  keys: CategoryKey[];
}): Promise<DaySumChange[]> {
  const { db, userId } = options;
  const daySums: DaySumChange[] = [];
  for (const key of options.keys) {
    const [bill] = await db
      .select(categoryColumns)
      .from(categories)
      .where(categoryWhere(userId, key));
    if (!bill || !bill.isPaid) continue;
    const [payment] = await entriesOf(db, bill.id, 'bill_payment');
    const left = bill.goal - (bill.actual - (payment?.amount ?? 0));
    const moved = await setEntry({
      db,
      userId,
      category: bill,
      kind: 'bill_payment',
      desired: left > 0 ? { amount: left, day: dayInMonth(bill.month, bill.dueDate) } : null,
      daySums,
    });
    if (moved !== 0) {
      await db
        .update(categories)
        .set({ actual: bill.actual + moved, updatedAt: sql`now()` })
        .where(eq(categories.id, bill.id));
    }
  }
  return daySums;
}

/**
 * Applies one transaction write to the budget: `before` is the stored row (null for an add), read
 * under lock by `lockTransaction` or removed by the caller's delete; `after` is the row the write
 * will store (null for a delete). Refuses a category that does not exist, moves the actuals
 * (creating the month's category when the rules say so), then the day sums. Returns the category
 * row `after` counts towards and its name as stored (the category's spelling, whatever the case
 * typed), for the caller to store on the transaction.
 */
export async function applyTransactionWrite(options: {
  db: Database;
  userId: string;
  before: LedgerTransaction | null;
  after: LedgerTransactionAfter | null;
}): Promise<{ categoryId: string | null; name: string | null }> {
  const { db, userId, before } = options;
  const takeLocks = createLockSequence();
  // The transaction row itself is locked first, by `lockTransaction` or the caller's delete.
  if (before) takeLocks('transactions');
  let after = options.after;
  if (after) {
    const name = await canonicalCategoryName({
      db,
      userId,
      name: after.name,
      type: after.type,
      month: after.month,
    });
    after = { ...after, name };
  }
  const isRecategorised =
    after !== null &&
    (before === null ||
      before.categoryId === null ||
      before.name !== after.name ||
      before.type !== after.type ||
      before.month !== after.month);
  if (
    isRecategorised &&
    !(await hasCategory({ db, userId, name: after!.name, type: after!.type }))
  ) {
    throw new AppError('VALIDATION', BUDGET_MESSAGES.categoryMissing(after!.name));
  }

  const changes = await actualChangesFor({ db, userId, before, after });
  // A write of a tick's own payment is the person's say; any other write to a bill may redo it.
  const billKeys = before?.kind === 'bill_payment' ? [] : billKeysOf(changes);
  takeLocks('transactions');
  await lockAdjustmentsOf({ db, userId, changes, billKeys });
  takeLocks('categories');
  const { ids, trimmed } = await applyActualChanges({
    db,
    userId,
    changes,
    writing: before?.id,
  });
  // The last change is `after`'s category whenever the rules may have created it.
  const createdId = changes.at(-1)?.goalIfCreated !== undefined ? ids.at(-1) : undefined;
  const categoryId = after ? (createdId ?? before?.categoryId ?? null) : null;
  // A bill's payment deleted or moved away from it: the bill is no longer paid.
  if (before?.kind === 'bill_payment' && before.categoryId && (!after || isRecategorised)) {
    await db
      .update(categories)
      .set({ isPaid: false, updatedAt: sql`now()` })
      .where(eq(categories.id, before.categoryId));
  }

  const settled = await settleTickedBills({ db, userId, keys: billKeys });

  takeLocks('transaction_day_sums');
  const daySums = [
    ...(before ? [daySumOf(before, -1)] : []),
    ...(after ? [daySumOf(after, 1)] : []),
    ...trimmed,
    ...settled,
  ];
  await applyDaySumChanges({ db, userId, changes: daySums });
  return { categoryId, name: after?.name ?? null };
}

/** The columns of a transaction row as the API and the ledger read it. */
export const transactionColumns = {
  id: transactions.id,
  kind: transactions.kind,
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

/** Which months a rename reaches: the category's own, or it and every later month's row of it. */
export type RenameScope = 'month' | 'later';

/** What happens to a deleted category's transactions: deleted with it, or moved to another category. */
export type DeletedTransactions = { action: 'delete' } | { action: 'move'; to: string };

/**
 * The day of an entry the ledger records itself (an adjustment, a bill payment): the preferred day when
 * it lies in the month, else today when that does, else the month's last day (a past month) or first.
 */
export function dayInMonth(month: MonthKey, preferred: string | null, today = new Date()): string {
  if (preferred?.startsWith(`${month}-`)) return preferred;
  const todayText = formatDateTextUtc(today);
  if (todayText.startsWith(`${month}-`)) return todayText;
  if (monthKeyUtc(today) > month) return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  return `${month}-01`;
}

/** A day as stored: noon UTC, so that it reads as the same day in every time zone. */
export function dayToTimestamp(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

/** The category's own entries of one kind (its adjustment or its bill payment), oldest first. */
async function entriesOf(db: Database, categoryId: string, kind: TransactionKind) {
  return db
    .select({
      id: transactions.id,
      amount: transactions.amount,
      day: transactionDay,
    })
    .from(transactions)
    .where(and(eq(transactions.categoryId, categoryId), eq(transactions.kind, kind)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/**
 * Makes the category's entry of `kind` what it should be (`desired` null: none), recording the
 * change as day-sum changes. Returns how much the category's actual moves.
 */
async function setEntry(options: {
  db: Database;
  userId: string;
  category: CategoryView;
  kind: TransactionKind;
  desired: { amount: number; day: string } | null;
  daySums: DaySumChange[];
}): Promise<number> {
  const { db, userId, category, kind, desired, daySums } = options;
  const [entry] = await entriesOf(db, category.id, kind);
  const { name, type } = category;
  if (entry) {
    if (desired && desired.amount === entry.amount && desired.day === entry.day) return 0;
    daySums.push({ day: entry.day, type, name, amount: -entry.amount });
    if (desired) {
      await db
        .update(transactions)
        .set({
          amount: desired.amount,
          transactionDate: dayToTimestamp(desired.day),
          updatedAt: sql`now()`,
        })
        .where(eq(transactions.id, entry.id));
    } else {
      await db.delete(transactions).where(eq(transactions.id, entry.id));
    }
  } else if (desired) {
    await db.insert(transactions).values({
      userId,
      categoryId: category.id,
      name,
      type,
      month: category.month,
      amount: desired.amount,
      transactionDate: dayToTimestamp(desired.day),
      kind,
    });
  }
  if (desired) daySums.push({ day: desired.day, type, name, amount: desired.amount });
  return (desired?.amount ?? 0) - (entry?.amount ?? 0);
}

/**
 * Updates one of the user's category rows (spec section 4's edit). A typed actual is recorded as an
 * adjustment entry of the difference, and a bill ticked paid as a payment of its amount, so the actual
 * stays the sum of the month's transactions. A new name renames the transactions too (in this month,
 * or this and later months' rows with `scope` 'later'); a name already used is refused. Locks in
 * `LOCK_ORDER`: the transactions it may change first (for a rename, those of the category's type in
 * the months it reaches whatever their name, as a concurrent rename may change it but never the type
 * or month; in id order), then the category rows, then the day sums.
 */
export async function updateCategoryRow(options: {
  db: Database;
  userId: string;
  id: string;
  patch: UpdateCategoryInput;
  scope?: RenameScope | undefined;
}): Promise<CategoryView> {
  const { db, userId, id, patch } = options;
  const takeLocks = createLockSequence();
  const byId = and(eq(categories.id, id), eq(categories.userId, userId));
  const [seen] = await db.select(categoryColumns).from(categories).where(byId);
  if (!seen) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
  const name = patch.name;
  // Any patch naming the category locks as a rename would: another request may rename the row before
  // this one locks it, making a rename needed (or not) that the read above did not see.
  const lockedForRename = name !== undefined;
  const isLater = lockedForRename && options.scope === 'later';
  const inMonths = (column: typeof transactions.month | typeof categories.month) =>
    isLater ? gte(column, seen.month) : eq(column, seen.month);

  takeLocks('transactions');
  await lockTransactionRows({
    db,
    userId,
    where: lockedForRename
      ? and(eq(transactions.type, seen.type), inMonths(transactions.month))
      : and(
          eq(transactions.categoryId, id),
          inArray(transactions.kind, ['adjustment', 'bill_payment']),
        ),
  });
  takeLocks('categories');
  const [current] = await db.select(categoryColumns).from(categories).where(byId).for('update');
  if (!current) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
  // Renamed by another request between the read and the lock: a rename it now needs would touch
  // transactions not locked above. (One that is no longer needed simply is not done.)
  const isRename = name !== undefined && name !== current.name;
  if (isRename && !lockedForRename) {
    throw new AppError('CONFLICT', BUDGET_MESSAGES.categoryChangedMeanwhile);
  }
  let renamedIds: string[] = [];
  if (isRename) {
    const renamed = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          categoryWhere(userId, { name: current.name, type: current.type }),
          inMonths(categories.month),
        ),
      )
      .for('update');
    renamedIds = renamed.map((row) => row.id);
    const [clash] = await db
      .select({ month: categories.month })
      .from(categories)
      .where(
        and(
          categoryWhere(userId, { name, type: current.type }),
          inMonths(categories.month),
          ...renamedIds.map((renamedId) => ne(categories.id, renamedId)),
        ),
      )
      .orderBy(asc(categories.month))
      .limit(1);
    if (clash) throw nameTaken(name, clash.month);
  }

  const isBill = isBillType(current.type);
  const goal = patch.goal ?? current.goal;
  const dueDate = isBill && patch.dueDate !== undefined ? patch.dueDate : current.dueDate;
  const isPaid = isBill && patch.isPaid !== undefined ? patch.isPaid : current.isPaid;
  if (isBill && patch.dueDate !== undefined) checkDueDate(dueDate, current.month);
  const daySums: DaySumChange[] = [];
  let actual = current.actual;
  if (patch.actual !== undefined && patch.actual !== actual) {
    const [adjustment] = await entriesOf(db, id, 'adjustment');
    await checkCorrection({ db, category: current });
    const amount = (adjustment?.amount ?? 0) + patch.actual - actual;
    actual += await setEntry({
      db,
      userId,
      category: current,
      kind: 'adjustment',
      desired:
        amount === 0 ? null : { amount, day: adjustment?.day ?? dayInMonth(current.month, null) },
      daySums,
    });
  }
  if (isBill) {
    const [payment] = await entriesOf(db, id, 'bill_payment');
    // What the month's other payments leave of the bill: ticking it paid records that, not a second
    // payment of the whole (ADR 0018).
    const left = goal - (actual - (payment?.amount ?? 0));
    actual += await setEntry({
      db,
      userId,
      category: current,
      kind: 'bill_payment',
      desired:
        isPaid && left > 0 ? { amount: left, day: dayInMonth(current.month, dueDate) } : null,
      daySums,
    });
  }
  if (actual < 0) {
    daySums.push(
      ...(await trimAdjustments({ db, categoryId: id, by: -actual, writing: undefined })),
    );
    actual = 0;
  }
  if (actual > MAX_AMOUNT_CENTS) throw new AppError('VALIDATION', BUDGET_MESSAGES.totalTooLarge);

  let updated: CategoryView | undefined;
  try {
    if (isRename) {
      await db
        .update(categories)
        .set({ name, updatedAt: sql`now()` })
        .where(inArray(categories.id, renamedIds));
      await db
        .update(transactions)
        .set({ name, updatedAt: sql`now()` })
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.type, current.type),
            eq(transactions.name, current.name),
            inMonths(transactions.month),
          ),
        );
    }
    [updated] = await db
      .update(categories)
      .set({ goal, actual, dueDate, isPaid, updatedAt: sql`now()` })
      .where(byId)
      .returning(categoryColumns);
  } catch (error) {
    // A category of that name created since the check above.
    if (isRename && isUniqueViolation(error)) throw nameTaken(name, current.month);
    throw error;
  }
  takeLocks('transaction_day_sums');
  if (isRename) {
    await rebuildDaySums({
      db,
      userId,
      only: {
        type: current.type,
        month: current.month,
        andLater: isLater,
        names: [current.name, name],
      },
    });
  } else {
    await applyDaySumChanges({ db, userId, changes: daySums });
  }
  return updated!;
}

/** A bill belongs to the month it is due in (ADR 0018). */
export function checkDueDate(dueDate: string | null, month: MonthKey): void {
  if (!isDueInMonth(dueDate, month)) {
    throw new AppError('VALIDATION', BUDGET_MESSAGES.dueDateOutsideMonth(formatPeriod(month)));
  }
}

/**
 * A typed Spent or Received amount is a correction, offered only while no transactions say otherwise:
 * refused for a bill (its payments are its actual), and for a category whose month already has entries
 * (its own earlier correction aside, which typing again replaces).
 */
export async function checkCorrection(options: {
  db: Database;
  category: Pick<CategoryView, 'id' | 'type' | 'month'>;
}): Promise<void> {
  const { db, category } = options;
  if (isBillType(category.type)) {
    throw new AppError('VALIDATION', BUDGET_MESSAGES.billCorrection);
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(eq(transactions.categoryId, category.id), ne(transactions.kind, 'adjustment')));
  const count = Number(row?.count ?? 0);
  if (count > 0) {
    throw new AppError(
      'VALIDATION',
      BUDGET_MESSAGES.correctionWithTransactions(count, formatPeriod(category.month)),
    );
  }
}

function nameTaken(name: string, month: MonthKey): AppError {
  return new AppError('CONFLICT', `'${name}' already exists in ${formatPeriod(month)}.`);
}

/**
 * Deletes the user's category rows, one by id or every month's of a name and type (spec section 4),
 * with their transactions: deleted too, or moved to another category of the type (its row of each
 * month, created when missing), so nothing is left under a name that no longer exists. A category with
 * transactions and no choice made is refused. Locks those transactions first, then the rows, as every
 * write does. Returns how many rows went; none is NOT_FOUND.
 */
export async function deleteCategoryRows(options: {
  db: Database;
  userId: string;
  which: { id: string } | { name: string; type: CategoryType };
  transactions?: DeletedTransactions | undefined;
}): Promise<number> {
  const { db, userId, which } = options;
  const takeLocks = createLockSequence();
  const rows =
    'id' in which
      ? and(eq(categories.id, which.id), eq(categories.userId, userId))
      : categoryWhere(userId, which);
  const ofRows = and(
    eq(transactions.userId, userId),
    inArray(transactions.categoryId, db.select({ id: categories.id }).from(categories).where(rows)),
  );
  takeLocks('transactions');
  await lockTransactionRows({ db, userId, where: ofRows });
  const perMonth = await db
    .select({
      month: transactions.month,
      total: sql<string>`sum(${transactions.amount})`,
      count: sql<number>`count(*)::int`,
    })
    .from(transactions)
    .where(ofRows)
    .groupBy(transactions.month)
    .orderBy(asc(transactions.month));
  const count = perMonth.reduce((sum, month) => sum + Number(month.count), 0);
  const handling = options.transactions;
  if (count > 0 && !handling) {
    throw new AppError('CONFLICT', BUDGET_MESSAGES.deleteNeedsChoice(count));
  }

  takeLocks('categories');
  const doomed = await db.select(categoryColumns).from(categories).where(rows).for('update');
  if (doomed.length === 0) throw new AppError('NOT_FOUND', BUDGET_MESSAGES.categoryNotFound);
  const doomedIds = doomed.map((row) => row.id);
  const { type } = doomed[0]!;
  const names = new Set(doomed.map((row) => row.name));
  const ofDoomed = and(
    eq(transactions.userId, userId),
    inArray(transactions.categoryId, doomedIds),
  );
  if (count > 0 && handling?.action === 'move') {
    const target = await canonicalCategoryName({ db, userId, name: handling.to, type });
    if (names.has(target) || target.toLowerCase() === doomed[0]!.name.toLowerCase()) {
      throw new AppError('VALIDATION', BUDGET_MESSAGES.moveToItself);
    }
    if (!(await hasCategory({ db, userId, name: target, type }))) {
      throw new AppError('VALIDATION', BUDGET_MESSAGES.categoryMissing(target));
    }
    const history = await categoryHistory({ db, userId, name: target, type });
    const changes = perMonth.flatMap((month) =>
      changesForAdd(
        { name: target, type, month: month.month, amount: Number(month.total) },
        history,
      ),
    );
    const { ids } = await applyActualChanges({ db, userId, changes });
    for (const [index, month] of perMonth.entries()) {
      await db
        .update(transactions)
        .set({
          name: target,
          categoryId: ids[index] ?? null,
          // A bill's payment moved elsewhere is plain money out (or in) of its new category.
          kind: sql`case when ${transactions.kind} = 'bill_payment' then 'entry' else ${transactions.kind} end`,
          updatedAt: sql`now()`,
        })
        .where(and(ofDoomed, eq(transactions.month, month.month)));
    }
    names.add(target);
  } else if (count > 0) {
    await db.delete(transactions).where(ofDoomed);
  }
  await db.delete(categories).where(inArray(categories.id, doomedIds));
  if (count > 0) {
    takeLocks('transaction_day_sums');
    await rebuildDaySums({
      db,
      userId,
      only: { type, names: [...names], month: 'id' in which ? doomed[0]!.month : undefined },
    });
  }
  return doomed.length;
}

/**
 * Categories just created with a typed actual or ticked paid: records the adjustment and the payment
 * those stand for, so their actuals are sums of transactions like every other. Their rows were locked
 * by the insert; the entries are new rows nobody else can hold.
 */
export async function recordEntriesOfNewCategories(options: {
  db: Database;
  userId: string;
  created: CategoryView[];
}): Promise<CategoryView[]> {
  const { db, userId } = options;
  const daySums: DaySumChange[] = [];
  const result: CategoryView[] = [];
  for (const category of options.created) {
    const typed = category.actual;
    const isPaidBill = isBillType(category.type) && category.isPaid && category.goal > 0;
    if (typed === 0 && !isPaidBill) {
      result.push(category);
      continue;
    }
    let actual = 0;
    if (typed > 0) {
      const desired = { amount: typed, day: dayInMonth(category.month, null) };
      actual += await setEntry({ db, userId, category, kind: 'adjustment', desired, daySums });
    }
    if (isPaidBill) {
      const desired = { amount: category.goal, day: dayInMonth(category.month, category.dueDate) };
      actual += await setEntry({ db, userId, category, kind: 'bill_payment', desired, daySums });
    }
    if (actual > MAX_AMOUNT_CENTS) throw new AppError('VALIDATION', BUDGET_MESSAGES.totalTooLarge);
    const [updated] = await db
      .update(categories)
      .set({ actual })
      .where(eq(categories.id, category.id))
      .returning(categoryColumns);
    result.push(updated!);
  }
  await applyDaySumChanges({ db, userId, changes: daySums });
  return result;
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
  const billKeys = billKeysOf(changes);
  takeLocks('transactions');
  await lockAdjustmentsOf({ db, userId, changes, billKeys });
  takeLocks('categories');
  const { ids, trimmed } = await applyActualChanges({ db, userId, changes });
  const idByCategory = new Map<string, string | null>();
  addedKeys.forEach((key, index) => idByCategory.set(key, ids[index] ?? null));
  const settled = await settleTickedBills({ db, userId, keys: billKeys });

  takeLocks('transaction_day_sums');
  await applyDaySumChanges({
    db,
    userId,
    changes: [
      ...removed.map((tx) => daySumOf(tx, -1)),
      ...added.map((tx) => daySumOf(tx, 1)),
      ...trimmed,
      ...settled,
    ],
  });
  return {
    categoryIds: added.map((tx) => idByCategory.get(`${tx.type}|${tx.name}|${tx.month}`) ?? null),
  };
}
