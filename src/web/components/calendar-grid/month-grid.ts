// The arithmetic of the one calendar grid every calendar in the app is drawn with: the Sunday-to-
// Saturday weeks of a month, the weekday names, which day holds the tab stop, and where the ARIA
// date grid keys move. Dates are 'YYYY-MM-DD' text.
import {
  daysInMonth,
  sameDayInMonth,
  shiftDate,
  shiftMonth,
  weekdayOf,
  type MonthKey,
} from '#shared/period';

/** The column heads, Sunday first (spec: 'Sun to Sat'): what shows, and what a screen reader says. */
export const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

/** The month's days in weeks of seven from Sunday; days of the neighbouring months are null. */
export function buildMonthGrid(month: MonthKey): Array<Array<string | null>> {
  const cells: Array<string | null> = Array.from({ length: weekdayOf(`${month}-01`) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) {
    cells.push(`${month}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Whether a 'YYYY-MM-DD' day (or nothing) falls in the month. */
export function isInMonth(date: string | null, month: MonthKey): boolean {
  return Boolean(date?.startsWith(`${month}-`));
}

/**
 * The one day in the tab order: the day last focused when it is on show, else the first of the
 * caller's candidates (the selected day, today ...) in the month, else the 1st.
 */
export function pickTabStop(options: {
  month: MonthKey;
  focusDate: string | null;
  candidates: ReadonlyArray<string | null>;
}): string {
  const { month, focusDate, candidates } = options;
  if (focusDate && isInMonth(focusDate, month)) return focusDate;
  return candidates.find((date): date is string => isInMonth(date, month)) ?? `${month}-01`;
}

/** Where a key moves the focused day (the ARIA date grid keys), or null for other keys. */
export function moveDate(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftDate(date, -1);
    case 'ArrowRight':
      return shiftDate(date, 1);
    case 'ArrowUp':
      return shiftDate(date, -7);
    case 'ArrowDown':
      return shiftDate(date, 7);
    case 'Home':
      return shiftDate(date, -weekdayOf(date));
    case 'End':
      return shiftDate(date, 6 - weekdayOf(date));
    case 'PageUp':
      return sameDayInMonth(date, shiftMonth(date.slice(0, 7), -1));
    case 'PageDown':
      return sameDayInMonth(date, shiftMonth(date.slice(0, 7), 1));
    default:
      return null;
  }
}
