// Repeating bills (issue 33): when a schedule falls due, as pure functions over 'YYYY-MM-DD' days.
// An occurrence has a scheduled date (where the cadence puts it) and a due date (after the weekend
// rule). Skips and one-off changes are keyed by the scheduled date, so they survive a change of the
// weekend rule and never drift when a due date moves off a Saturday.
import type { Cents } from '../money.ts';
import {
  daysBetween,
  daysInMonth,
  sameDayInMonth,
  shiftDate,
  shiftMonth,
  weekdayOf,
  type MonthKey,
} from '../period.ts';

export const BILL_CADENCES = [
  'weekly',
  'every_2_weeks',
  'every_4_weeks',
  'monthly',
  'quarterly',
  'yearly',
] as const;
export type BillCadence = (typeof BILL_CADENCES)[number];

/** Where in its month a monthly, quarterly or yearly bill falls. */
export const MONTH_DAY_RULES = ['day', 'last_day', 'last_working_day'] as const;
export type MonthDayRule = (typeof MONTH_DAY_RULES)[number];

/** What happens to a due date on a Saturday or Sunday: kept, or moved to the Friday before or Monday after. */
export const WEEKEND_RULES = ['keep', 'before', 'after'] as const;
export type WeekendRule = (typeof WEEKEND_RULES)[number];

/** How sure the expected amount is: exactly it, about it (a few percent either way), or a range. */
export const AMOUNT_KINDS = ['exact', 'about', 'range'] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

export const CADENCE_LABELS: Record<BillCadence, string> = {
  weekly: 'Weekly',
  every_2_weeks: 'Every 2 weeks',
  every_4_weeks: 'Every 4 weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export interface BillSchedule {
  cadence: BillCadence;
  /** The first scheduled date; its weekday or day of the month sets the pattern. */
  startDate: string;
  /** For monthly, quarterly and yearly bills; weekly ones ignore it. */
  dayRule: MonthDayRule;
  weekendRule: WeekendRule;
  /** No occurrence is scheduled after this day. */
  endDate: string | null;
  /** How many occurrences the schedule has in all (a skipped one counts). */
  paymentCount: number | null;
}

export interface ScheduledAmount {
  kind: AmountKind;
  /** The expected amount, or the range's least. */
  amount: Cents;
  /** The range's most; null unless the kind is 'range'. */
  amountMax: Cents | null;
}

/** A one-off change to one occurrence, keyed by its scheduled date. */
export interface OccurrenceException {
  scheduledDate: string;
  skipped: boolean;
  /** The occurrence moved to another day ('this one' edits), or null. */
  dueDate: string | null;
  amount: Cents | null;
  /** Ticked paid on its own (a bill due several times a month); absent means not. */
  paid?: boolean;
}

export interface Occurrence {
  /** 0 for the schedule's first. */
  index: number;
  scheduledDate: string;
  dueDate: string;
  skipped: boolean;
  /** Planned cents: the schedule's, or this occurrence's own. */
  amount: Cents;
  /** Ticked paid on its own. */
  paid: boolean;
}

const WEEKS: Partial<Record<BillCadence, number>> = {
  weekly: 1,
  every_2_weeks: 2,
  every_4_weeks: 4,
};
const MONTHS: Partial<Record<BillCadence, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

/** A weekly cadence's step in days, or null for one counted in months. */
export function cadenceDays(cadence: BillCadence): number | null {
  const weeks = WEEKS[cadence];
  return weeks === undefined ? null : weeks * 7;
}

/** A cadence's step in months, or null for one counted in weeks. */
export function cadenceMonths(cadence: BillCadence): number | null {
  return MONTHS[cadence] ?? null;
}

function isWeekend(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

/** The month's last Monday-to-Friday (public holidays are not known here). */
export function lastWorkingDay(month: MonthKey): string {
  let date = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  while (isWeekend(date)) date = shiftDate(date, -1);
  return date;
}

/** The due date a weekend rule gives a scheduled date. */
export function applyWeekendRule(date: string, rule: WeekendRule): string {
  if (rule === 'keep' || !isWeekend(date)) return date;
  const saturday = weekdayOf(date) === 6;
  if (rule === 'before') return shiftDate(date, saturday ? -1 : -2);
  return shiftDate(date, saturday ? 2 : 1);
}

/** The nth (from 0) scheduled date of a schedule, before the weekend rule and its end. */
export function scheduledDateAt(schedule: BillSchedule, index: number): string {
  const days = cadenceDays(schedule.cadence);
  if (days !== null) return shiftDate(schedule.startDate, index * days);
  const month = shiftMonth(
    schedule.startDate.slice(0, 7),
    index * cadenceMonths(schedule.cadence)!,
  );
  if (schedule.dayRule === 'last_day')
    return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  if (schedule.dayRule === 'last_working_day') return lastWorkingDay(month);
  return sameDayInMonth(schedule.startDate, month);
}

/** How many scheduled dates lie before `date`, roughly (never more than the true count). */
function firstIndexNear(schedule: BillSchedule, date: string): number {
  const days = cadenceDays(schedule.cadence);
  const span = daysBetween(schedule.startDate, date);
  if (span <= 0) return 0;
  if (days !== null) return Math.floor(span / days);
  const months =
    (Number(date.slice(0, 4)) - Number(schedule.startDate.slice(0, 4))) * 12 +
    (Number(date.slice(5, 7)) - Number(schedule.startDate.slice(5, 7)));
  return Math.max(0, Math.floor((months - 1) / cadenceMonths(schedule.cadence)!));
}

function isPastEnd(schedule: BillSchedule, index: number, scheduled: string): boolean {
  if (schedule.paymentCount !== null && index >= schedule.paymentCount) return true;
  return schedule.endDate !== null && scheduled > schedule.endDate;
}

/** The expected cents a budget plans for: the amount, or the most a range may cost. */
export function plannedAmount(amount: ScheduledAmount): Cents {
  return amount.kind === 'range' && amount.amountMax !== null ? amount.amountMax : amount.amount;
}

/**
 * The occurrences whose due date lies in [from, to] (inclusive days), by due date. Skipped ones are
 * included and marked, so a screen can offer to bring them back.
 */
export function occurrencesBetween(options: {
  schedule: BillSchedule;
  amount: ScheduledAmount;
  exceptions?: readonly OccurrenceException[];
  from: string;
  to: string;
}): Occurrence[] {
  const { schedule, from, to } = options;
  const byDate = new Map((options.exceptions ?? []).map((e) => [e.scheduledDate, e]));
  const planned = plannedAmount(options.amount);
  // A weekend rule moves a date by up to two days, and a 'this one' move by any number: look a
  // little either side of the window, and check every moved occurrence on its own.
  const widen = 3;
  const found: Occurrence[] = [];
  const consider = (index: number, scheduled: string) => {
    const exception = byDate.get(scheduled);
    const dueDate = exception?.dueDate ?? applyWeekendRule(scheduled, schedule.weekendRule);
    if (dueDate < from || dueDate > to) return;
    found.push({
      index,
      scheduledDate: scheduled,
      dueDate,
      skipped: exception?.skipped ?? false,
      amount: exception?.amount ?? planned,
      paid: exception?.paid ?? false,
    });
  };
  const seen = new Set<string>();
  for (let index = firstIndexNear(schedule, shiftDate(from, -widen)); ; index += 1) {
    const scheduled = scheduledDateAt(schedule, index);
    if (scheduled > shiftDate(to, widen) || isPastEnd(schedule, index, scheduled)) break;
    if (scheduled < schedule.startDate) continue;
    seen.add(scheduled);
    if (!byDate.get(scheduled)?.dueDate) consider(index, scheduled);
  }
  // Occurrences moved by hand are found by their own due date, wherever their scheduled date lies.
  for (const exception of byDate.values()) {
    if (!exception.dueDate) continue;
    const index = indexOfScheduledDate(schedule, exception.scheduledDate);
    if (index !== null) consider(index, exception.scheduledDate);
  }
  return found.sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.scheduledDate.localeCompare(b.scheduledDate),
  );
}

/** The index of a scheduled date in its schedule, or null when the schedule never falls on it. */
export function indexOfScheduledDate(schedule: BillSchedule, scheduled: string): number | null {
  if (scheduled < schedule.startDate) return null;
  for (let index = firstIndexNear(schedule, scheduled); ; index += 1) {
    const date = scheduledDateAt(schedule, index);
    if (date > scheduled) return null;
    if (date === scheduled) return isPastEnd(schedule, index, date) ? null : index;
  }
}

/** The occurrences due in one month. */
export function occurrencesInMonth(options: {
  schedule: BillSchedule;
  amount: ScheduledAmount;
  exceptions?: readonly OccurrenceException[];
  month: MonthKey;
}): Occurrence[] {
  const { month } = options;
  return occurrencesBetween({
    ...options,
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  });
}

/** The last scheduled date, or null when the schedule has no end. */
export function lastScheduledDate(schedule: BillSchedule): string | null {
  if (schedule.paymentCount !== null) {
    const last = scheduledDateAt(schedule, schedule.paymentCount - 1);
    return schedule.endDate !== null && last > schedule.endDate
      ? lastOnOrBefore(schedule, schedule.endDate)
      : last;
  }
  return schedule.endDate === null ? null : lastOnOrBefore(schedule, schedule.endDate);
}

function lastOnOrBefore(schedule: BillSchedule, date: string): string | null {
  let last: string | null = null;
  for (let index = Math.max(0, firstIndexNear(schedule, date) - 1); ; index += 1) {
    const scheduled = scheduledDateAt(schedule, index);
    if (scheduled > date) return last;
    if (scheduled >= schedule.startDate) last = scheduled;
  }
}

/** Roughly how many times a year a cadence falls: for monthly and yearly costs. */
export function timesPerYear(cadence: BillCadence): number {
  const days = cadenceDays(cadence);
  return days === null ? 12 / cadenceMonths(cadence)! : 365.25 / days;
}
