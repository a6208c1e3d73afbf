// Ticking one occurrence of a repeating bill paid (a weekly cleaner, a fortnightly loan): each tick is
// one payment of that occurrence's amount on its due day, recorded through the ledger like any
// transaction, so the budget, the history and the dashboard agree. Once every occurrence of the month
// is ticked the month's row is ticked too; unticking one of a month ticked as a whole keeps the
// others ticked, each as its own payment. A month with one occurrence keeps the row's own tick.
import { and, eq, sql } from 'drizzle-orm';
import {
  occurrencesBetween,
  occurrencesInMonth,
  type Occurrence,
  type OccurrenceException,
} from '#shared/budget/schedule';
import { BILL_MESSAGES, MAX_MOVE_DAYS, type BillView } from '#shared/contract/bills';
import { AppError } from '#shared/errors';
import { formatShortDate, shiftDate, type MonthKey } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { billOccurrences, categories } from '../../db/schema.ts';
import { updateCategoryRow } from '../ledger/ledger.ts';
import { createTransaction, deleteTransaction } from '../transactions/service.ts';
import { amountOf, scheduleOf, type ScheduleRow } from './months.ts';
import { lockSchedule, viewsOf } from './service.ts';

interface MonthState {
  row: { id: string; name: string; type: 'savings' | 'debt'; isPaid: boolean };
  /** The month's occurrences that are not skipped, with the payment each was ticked with. */
  due: Array<Occurrence & { paymentId: string | null }>;
}

/** A schedule's occurrences changed one at a time, and the payment each was ticked with, in one read. */
async function storedOccurrences(
  db: Database,
  scheduleId: string,
): Promise<{ exceptions: OccurrenceException[]; paymentOf: Map<string, string | null> }> {
  const rows = await db
    .select()
    .from(billOccurrences)
    .where(eq(billOccurrences.scheduleId, scheduleId));
  return {
    exceptions: rows.map((o) => ({
      scheduledDate: o.scheduledDate,
      skipped: o.skipped,
      dueDate: o.dueDate,
      amount: o.amount,
      paid: o.paymentId !== null,
    })),
    paymentOf: new Map(rows.map((o) => [o.scheduledDate, o.paymentId])),
  };
}

/** The month's row of a schedule and its occurrences due there, as stored now. */
async function monthState(
  db: Database,
  schedule: ScheduleRow,
  stored: Awaited<ReturnType<typeof storedOccurrences>>,
  month: MonthKey,
): Promise<MonthState> {
  const due = occurrencesInMonth({
    schedule: scheduleOf(schedule),
    amount: amountOf(schedule),
    exceptions: stored.exceptions,
    month,
  })
    .filter((o) => !o.skipped)
    .map((o) => ({ ...o, paymentId: stored.paymentOf.get(o.scheduledDate) ?? null }));
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      type: categories.type,
      isPaid: categories.isPaid,
    })
    .from(categories)
    .where(and(eq(categories.scheduleId, schedule.id), eq(categories.month, month)))
    .for('update');
  if (!row || (row.type !== 'savings' && row.type !== 'debt'))
    throw new AppError('VALIDATION', BILL_MESSAGES.occurrenceNotFound);
  return { row: { ...row, type: row.type }, due };
}

/** Records one occurrence's payment and links it to the occurrence. */
async function pay(
  db: Database,
  userId: string,
  schedule: ScheduleRow,
  row: MonthState['row'],
  occurrence: Occurrence,
): Promise<void> {
  if (occurrence.amount <= 0) throw new AppError('VALIDATION', BILL_MESSAGES.nothingToPay);
  const payment = await createTransaction({
    db,
    userId,
    input: {
      name: row.name,
      type: row.type,
      amount: occurrence.amount,
      date: occurrence.dueDate,
      note: `Ticked paid: due ${formatShortDate(occurrence.dueDate)}`,
    },
  });
  await db
    .insert(billOccurrences)
    .values({
      scheduleId: schedule.id,
      scheduledDate: occurrence.scheduledDate,
      paymentId: payment.id,
    })
    .onConflictDoUpdate({
      target: [billOccurrences.scheduleId, billOccurrences.scheduledDate],
      set: { paymentId: payment.id, updatedAt: sql`now()` },
    });
}

/** Ticks (or unticks) the occurrence scheduled on `scheduledDate` paid. */
export async function setOccurrencePaid(options: {
  db: Database;
  userId: string;
  id: string;
  scheduledDate: string;
  paid: boolean;
  today: string;
}): Promise<BillView> {
  const { userId, scheduledDate, paid, today } = options;
  return options.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `categories:${userId}`);
    const schedule = await lockSchedule(tx, userId, options.id);
    // Where the occurrence is due now (a weekend rule or a move may carry it into another month).
    const stored = await storedOccurrences(tx, schedule.id);
    const found = occurrencesBetween({
      schedule: scheduleOf(schedule),
      amount: amountOf(schedule),
      exceptions: stored.exceptions,
      from: shiftDate(scheduledDate, -MAX_MOVE_DAYS),
      to: shiftDate(scheduledDate, MAX_MOVE_DAYS),
    }).find((o) => o.scheduledDate === scheduledDate);
    if (!found) throw new AppError('VALIDATION', BILL_MESSAGES.occurrenceNotFound);
    if (found.skipped) throw new AppError('VALIDATION', BILL_MESSAGES.skippedNotPaid);
    const state = await monthState(tx, schedule, stored, found.dueDate.slice(0, 7));
    const occurrence = state.due.find((o) => o.scheduledDate === scheduledDate)!;
    const { row, due } = state;
    const isPaid = row.isPaid || occurrence.paymentId !== null;
    if (paid && !isPaid) {
      await pay(tx, userId, schedule, row, occurrence);
      const othersPaid = due.every(
        (o) => o.scheduledDate === scheduledDate || o.paymentId !== null,
      );
      if (othersPaid)
        await updateCategoryRow({ db: tx, userId, id: row.id, patch: { isPaid: true } });
    } else if (!paid && isPaid) {
      if (row.isPaid) {
        await updateCategoryRow({ db: tx, userId, id: row.id, patch: { isPaid: false } });
        // The month was ticked as a whole: the others stay ticked, each as its own payment.
        for (const other of due) {
          if (other.scheduledDate !== scheduledDate && other.paymentId === null)
            await pay(tx, userId, schedule, row, other);
        }
      }
      if (occurrence.paymentId !== null)
        await deleteTransaction({ db: tx, userId, id: occurrence.paymentId });
    }
    const [view] = await viewsOf(tx, [schedule], today);
    return view!;
  });
}
