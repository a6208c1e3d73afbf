// Months are stored as sortable 'YYYY-MM' keys; the spec's 'Month Year' text is derived for display.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string): value is MonthKey {
  return MONTH_KEY.test(value);
}

/** The month key of a date, in local time of the given date object. */
export function monthKeyOf(date: Date): MonthKey {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The first day ('YYYY-MM-DD') of the month after `month`: the exclusive end of a month's dates. */
export function nextMonthStart(month: MonthKey): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** 'March 2025' for '2025-03'. */
export function formatPeriod(key: MonthKey): string {
  const match = MONTH_KEY.exec(key);
  if (!match) throw new Error(`Not a month key: ${key}`);
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

/** '2025-03' for 'March 2025'; null when the text is not a period. */
export function parsePeriod(text: string): MonthKey | null {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(text.trim());
  if (!match) return null;
  const index = MONTH_NAMES.findIndex((m) => m.toLowerCase() === match[1]!.toLowerCase());
  if (index < 0) return null;
  return `${match[2]}-${String(index + 1).padStart(2, '0')}`;
}

/** The year selector's range: current year +2 down to current year -10 (spec section 9). */
export function selectableYears(today: Date): number[] {
  const year = today.getFullYear();
  return Array.from({ length: 13 }, (_, i) => year + 2 - i);
}
