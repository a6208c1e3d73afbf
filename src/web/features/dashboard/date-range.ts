// The dashboard's date range (spec sections 2 and 9): the presets (last 30, 90 and 365 days up to
// today, 30 by default, and this and last calendar month, which match Your Budget's month), the
// two-click custom range (start then end, swapped when picked backwards), the period label, and how
// the address keeps the choice. Dates are 'YYYY-MM-DD' text.
import { isCalendarDate } from '#shared/contract/budget';
import { isWithinDashboardLimit } from '#shared/contract/dashboard';
import {
  daysBetween,
  daysInMonth,
  formatPeriod,
  formatShortDate,
  shiftDate,
  shiftMonth,
} from '#shared/period';

export const DAY_PRESETS = [30, 90, 365] as const;
export const MONTH_PRESETS = ['this-month', 'last-month'] as const;
export const RANGE_PRESETS = [...DAY_PRESETS, ...MONTH_PRESETS] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type MonthPreset = (typeof MONTH_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;

/** The presets' button words. */
export function presetLabel(preset: RangePreset): string {
  if (preset === 'this-month') return 'This month';
  if (preset === 'last-month') return 'Last month';
  return `Last ${preset} days`;
}

function isMonthPreset(value: unknown): value is MonthPreset {
  return (MONTH_PRESETS as readonly unknown[]).includes(value);
}

export interface DateRange {
  from: string;
  to: string;
}

/** A range as the page holds it: the dates, and the preset they came from (null for a custom one). */
export interface DashboardRange extends DateRange {
  preset: RangePreset | null;
}

/**
 * A preset's dates: the last `days` days up to and including today (today and the `days - 1` before
 * it), or a whole calendar month, this one or the one before, first to last day.
 */
export function presetRange(preset: RangePreset, today: string): DashboardRange {
  if (isMonthPreset(preset)) {
    const month = shiftMonth(today.slice(0, 7), preset === 'this-month' ? 0 : -1);
    return { from: `${month}-01`, to: `${month}-${daysInMonth(month)}`, preset };
  }
  return { from: shiftDate(today, -(preset - 1)), to: today, preset };
}

/** A range that is exactly one calendar month, as its month key; else null. */
export function wholeMonthOf(range: DateRange): string | null {
  const month = range.from.slice(0, 7);
  const isWhole = range.from === `${month}-01` && range.to === `${month}-${daysInMonth(month)}`;
  return isWhole ? month : null;
}

/** The period as a heading names it: 'November 2026' for a calendar month, else the two dates. */
export function formatPeriodHeading(range: DateRange): string {
  const month = wholeMonthOf(range);
  return month ? formatPeriod(month) : formatRangeLabel(range);
}

/** How many days a range covers, both ends included. */
export function rangeLength(range: DateRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** 'Mar 1, 2026 - Mar 30, 2026' (spec section 2's period label). */
export function formatRangeLabel(range: DateRange): string {
  return `${formatShortDate(range.from)} - ${formatShortDate(range.to)}`;
}

/** The two dates in order, earlier first. */
export function orderRange(a: string, b: string): DateRange {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/**
 * The custom range's two clicks. With no start picked, a click picks the start; with one, the click
 * ends the range (swapped when it is earlier than the start).
 */
export function pickRangeDay(
  start: string | null,
  date: string,
): { start: string; range: null } | { start: null; range: DateRange } {
  if (start === null) return { start: date, range: null };
  return { start: null, range: orderRange(start, date) };
}

/** The address's words for a range (?days=90, ?period=this-month, or ?from=&to=). */
export interface RangeQuery {
  days: string | null;
  period?: string | null;
  from: string | null;
  to: string | null;
}

/** Whether the address names a range at all (else the person's last choice, or the default, applies). */
export function hasRangeQuery(params: RangeQuery): boolean {
  return Boolean(params.days || params.period || params.from || params.to);
}

/** The range the address asks for (?days=90, ?period=last-month, or ?from=&to=), else the last 30 days. */
export function readRange(params: RangeQuery, today: string): DashboardRange {
  const days = Number(params.days);
  if ((DAY_PRESETS as readonly number[]).includes(days)) {
    return presetRange(days as RangePreset, today);
  }
  if (isMonthPreset(params.period)) return presetRange(params.period, today);
  const { from, to } = params;
  if (from && to && isCalendarDate(from) && isCalendarDate(to)) {
    const range = orderRange(from, to);
    if (isWithinDashboardLimit(range.from, range.to)) return { ...range, preset: null };
  }
  return presetRange(DEFAULT_PRESET, today);
}

/**
 * The address's query for a range: ?days= or ?period= for a preset, else ?from=&to=. The default is
 * named too, so that choosing it again is remembered over an earlier choice.
 */
export function rangeParams(range: DashboardRange): Record<string, string> {
  if (isMonthPreset(range.preset)) return { period: range.preset };
  if (range.preset !== null) return { days: String(range.preset) };
  return { from: range.from, to: range.to };
}

/** Each account's own last choice: two people sharing a browser each keep theirs. */
const storageKey = (accountId: string) => `pennyflow.dashboard-range.${accountId}`;

/** The browser's storage; reading it throws where storage is blocked, hence a function. */
type StorageOf<K extends keyof Storage> = () => Pick<Storage, K> | undefined;
const browserStorage = () => globalThis.localStorage;

/** The person's last choice of range, as its address query ('' when none or unreadable). */
export function readRememberedRange(
  accountId: string,
  storage: StorageOf<'getItem'> = browserStorage,
): string {
  try {
    return storage()?.getItem(storageKey(accountId)) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a choice for the next visit; a browser that refuses storage just forgets. */
export function rememberRange(
  accountId: string,
  params: Record<string, string>,
  storage: StorageOf<'setItem'> = browserStorage,
): void {
  try {
    storage()?.setItem(storageKey(accountId), new URLSearchParams(params).toString());
  } catch {
    // Private modes and blocked storage refuse: the default applies next time.
  }
}

/** Whether `date` lies in the range, both ends included. */
export function isInRange(date: string, range: DateRange): boolean {
  return date >= range.from && date <= range.to;
}
