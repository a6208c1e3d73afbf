// Repeating bills and what is due (issue 33): the API's inputs and answers. Money is integer cents,
// days 'YYYY-MM-DD'. The schedule rules themselves are in src/shared/budget/schedule.ts.
import { z } from 'zod';
import {
  AMOUNT_KINDS,
  BILL_CADENCES,
  MONTH_DAY_RULES,
  WEEKEND_RULES,
  type AmountKind,
  type BillSchedule,
} from '../budget/schedule.ts';
import { APP_YEARS_MESSAGE, isInAppYears } from '../period.ts';
import { calendarDate, MAX_AMOUNT_CENTS } from './budget.ts';
import { categoryNameField } from './text-fields.ts';

export const BILL_MESSAGES = {
  notFound: 'Bill not found',
  occurrenceNotFound: 'This bill is not due on that date',
  rangeNeedsMost: 'Enter the most this bill may cost',
  rangeOrder: 'The most must be at least the least',
  notARange: 'Only a range has a most amount',
  endBeforeStart: 'The end date must be on or after the first due date',
  endOrCount: 'Choose an end date or a number of payments, not both',
  movedOutOfReach: 'Move a payment by at most 31 days',
  seriesNotFound: 'That recurring charge is no longer found in your transactions',
  nameRequired: 'Please enter a name',
  upcomingRange: 'Choose a range of at most 366 days',
  paidNotSkipped: 'This payment is ticked paid: untick it before skipping it',
  skippedNotPaid: 'This payment is skipped: bring it back before ticking it paid',
  nothingToPay: 'This payment is for nothing: give it an amount before ticking it paid',
} as const;

/** Most payments a schedule may be limited to (a 30-year mortgage paid weekly is 1,565). */
export const MAX_PAYMENT_COUNT = 2_000;
/** Longest window GET /api/bills/upcoming answers for. */
export const MAX_UPCOMING_DAYS = 366;
/** How many days 'this one' may move an occurrence from where its schedule puts it. */
export const MAX_MOVE_DAYS = 31;
/** How far ahead the dashboard looks for bills due. */
export const UPCOMING_DAYS = 14;

const billDate = calendarDate.refine((date) => isInAppYears(date), APP_YEARS_MESSAGE);

const cents = z
  .number({ message: 'Amounts must be numbers of cents' })
  .int('Amounts must be whole numbers of cents')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT_CENTS, 'That amount is too large');

const schedulePart = {
  cadence: z.enum(BILL_CADENCES, {
    message: `cadence must be one of: ${BILL_CADENCES.join(', ')}`,
  }),
  dayRule: z.enum(MONTH_DAY_RULES, {
    message: `dayRule must be one of: ${MONTH_DAY_RULES.join(', ')}`,
  }),
  weekendRule: z.enum(WEEKEND_RULES, {
    message: `weekendRule must be one of: ${WEEKEND_RULES.join(', ')}`,
  }),
  endDate: billDate.nullable(),
  paymentCount: z
    .number({ message: 'paymentCount must be a number' })
    .int('paymentCount must be a whole number')
    .min(1, 'A bill that ends after a number of payments needs at least 1')
    .max(MAX_PAYMENT_COUNT, `At most ${MAX_PAYMENT_COUNT} payments`)
    .nullable(),
  amountKind: z.enum(AMOUNT_KINDS, {
    message: `amountKind must be one of: ${AMOUNT_KINDS.join(', ')}`,
  }),
  amount: cents,
  amountMax: cents.nullable(),
};

interface AmountShape {
  amountKind?: AmountKind | undefined;
  amount?: number | undefined;
  amountMax?: number | null | undefined;
}

/** A range needs its most, at least its least; nothing else has one. */
function checkAmounts(v: AmountShape, ctx: z.RefinementCtx): void {
  if (v.amountKind === 'range') {
    if (v.amountMax === undefined || v.amountMax === null)
      ctx.addIssue({ code: 'custom', message: BILL_MESSAGES.rangeNeedsMost, path: ['amountMax'] });
    else if (v.amount !== undefined && v.amountMax < v.amount)
      ctx.addIssue({ code: 'custom', message: BILL_MESSAGES.rangeOrder, path: ['amountMax'] });
  } else if (v.amountKind !== undefined && v.amountMax !== undefined && v.amountMax !== null) {
    ctx.addIssue({ code: 'custom', message: BILL_MESSAGES.notARange, path: ['amountMax'] });
  }
}

interface EndShape {
  startDate?: string | undefined;
  endDate?: string | null | undefined;
  paymentCount?: number | null | undefined;
}

function checkEnd(v: EndShape, ctx: z.RefinementCtx): void {
  if (v.endDate && v.paymentCount)
    ctx.addIssue({ code: 'custom', message: BILL_MESSAGES.endOrCount, path: ['paymentCount'] });
  if (v.endDate && v.startDate && v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', message: BILL_MESSAGES.endBeforeStart, path: ['endDate'] });
}

const billName = categoryNameField({
  type: 'name must be text',
  empty: BILL_MESSAGES.nameRequired,
});

export const newBillInput = z
  .object({
    name: billName,
    type: z.enum(['savings', 'debt'], {
      message: 'Only savings and debt entries (bills) can repeat',
    }),
    startDate: billDate,
    cadence: schedulePart.cadence,
    dayRule: schedulePart.dayRule.default('day'),
    weekendRule: schedulePart.weekendRule.default('keep'),
    endDate: schedulePart.endDate.default(null),
    paymentCount: schedulePart.paymentCount.default(null),
    amountKind: schedulePart.amountKind.default('exact'),
    amount: schedulePart.amount,
    amountMax: schedulePart.amountMax.default(null),
    /** The detected series it is made from (the Recurring screen). */
    seriesKey: z.string().min(1).max(300).optional(),
  })
  .strict()
  .superRefine(checkAmounts)
  .superRefine(checkEnd);
export type NewBillInput = z.input<typeof newBillInput>;

/**
 * 'This and later': the schedule from the occurrence `from` (its scheduled date) on. Without `from`,
 * the whole bill. A new `startDate` moves the pattern (a new day of the month, say).
 */
export const updateBillInput = z
  .object({
    name: billName.optional(),
    startDate: billDate.optional(),
    cadence: schedulePart.cadence.optional(),
    dayRule: schedulePart.dayRule.optional(),
    weekendRule: schedulePart.weekendRule.optional(),
    endDate: schedulePart.endDate.optional(),
    paymentCount: schedulePart.paymentCount.optional(),
    amountKind: schedulePart.amountKind.optional(),
    amount: schedulePart.amount.optional(),
    amountMax: schedulePart.amountMax.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateBillInput = z.input<typeof updateBillInput>;

/** The amounts and ends of a schedule as stored, checked together after an edit is applied. */
export const billShape = z
  .object({
    startDate: billDate,
    endDate: schedulePart.endDate,
    paymentCount: schedulePart.paymentCount,
    amountKind: schedulePart.amountKind,
    amount: schedulePart.amount,
    amountMax: schedulePart.amountMax,
  })
  .superRefine(checkAmounts)
  .superRefine(checkEnd);

export const billScopeQuery = z.object({
  /** The scheduled date of the first occurrence an edit or delete reaches ('this and later'). */
  from: billDate.optional(),
});

/** 'This one': an occurrence moved to another day or given another amount. */
export const updateOccurrenceInput = z
  .object({
    dueDate: billDate.nullable().optional(),
    amount: cents.nullable().optional(),
  })
  .strict()
  .refine((v) => v.dueDate !== undefined || v.amount !== undefined, {
    message: 'Nothing to update',
  });

export const occurrenceParams = z.object({ id: z.string(), date: billDate });

export const upcomingQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((q) => q.from <= q.to, 'from must not be after to');

/** A repeating bill: its schedule (the fields `schedule.ts` reads) and what it is. */
export interface BillView extends BillSchedule {
  id: string;
  name: string;
  type: 'savings' | 'debt';
  amountKind: AmountKind;
  amount: number;
  amountMax: number | null;
  seriesKey: string | null;
  /** The next occurrence due from today that is not skipped, or null when none is left. */
  nextDue: string | null;
  /** The last scheduled date, or null when it never ends. */
  lastDate: string | null;
}

/** One bill due: an occurrence of a repeating bill, or a bill entered for its month. */
export interface DueBillView {
  /** The repeating bill, or null for a bill entered for one month. */
  billId: string | null;
  /** The month's category row the payment is recorded against, or null before it has one. */
  categoryId: string | null;
  name: string;
  type: 'savings' | 'debt';
  dueDate: string;
  /** Where the cadence put it (the key of skips and moves); null for a one-month bill. */
  scheduledDate: string | null;
  amount: number;
  isPaid: boolean;
  skipped: boolean;
}

export interface UpcomingView {
  bills: DueBillView[];
  /** What the bills not paid or skipped come to, cents. */
  totalDue: number;
}

/** What deleting a repeating bill did to its months. */
export interface BillDeleteResult {
  /** Months whose row went (nothing had been paid or recorded there). */
  removedMonths: string[];
  /** Months whose row stayed because it holds payments. */
  keptMonths: string[];
}
