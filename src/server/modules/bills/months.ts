// A repeating bill's month rows (ADR 0031): every month a bill of one name falls in gets its
// category row (goal = what its occurrences there plan, due date = the first of them), written
// through the months the budget offers; a month it no longer falls in loses its row unless the row
// holds a payment. All schedules of one name and type count together, so a bill split by a
// 'this and later' edit is still one row a month.
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  occurrencesInMonth,
  type BillSchedule,
  type OccurrenceException,
  type ScheduledAmount,
} from '#shared/budget/schedule';
import { MAX_CATEGORIES_PER_MONTH, BUDGET_MESSAGES } from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import { YEARS_AHEAD, YEARS_BACK, shiftMonth, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { billOccurrences, billSchedules, categories, transactions } from '../../db/schema.ts';

export type ScheduleRow = typeof billSchedules.$inferSelect;

export function scheduleOf(row: ScheduleRow): BillSchedule {
  return {
    cadence: row.cadence,
    startDate: row.startDate,
    dayRule: row.dayRule,
    weekendRule: row.weekendRule,
    endDate: row.endDate,
    paymentCount: row.paymentCount,
  };
}

export function amountOf(row: ScheduleRow): ScheduledAmount {
  return { kind: row.amountKind, amount: row.amount, amountMax: row.amountMax };
}

/** The last month the budget offers: December, YEARS_AHEAD years on (period.ts). */
export function horizonMonth(today: string): MonthKey {
  return `${Number(today.slice(0, 4)) + YEARS_AHEAD}-12`;
}

function earliestMonth(today: string): MonthKey {
  return `${Number(today.slice(0, 4)) - YEARS_BACK}-01`;
}

/** The occurrences changed one at a time, per schedule. */
export async function exceptionsOf(
  db: Database,
  scheduleIds: readonly string[],
): Promise<Map<string, OccurrenceException[]>> {
  const byId = new Map<string, OccurrenceException[]>();
  if (scheduleIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(billOccurrences)
    .where(inArray(billOccurrences.scheduleId, [...scheduleIds]));
  for (const row of rows) {
    const list = byId.get(row.scheduleId) ?? [];
    list.push({
      scheduledDate: row.scheduledDate,
      skipped: row.skipped,
      dueDate: row.dueDate,
      amount: row.amount,
      paid: row.paymentId !== null,
    });
    byId.set(row.scheduleId, list);
  }
  return byId;
}

interface MonthPlan {
  goal: number;
  dueDate: string;
  scheduleId: string;
}

function monthsBetween(first: MonthKey, last: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let month = first; month <= last; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/**
 * Writes the month rows of the bills called `name` (of `type`) from `fromMonth` to the horizon.
 * Runs inside the caller's transaction, which holds the user's categories lock.
 */
export async function writeBillMonths(options: {
  db: Database;
  userId: string;
  type: 'savings' | 'debt';
  name: string;
  /** Rows of earlier months are left as they are (they are history). */
  fromMonth: MonthKey;
  today: string;
  /** Schedules of the name that were just deleted or renamed away: their rows are let go too. */
  formerScheduleIds?: readonly string[];
}): Promise<void> {
  const { db, userId, type, name, today } = options;
  const schedules = await db
    .select()
    .from(billSchedules)
    .where(
      and(
        eq(billSchedules.userId, userId),
        eq(billSchedules.type, type),
        sql`lower(${billSchedules.name}) = lower(${name})`,
      ),
    );
  const ids = [...schedules.map((s) => s.id), ...(options.formerScheduleIds ?? [])];
  const exceptions = await exceptionsOf(db, ids);
  const first = [options.fromMonth, earliestMonth(today)].sort().at(-1)!;
  const last = horizonMonth(today);
  if (first > last) return;

  const plans = new Map<MonthKey, MonthPlan>();
  for (const month of monthsBetween(first, last)) {
    for (const schedule of schedules) {
      if (schedule.startDate.slice(0, 7) > shiftMonth(month, 1)) continue;
      const due = occurrencesInMonth({
        schedule: scheduleOf(schedule),
        amount: amountOf(schedule),
        exceptions: exceptions.get(schedule.id) ?? [],
        month,
      }).filter((o) => !o.skipped);
      if (due.length === 0) continue;
      const plan = plans.get(month);
      const goal = due.reduce((sum, o) => sum + o.amount, 0);
      if (!plan) plans.set(month, { goal, dueDate: due[0]!.dueDate, scheduleId: schedule.id });
      else {
        plan.goal += goal;
        if (due[0]!.dueDate < plan.dueDate) {
          plan.dueDate = due[0]!.dueDate;
          plan.scheduleId = schedule.id;
        }
      }
    }
  }

  const rows = await db
    .select({
      id: categories.id,
      month: categories.month,
      goal: categories.goal,
      dueDate: categories.dueDate,
      isPaid: categories.isPaid,
      scheduleId: categories.scheduleId,
      hasTransactions: sql<boolean>`exists (select 1 from ${transactions} where ${transactions.categoryId} = ${categories.id})`,
    })
    .from(categories)
    .where(
      and(
        eq(categories.userId, userId),
        eq(categories.type, type),
        gte(categories.month, first),
        lte(categories.month, last),
        or(
          sql`lower(${categories.name}) = lower(${name})`,
          ids.length > 0 ? inArray(categories.scheduleId, ids) : undefined,
        ),
      ),
    );
  const rowByMonth = new Map<MonthKey, (typeof rows)[number]>();
  for (const row of rows) {
    // A row renamed for one month keeps its schedule: it, not a namesake, is the bill's row there.
    const current = rowByMonth.get(row.month);
    if (!current || (row.scheduleId !== null && ids.includes(row.scheduleId)))
      rowByMonth.set(row.month, row);
  }

  const inserts: Array<{ month: MonthKey } & MonthPlan> = [];
  for (const [month, plan] of plans) {
    const row = rowByMonth.get(month);
    if (!row) {
      inserts.push({ month, ...plan });
      continue;
    }
    // A month ticked paid is settled: its payment stands as it was recorded.
    if (row.isPaid) {
      if (row.scheduleId === null)
        await db
          .update(categories)
          .set({ scheduleId: plan.scheduleId })
          .where(eq(categories.id, row.id));
      continue;
    }
    if (
      row.goal !== plan.goal ||
      row.dueDate !== plan.dueDate ||
      row.scheduleId !== plan.scheduleId
    ) {
      await db
        .update(categories)
        .set({
          goal: plan.goal,
          dueDate: plan.dueDate,
          scheduleId: plan.scheduleId,
          updatedAt: sql`now()`,
        })
        .where(eq(categories.id, row.id));
    }
  }
  // Months the bill no longer falls in: their rows go unless they hold a payment.
  const gone = [...rowByMonth.values()].filter(
    (row) => !plans.has(row.month) && row.scheduleId !== null && ids.includes(row.scheduleId),
  );
  const removable = gone.filter((row) => !row.isPaid && !row.hasTransactions).map((row) => row.id);
  if (removable.length > 0) await db.delete(categories).where(inArray(categories.id, removable));
  const kept = gone
    .filter((row) => !removable.includes(row.id) && !row.isPaid)
    .map((row) => row.id);
  if (kept.length > 0)
    await db
      .update(categories)
      .set({ goal: 0, dueDate: null, updatedAt: sql`now()` })
      .where(inArray(categories.id, kept));

  if (inserts.length === 0) return;
  await checkCapacity(
    db,
    userId,
    inserts.map((row) => row.month),
  );
  await db.insert(categories).values(
    inserts.map((row) => ({
      userId,
      name: schedules.find((s) => s.id === row.scheduleId)!.name,
      type,
      month: row.month,
      goal: row.goal,
      actual: 0,
      dueDate: row.dueDate,
      isPaid: false,
      scheduleId: row.scheduleId,
    })),
  );
}

/** A month holds at most MAX_CATEGORIES_PER_MONTH rows; a bill that would pass it is refused. */
async function checkCapacity(db: Database, userId: string, months: MonthKey[]): Promise<void> {
  const full = await db
    .select({ month: categories.month })
    .from(categories)
    .where(and(eq(categories.userId, userId), inArray(categories.month, months)))
    .groupBy(categories.month)
    .having(sql`count(*) >= ${MAX_CATEGORIES_PER_MONTH}`);
  if (full.length > 0)
    throw new AppError('VALIDATION', BUDGET_MESSAGES.tooManyCategories(MAX_CATEGORIES_PER_MONTH));
}
