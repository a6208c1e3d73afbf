// Repeating bills (issue 33): schedules, their occurrences changed one at a time, and what is due.
// Every change rewrites the month rows from the first month it reaches (months.ts), under the
// user's categories lock, so a bill's rows never disagree with its schedule.
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  indexOfScheduledDate,
  lastScheduledDate,
  occurrencesBetween,
  occurrencesInMonth,
  type OccurrenceException,
} from '#shared/budget/schedule';
import {
  BILL_MESSAGES,
  billShape,
  MAX_MOVE_DAYS,
  MAX_UPCOMING_DAYS,
  type BillDeleteResult,
  type BillView,
  type DueBillView,
  type NewBillInput,
  type UpcomingView,
  type UpdateBillInput,
} from '#shared/contract/bills';
import { AppError } from '#shared/errors';
import {
  daysBetween,
  formatDateTextUtc,
  shiftDate,
  shiftMonth,
  type MonthKey,
} from '#shared/period';
import type { Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { billOccurrences, billSchedules, categories, transactions } from '../../db/schema.ts';
import {
  amountOf,
  exceptionsOf,
  horizonMonth,
  scheduleOf,
  writeBillMonths,
  type ScheduleRow,
} from './months.ts';

type NewBill = Omit<
  Required<NewBillInput>,
  'dayRule' | 'weekendRule' | 'endDate' | 'paymentCount' | 'amountKind' | 'amountMax' | 'seriesKey'
> & {
  dayRule: ScheduleRow['dayRule'];
  weekendRule: ScheduleRow['weekendRule'];
  endDate: string | null;
  paymentCount: number | null;
  amountKind: ScheduleRow['amountKind'];
  amountMax: number | null;
  seriesKey?: string | undefined;
};

const monthOf = (date: string): MonthKey => date.slice(0, 7);

function toView(row: ScheduleRow, today: string, skipped: ReadonlySet<string>): BillView {
  const schedule = scheduleOf(row);
  const next = occurrencesBetween({
    schedule,
    amount: amountOf(row),
    from: today,
    to: shiftDate(today, 400),
  }).find((o) => !skipped.has(o.scheduledDate));
  return {
    ...schedule,
    id: row.id,
    name: row.name,
    type: row.type,
    amountKind: row.amountKind,
    amount: row.amount,
    amountMax: row.amountMax,
    seriesKey: row.seriesKey,
    nextDue: next?.dueDate ?? null,
    lastDate: lastScheduledDate(schedule),
  };
}

export async function viewsOf(
  db: Database,
  rows: ScheduleRow[],
  today: string,
): Promise<BillView[]> {
  const exceptions = await exceptionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toView(
      row,
      today,
      new Set((exceptions.get(row.id) ?? []).filter((e) => e.skipped).map((e) => e.scheduledDate)),
    ),
  );
}

/** Reads a schedule of the user's under lock, or answers 404 (another user's id included). */
export async function lockSchedule(db: Database, userId: string, id: string): Promise<ScheduleRow> {
  const [row] = await db
    .select()
    .from(billSchedules)
    .where(and(eq(billSchedules.id, id), eq(billSchedules.userId, userId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', BILL_MESSAGES.notFound);
  return row;
}

/** The schedule's fields after an edit, checked together (a range's most, an end after the start). */
function checkShape(row: Pick<ScheduleRow, keyof typeof billShape.shape>): void {
  const result = billShape.safeParse(row);
  if (!result.success) throw new AppError('VALIDATION', result.error.issues[0]!.message);
}

export async function createBill(options: {
  db: Database;
  userId: string;
  bill: NewBill;
  today: string;
}): Promise<BillView> {
  const { userId, bill, today } = options;
  return options.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `categories:${userId}`);
    const [row] = await tx
      .insert(billSchedules)
      .values({ userId, ...bill, seriesKey: bill.seriesKey ?? null })
      .returning();
    await writeBillMonths({
      db: tx,
      userId,
      type: row!.type,
      name: row!.name,
      fromMonth: monthOf(row!.startDate),
      today,
    });
    return toView(row!, today, new Set());
  });
}

export async function listBills(options: {
  db: Database;
  userId: string;
  today: string;
}): Promise<BillView[]> {
  const rows = await options.db
    .select()
    .from(billSchedules)
    .where(
      and(
        eq(billSchedules.userId, options.userId),
        // A bill deleted whole but kept for its paid months ends before it starts: not listed.
        sql`(${billSchedules.endDate} is null or ${billSchedules.endDate} >= ${billSchedules.startDate})`,
      ),
    )
    .orderBy(asc(billSchedules.name), asc(billSchedules.startDate));
  return viewsOf(options.db, rows, options.today);
}

export async function getBill(options: {
  db: Database;
  userId: string;
  id: string;
  today: string;
}): Promise<BillView> {
  const [row] = await options.db
    .select()
    .from(billSchedules)
    .where(and(eq(billSchedules.id, options.id), eq(billSchedules.userId, options.userId)));
  if (!row) throw new AppError('NOT_FOUND', BILL_MESSAGES.notFound);
  const [view] = await viewsOf(options.db, [row], options.today);
  return view!;
}

/**
 * Edits a bill: the whole of it, or 'this and later' from the occurrence scheduled on `from`. The
 * later part becomes its own schedule from that occurrence (keeping what is left of a number of
 * payments); the earlier part ends the day before. Earlier months keep their rows.
 */
export async function updateBill(options: {
  db: Database;
  userId: string;
  id: string;
  patch: UpdateBillInput;
  from?: string | undefined;
  today: string;
}): Promise<BillView> {
  const { userId, patch, from, today } = options;
  return options.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `categories:${userId}`);
    const row = await lockSchedule(tx, userId, options.id);
    const splitAt = from === undefined || from === row.startDate ? null : from;
    if (splitAt !== null && indexOfScheduledDate(scheduleOf(row), splitAt) === null)
      throw new AppError('VALIDATION', BILL_MESSAGES.occurrenceNotFound);

    const changes = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    ) as Partial<ScheduleRow>;
    // A new amount kind that is not a range drops the old range's most.
    if (changes.amountKind && changes.amountKind !== 'range' && changes.amountMax === undefined)
      changes.amountMax = null;
    const oldName = row.name;

    if (splitAt === null) {
      const next = { ...row, ...changes };
      checkShape(next);
      const patternChanged =
        next.cadence !== row.cadence ||
        next.startDate !== row.startDate ||
        next.dayRule !== row.dayRule;
      const [updated] = await tx
        .update(billSchedules)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(billSchedules.id, row.id))
        .returning();
      // One-off changes are keyed by where the old pattern put them; a new pattern has other dates.
      if (patternChanged)
        await tx.delete(billOccurrences).where(eq(billOccurrences.scheduleId, row.id));
      await rewriteNames(tx, userId, updated!, oldName, monthOf(row.startDate), today, [row.id]);
      const [view] = await viewsOf(tx, [updated!], today);
      return view!;
    }

    const index = indexOfScheduledDate(scheduleOf(row), splitAt)!;
    const later = {
      ...row,
      startDate: splitAt,
      paymentCount: row.paymentCount === null ? null : row.paymentCount - index,
      ...changes,
    };
    checkShape(later);
    await tx
      .update(billSchedules)
      .set({
        endDate: shiftDate(splitAt, -1),
        paymentCount: row.paymentCount === null ? null : index,
        updatedAt: sql`now()`,
      })
      .where(eq(billSchedules.id, row.id));
    // The earlier schedule kept no count and an end the day before: a count and an end together are
    // refused for input, but the stored split may hold both, which is harmless.
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = later;
    const [created] = await tx.insert(billSchedules).values(fields).returning();
    const patternKept =
      later.cadence === row.cadence &&
      later.dayRule === row.dayRule &&
      scheduleOf(later).startDate === splitAt;
    if (patternKept) {
      await tx.execute(sql`
        update ${billOccurrences} set schedule_id = ${created!.id}
        where ${billOccurrences.scheduleId} = ${row.id} and ${billOccurrences.scheduledDate} >= ${splitAt}`);
    } else {
      await tx
        .delete(billOccurrences)
        .where(
          and(eq(billOccurrences.scheduleId, row.id), gte(billOccurrences.scheduledDate, splitAt)),
        );
    }
    await rewriteNames(tx, userId, created!, oldName, monthOf(splitAt), today, [row.id]);
    const [view] = await viewsOf(tx, [created!], today);
    return view!;
  });
}

/** Rewrites the months of a bill's name, and of its old name when an edit renamed it. */
async function rewriteNames(
  db: Database,
  userId: string,
  row: ScheduleRow,
  oldName: string,
  fromMonth: MonthKey,
  today: string,
  formerScheduleIds: string[],
): Promise<void> {
  if (oldName.toLowerCase() !== row.name.toLowerCase()) {
    // The renamed months: their rows take the new name when the new name has none there yet.
    await db.execute(sql`
      update ${categories} set name = ${row.name}, updated_at = now()
      where ${categories.userId} = ${userId} and ${categories.type} = ${row.type}
        and ${categories.scheduleId} = ${row.id} and ${categories.month} >= ${fromMonth}
        and not exists (
          select 1 from ${categories} other
          where other.user_id = ${userId} and other.type = ${row.type}
            and lower(other.name) = lower(${row.name}) and other.month = ${categories.month})`);
    await db.execute(sql`
      update ${transactions} t set name = c.name
      from ${categories} c
      where t.category_id = c.id and c.schedule_id = ${row.id} and t.name <> c.name`);
    await writeBillMonths({
      db,
      userId,
      type: row.type,
      name: oldName,
      fromMonth,
      today,
      formerScheduleIds,
    });
  }
  await writeBillMonths({ db, userId, type: row.type, name: row.name, fromMonth, today });
}

/**
 * Deletes a bill: all of it, or 'this and later' from the occurrence scheduled on `from`. Months
 * whose row holds a payment keep it, still marked as the bill's (so it is not carried into later
 * months as a bill that never ended); the schedule stays, ended, while it has such months.
 */
export async function deleteBill(options: {
  db: Database;
  userId: string;
  id: string;
  from?: string | undefined;
  today: string;
}): Promise<BillDeleteResult> {
  const { userId, today } = options;
  return options.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `categories:${userId}`);
    const row = await lockSchedule(tx, userId, options.id);
    const cut =
      options.from !== undefined && options.from > row.startDate ? options.from : row.startDate;
    const index = indexOfScheduledDate(scheduleOf(row), cut);
    if (index === null) throw new AppError('VALIDATION', BILL_MESSAGES.occurrenceNotFound);
    const fromMonth = shiftMonth(monthOf(cut), -1);
    const before = await rowsOfSchedule(tx, row.id, fromMonth);
    await tx
      .update(billSchedules)
      .set({
        endDate: shiftDate(cut, -1),
        paymentCount: row.paymentCount === null || index === 0 ? null : index,
        updatedAt: sql`now()`,
      })
      .where(eq(billSchedules.id, row.id));
    await writeBillMonths({ db: tx, userId, type: row.type, name: row.name, fromMonth, today });
    const after = await rowsOfSchedule(tx, row.id, fromMonth);
    const left = new Set(after.map((r) => r.id));
    if (index === 0 && (await rowsOfSchedule(tx, row.id, '0000-01')).length === 0)
      await tx.delete(billSchedules).where(eq(billSchedules.id, row.id));
    // Months from the cut's on (a weekend rule may have put the month before's row in reach too).
    const reached = (r: { month: string }) => r.month >= monthOf(cut);
    return {
      removedMonths: before.filter((r) => reached(r) && !left.has(r.id)).map((r) => r.month),
      keptMonths: after.filter(reached).map((r) => r.month),
    };
  });
}

async function rowsOfSchedule(
  db: Database,
  scheduleId: string,
  fromMonth: MonthKey,
): Promise<Array<{ id: string; month: string }>> {
  return db
    .select({ id: categories.id, month: categories.month })
    .from(categories)
    .where(and(eq(categories.scheduleId, scheduleId), gte(categories.month, fromMonth)))
    .orderBy(asc(categories.month));
}

/** 'This one': one occurrence moved, given another amount, skipped or brought back. */
export async function changeOccurrence(options: {
  db: Database;
  userId: string;
  id: string;
  scheduledDate: string;
  change: { dueDate?: string | null; amount?: number | null; skipped?: boolean };
  today: string;
}): Promise<BillView> {
  const { userId, scheduledDate, change, today } = options;
  return options.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `categories:${userId}`);
    const row = await lockSchedule(tx, userId, options.id);
    if (indexOfScheduledDate(scheduleOf(row), scheduledDate) === null)
      throw new AppError('VALIDATION', BILL_MESSAGES.occurrenceNotFound);
    if (change.dueDate && Math.abs(daysBetween(scheduledDate, change.dueDate)) > MAX_MOVE_DAYS)
      throw new AppError('VALIDATION', BILL_MESSAGES.movedOutOfReach);
    const [existing] = await tx
      .select()
      .from(billOccurrences)
      .where(
        and(
          eq(billOccurrences.scheduleId, row.id),
          eq(billOccurrences.scheduledDate, scheduledDate),
        ),
      );
    const next = {
      skipped: change.skipped ?? existing?.skipped ?? false,
      dueDate: change.dueDate !== undefined ? change.dueDate : (existing?.dueDate ?? null),
      amount: change.amount !== undefined ? change.amount : (existing?.amount ?? null),
    };
    const months = [
      monthOf(scheduledDate),
      ...(existing?.dueDate ? [monthOf(existing.dueDate)] : []),
      ...(next.dueDate ? [monthOf(next.dueDate)] : []),
    ].sort();
    if (next.skipped && existing?.paymentId)
      throw new AppError('VALIDATION', BILL_MESSAGES.paidNotSkipped);
    if (!next.skipped && next.dueDate === null && next.amount === null && !existing?.paymentId) {
      await tx
        .delete(billOccurrences)
        .where(
          and(
            eq(billOccurrences.scheduleId, row.id),
            eq(billOccurrences.scheduledDate, scheduledDate),
          ),
        );
    } else {
      await tx
        .insert(billOccurrences)
        .values({ scheduleId: row.id, scheduledDate, ...next })
        .onConflictDoUpdate({
          target: [billOccurrences.scheduleId, billOccurrences.scheduledDate],
          set: { ...next, updatedAt: sql`now()` },
        });
    }
    await writeBillMonths({
      db: tx,
      userId,
      type: row.type,
      name: row.name,
      fromMonth: shiftMonth(months[0]!, -1),
      today,
    });
    const [view] = await viewsOf(tx, [row], today);
    return view!;
  });
}

/** A bill's category row as the due list reads it. */
export interface BillRow {
  id: string;
  name: string;
  type: string;
  month: string;
  goal: number;
  dueDate: string | null;
  isPaid: boolean;
  scheduleId: string | null;
}

export interface UserSchedules {
  schedules: ScheduleRow[];
  exceptions: Map<string, OccurrenceException[]>;
}

/** The user's schedules with their one-off changes, in one query (the dashboard reads it too). */
export async function loadSchedules(db: Database, userId: string): Promise<UserSchedules> {
  const rows = await db
    .select({
      schedule: billSchedules,
      exceptions: sql<OccurrenceException[]>`coalesce(json_agg(json_build_object(
        'scheduledDate', to_char(${billOccurrences.scheduledDate}, 'YYYY-MM-DD'),
        'skipped', ${billOccurrences.skipped},
        'dueDate', to_char(${billOccurrences.dueDate}, 'YYYY-MM-DD'),
        'amount', ${billOccurrences.amount},
        'paid', ${billOccurrences.paymentId} is not null
      )) filter (where ${billOccurrences.scheduleId} is not null), '[]'::json)`,
    })
    .from(billSchedules)
    .leftJoin(billOccurrences, eq(billOccurrences.scheduleId, billSchedules.id))
    .where(eq(billSchedules.userId, userId))
    .groupBy(billSchedules.id);
  return {
    schedules: rows.map((row) => row.schedule),
    exceptions: new Map(
      rows.map((row) => [
        row.schedule.id,
        row.exceptions.map((e) => ({ ...e, amount: e.amount === null ? null : Number(e.amount) })),
      ]),
    ),
  };
}

/**
 * What is due from `from` to `to`, from the user's schedules and the bill rows of those months:
 * every occurrence of a repeating bill (skipped ones marked; paid when its month's row is ticked or it
 * was ticked on its own) and
 * every bill entered for one month with a due date there.
 */
export function dueBillsOf(options: {
  loaded: UserSchedules;
  rows: readonly BillRow[];
  from: string;
  to: string;
}): UpcomingView {
  const { loaded, rows, from, to } = options;
  const { schedules, exceptions } = loaded;
  const rowOf = (scheduleIds: string[], month: string) =>
    rows.find(
      (r) => r.month === month && r.scheduleId !== null && scheduleIds.includes(r.scheduleId),
    );
  const bills: DueBillView[] = [];
  for (const schedule of schedules) {
    const sameName = schedules
      .filter(
        (s) => s.type === schedule.type && s.name.toLowerCase() === schedule.name.toLowerCase(),
      )
      .map((s) => s.id);
    for (const o of occurrencesBetween({
      schedule: scheduleOf(schedule),
      amount: amountOf(schedule),
      exceptions: exceptions.get(schedule.id) ?? [],
      from,
      to,
    })) {
      const row = rowOf(sameName, monthOf(o.dueDate));
      bills.push({
        billId: schedule.id,
        categoryId: row?.id ?? null,
        name: row?.name ?? schedule.name,
        type: schedule.type,
        dueDate: o.dueDate,
        scheduledDate: o.scheduledDate,
        amount: o.amount,
        // Paid when its month's row is ticked, or when it was ticked on its own.
        isPaid: (row?.isPaid ?? false) || o.paid,
        skipped: o.skipped,
      });
    }
  }
  for (const row of rows) {
    if (row.scheduleId !== null || row.dueDate === null) continue;
    if (row.dueDate < from || row.dueDate > to) continue;
    if (row.type !== 'savings' && row.type !== 'debt') continue;
    bills.push({
      billId: null,
      categoryId: row.id,
      name: row.name,
      type: row.type,
      dueDate: row.dueDate,
      scheduledDate: null,
      amount: row.goal,
      isPaid: row.isPaid,
      skipped: false,
    });
  }
  bills.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name));
  const totalDue = bills
    .filter((b) => !b.isPaid && !b.skipped)
    .reduce((sum, b) => sum + b.amount, 0);
  return { bills, totalDue };
}

/** What is due from `from` to `to` (GET /api/bills/upcoming, the reminders). */
export async function upcomingBills(options: {
  db: Database;
  userId: string;
  from: string;
  to: string;
}): Promise<UpcomingView> {
  const { db, userId, from, to } = options;
  if (daysBetween(from, to) + 1 > MAX_UPCOMING_DAYS)
    throw new AppError('VALIDATION', BILL_MESSAGES.upcomingRange);
  const loaded = await loadSchedules(db, userId);
  // A bill due in [from, to] has its row in the month of its due date.
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      type: categories.type,
      month: categories.month,
      goal: categories.goal,
      dueDate: categories.dueDate,
      isPaid: categories.isPaid,
      scheduleId: categories.scheduleId,
    })
    .from(categories)
    .where(
      and(
        eq(categories.userId, userId),
        inArray(categories.type, ['savings', 'debt']),
        gte(categories.month, monthOf(from)),
        lte(categories.month, monthOf(to)),
        isNotNull(categories.dueDate),
      ),
    );
  return dueBillsOf({ loaded, rows, from, to });
}

/**
 * The daily pass (src/server/jobs.ts): as the budget's last month moves on (a new year), every bill
 * that goes on gets its rows there. Months already written are left as they are.
 */
export async function extendBillMonths(options: { db: Database; now: Date }): Promise<number> {
  const { db } = options;
  const today = formatDateTextUtc(options.now);
  const horizon = horizonMonth(today);
  // Bills still going at the horizon whose rows stop short of it.
  const rows = await db
    .selectDistinct({
      userId: billSchedules.userId,
      type: billSchedules.type,
      name: billSchedules.name,
    })
    .from(billSchedules)
    .where(
      and(
        sql`(${billSchedules.endDate} is null or ${billSchedules.endDate} >= ${`${horizon}-01`}::date)`,
        sql`not exists (select 1 from ${categories} where ${categories.scheduleId} = ${billSchedules.id} and ${categories.month} >= ${horizon})`,
      ),
    );
  for (const group of rows) {
    await db.transaction(async (tx) => {
      await lockUntilCommit(tx, `categories:${group.userId}`);
      await writeBillMonths({
        db: tx,
        userId: group.userId,
        type: group.type,
        name: group.name,
        fromMonth: shiftMonth(`${horizon.slice(0, 4)}-01`, -1),
        today,
      });
    });
  }
  return rows.length;
}

/**
 * A repeating bill's row deleted from its month (the category delete): that month's occurrences are
 * skipped, so the bill goes on but this month's never comes back. Inside the caller's transaction.
 */
export async function skipBillMonth(options: {
  db: Database;
  userId: string;
  type: 'savings' | 'debt';
  name: string;
  month: MonthKey;
}): Promise<void> {
  const { db, userId, type, name, month } = options;
  const { schedules, exceptions } = await loadSchedules(db, userId);
  for (const schedule of schedules) {
    if (schedule.type !== type || schedule.name.toLowerCase() !== name.toLowerCase()) continue;
    const due = occurrencesInMonth({
      schedule: scheduleOf(schedule),
      amount: amountOf(schedule),
      exceptions: exceptions.get(schedule.id) ?? [],
      month,
    }).filter((o) => !o.skipped);
    if (due.length === 0) continue;
    await db
      .insert(billOccurrences)
      .values(
        due.map((o) => ({
          scheduleId: schedule.id,
          scheduledDate: o.scheduledDate,
          skipped: true,
        })),
      )
      .onConflictDoUpdate({
        target: [billOccurrences.scheduleId, billOccurrences.scheduledDate],
        set: { skipped: true, updatedAt: sql`now()` },
      });
  }
}

/** A bill's name deleted from every month (the category delete): its schedules go with it. */
export async function deleteBillsNamed(options: {
  db: Database;
  userId: string;
  type: 'savings' | 'debt';
  name: string;
}): Promise<void> {
  await options.db
    .delete(billSchedules)
    .where(
      and(
        eq(billSchedules.userId, options.userId),
        eq(billSchedules.type, options.type),
        sql`lower(${billSchedules.name}) = lower(${options.name})`,
      ),
    );
}
