// The bill dialog's 'Repeats' part (issue 33): its choices, their words, what it requires, and the
// schedule a save sends. The schedule rules themselves are src/shared/budget/schedule.ts.
import type { BillView, NewBillInput } from '#shared/contract/bills';
import {
  CADENCE_LABELS,
  cadenceMonths,
  type AmountKind,
  type BillCadence,
  type MonthDayRule,
  type WeekendRule,
} from '#shared/budget/schedule';
import { parseAmountToCents, type Cents } from '#shared/money';

export type RepeatChoice = 'none' | BillCadence;

export const REPEAT_OPTIONS: ReadonlyArray<[RepeatChoice, string]> = [
  ['none', 'Does not repeat'],
  ...(Object.entries(CADENCE_LABELS) as Array<[BillCadence, string]>),
];

export const DAY_RULE_OPTIONS: ReadonlyArray<[MonthDayRule, string]> = [
  ['day', 'On the due date’s day each time'],
  ['last_day', 'On the last day of the month'],
  ['last_working_day', 'On the last working day (Monday to Friday)'],
];

export const WEEKEND_OPTIONS: ReadonlyArray<[WeekendRule, string]> = [
  ['keep', 'Keep the date'],
  ['before', 'Move it to the Friday before'],
  ['after', 'Move it to the Monday after'],
];

export const AMOUNT_KIND_OPTIONS: ReadonlyArray<[AmountKind, string]> = [
  ['exact', 'Exactly this amount'],
  ['about', 'About this amount (it varies a little)'],
  ['range', 'A range (from this amount up to a most)'],
];

export type RepeatEnd = 'never' | 'date' | 'count';

export interface RepeatValues {
  repeats: RepeatChoice;
  dayRule: MonthDayRule;
  weekendRule: WeekendRule;
  ends: RepeatEnd;
  endDate: string;
  paymentCount: string;
  amountKind: AmountKind;
  /** A range's most, as typed. */
  amountMax: string;
}

export type RepeatErrors = Partial<
  Record<'dueDate' | 'endDate' | 'paymentCount' | 'amountMax', string>
>;

export const REPEAT_MESSAGES = {
  dueDateRequired: 'Choose the first due date of a bill that repeats',
  endDateRequired: 'Choose the last date',
  endBeforeStart: 'The end date must be on or after the first due date',
  countRequired: 'Enter how many payments, 1 or more',
  mostRequired: 'Enter the most this bill may cost',
  mostBelowLeast: 'The most must be at least the bill amount',
} as const;

const centsText = (cents: number) => (cents / 100).toFixed(2);

/** The part's starting values: the bill's own, or 'Does not repeat'. */
export function repeatValuesOf(bill: BillView | undefined): RepeatValues {
  if (!bill)
    return {
      repeats: 'none',
      dayRule: 'day',
      weekendRule: 'keep',
      ends: 'never',
      endDate: '',
      paymentCount: '',
      amountKind: 'exact',
      amountMax: '',
    };
  return {
    repeats: bill.cadence,
    dayRule: bill.dayRule,
    weekendRule: bill.weekendRule,
    ends: bill.endDate ? 'date' : bill.paymentCount ? 'count' : 'never',
    endDate: bill.endDate ?? '',
    paymentCount: bill.paymentCount ? String(bill.paymentCount) : '',
    amountKind: bill.amountKind,
    amountMax: bill.amountMax === null ? '' : centsText(bill.amountMax),
  };
}

/** Whether a cadence falls on a day of the month (monthly, quarterly, yearly) rather than a weekday. */
export function hasDayRule(choice: RepeatChoice): boolean {
  return choice !== 'none' && cadenceMonths(choice) !== null;
}

export function validateRepeat(options: {
  values: RepeatValues;
  dueDate: string;
  amount: Cents;
}): RepeatErrors {
  const { values, dueDate, amount } = options;
  const errors: RepeatErrors = {};
  if (values.repeats === 'none') return errors;
  if (!dueDate) errors.dueDate = REPEAT_MESSAGES.dueDateRequired;
  if (values.ends === 'date') {
    if (!values.endDate) errors.endDate = REPEAT_MESSAGES.endDateRequired;
    else if (dueDate && values.endDate < dueDate) errors.endDate = REPEAT_MESSAGES.endBeforeStart;
  }
  if (values.ends === 'count') {
    const count = Number(values.paymentCount);
    if (!Number.isInteger(count) || count < 1) errors.paymentCount = REPEAT_MESSAGES.countRequired;
  }
  if (values.amountKind === 'range') {
    const most = parseAmountToCents(values.amountMax);
    if (most === null) errors.amountMax = REPEAT_MESSAGES.mostRequired;
    else if (most < amount) errors.amountMax = REPEAT_MESSAGES.mostBelowLeast;
  }
  return errors;
}

/** The schedule a save sends (the repeats part of a new bill, or of a 'this and later' change). */
export function scheduleOfValues(
  values: RepeatValues,
  amount: Cents,
): Pick<
  Required<NewBillInput>,
  | 'cadence'
  | 'dayRule'
  | 'weekendRule'
  | 'endDate'
  | 'paymentCount'
  | 'amountKind'
  | 'amount'
  | 'amountMax'
> {
  if (values.repeats === 'none') throw new Error('A bill that does not repeat has no schedule');
  return {
    cadence: values.repeats,
    dayRule: hasDayRule(values.repeats) ? values.dayRule : 'day',
    weekendRule: values.weekendRule,
    endDate: values.ends === 'date' ? values.endDate : null,
    paymentCount: values.ends === 'count' ? Number(values.paymentCount) : null,
    amountKind: values.amountKind,
    amount,
    amountMax:
      values.amountKind === 'range' ? (parseAmountToCents(values.amountMax) ?? amount) : null,
  };
}

/** 'Monthly', 'Every 2 weeks': how a bill row says it repeats. */
export function cadenceLabel(cadence: BillCadence): string {
  return CADENCE_LABELS[cadence];
}
