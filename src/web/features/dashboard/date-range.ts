// The dashboard's date range (spec sections 2 and 9): the presets (last 30, 90 and 365 days up to
// today, 30 by default), the two-click custom range (start then end, swapped when picked backwards),
// the period label, and how the address keeps the choice. Dates are 'YYYY-MM-DD' text.
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { isCalendarDate } from '#shared/contract/budget';
import { DASHBOARD_MAX_DAYS } from '#shared/contract/dashboard';
import { formatShortDate, shiftDate } from '#shared/period';

export const RANGE_PRESETS = [30, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;

export interface DateRange {
  from: string;
  to: string;
}

/** A range as the page holds it: the dates, and the preset they came from (null for a custom one). */
export interface DashboardRange extends DateRange {
  preset: RangePreset | null;
}

/** The last `days` days up to and including today: today and the `days - 1` before it. */
export function presetRange(days: RangePreset, today: string): DashboardRange {
  return { from: shiftDate(today, -(days - 1)), to: today, preset: days };
}

/** How many days a range covers, both ends included. */
export function rangeLength(range: DateRange): number {
  return differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1;
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

/** The range the address asks for (?days=90, or ?from=&to=), else the last 30 days. */
export function readRange(
  params: { days: string | null; from: string | null; to: string | null },
  today: string,
): DashboardRange {
  const days = Number(params.days);
  if ((RANGE_PRESETS as readonly number[]).includes(days)) {
    return presetRange(days as RangePreset, today);
  }
  const { from, to } = params;
  if (from && to && isCalendarDate(from) && isCalendarDate(to)) {
    const range = orderRange(from, to);
    if (rangeLength(range) <= DASHBOARD_MAX_DAYS) return { ...range, preset: null };
  }
  return presetRange(DEFAULT_PRESET, today);
}

/** The address's query for a range: nothing for the default, ?days= for a preset, else ?from=&to=. */
export function rangeParams(range: DashboardRange): Record<string, string> {
  if (range.preset === DEFAULT_PRESET) return {};
  if (range.preset !== null) return { days: String(range.preset) };
  return { from: range.from, to: range.to };
}

/** Whether `date` lies in the range, both ends included. */
export function isInRange(date: string, range: DateRange): boolean {
  return date >= range.from && date <= range.to;
}
