// The one home for dates and months. Months are sortable 'YYYY-MM' keys and days 'YYYY-MM-DD' text;
// the spec's 'Month Year' and 'March 14, 2026' are derived for display. Arithmetic on keys and day
// text runs in UTC, so it gives the same answer in every time zone; only the functions that read a
// Date say whether they take its local or its UTC calendar day.

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

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function isMonthKey(value: string): value is MonthKey {
  return MONTH_KEY.test(value);
}

/** The month key of a date, in local time of the given date object. */
export function monthKeyOf(date: Date): MonthKey {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/**
 * The month key of a date in UTC: the AI quota's month, which must not move with the server's time
 * zone.
 */
export function monthKeyUtc(date: Date): MonthKey {
  return date.toISOString().slice(0, 7);
}

/** 'YYYY-MM-DD' of a date's calendar day in local time (in the browser, the user's day). */
export function formatDateText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' of a date's calendar day in UTC. */
export function formatDateTextUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today as 'YYYY-MM-DD' in the local time zone: the day the user sees on their own calendar. */
export function todayLocalDate(): string {
  return formatDateText(new Date());
}

function splitMonth(month: MonthKey): [year: number, month: number] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return [year, m];
}

/** The month `delta` months away: shiftMonth('2026-01', -1) is '2025-12'. */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [year, m] = splitMonth(month);
  const index = year * 12 + (m - 1) + delta;
  const nextYear = Math.floor(index / 12);
  return `${String(nextYear).padStart(4, '0')}-${pad(index - nextYear * 12 + 1)}`;
}

/** The month key with its month (1-12) or its year replaced, as the month and year selectors do. */
export function changeMonth(
  month: MonthKey,
  change: { month?: number | undefined; year?: number | undefined },
): MonthKey {
  const [year, m] = splitMonth(month);
  return `${change.year ?? year}-${pad(change.month ?? m)}`;
}

/** How many days the month has: 29 for '2024-02'. */
export function daysInMonth(month: MonthKey): number {
  const [year, m] = splitMonth(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

function dateOfText(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The day `days` days away: shiftDate('2026-03-01', -1) is '2026-02-28'. */
export function shiftDate(date: string, days: number): string {
  const day = dateOfText(date);
  day.setUTCDate(day.getUTCDate() + days);
  return formatDateTextUtc(day);
}

/** Whole days from one 'YYYY-MM-DD' day to another: daysBetween('2026-03-01', '2026-03-03') is 2. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateOfText(to).getTime() - dateOfText(from).getTime()) / 86_400_000);
}

/** The day of the week of a 'YYYY-MM-DD' day, 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  return dateOfText(date).getUTCDay();
}

/** 'Mar 14' for '2026-03-14' (where the year goes without saying, as on a phone's narrow table). */
export function formatMonthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}`;
}

/** 'Mar 14, 2026' for '2026-03-14'. */
export function formatShortDate(date: string): string {
  return `${formatMonthDay(date)}, ${date.slice(0, 4)}`;
}

/**
 * The same day of the month ('YYYY-MM-DD') in `month`, or that month's last day when it is shorter:
 * the 31st moved to February is the 28th (29th in a leap year).
 */
export function sameDayInMonth(date: string, month: MonthKey): string {
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** 'March 14, 2026' for '2026-03-14'. */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/** The first day ('YYYY-MM-DD') of the month after `month`: the exclusive end of a month's dates. */
export function nextMonthStart(month: MonthKey): string {
  return `${shiftMonth(month, 1)}-01`;
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
  return `${match[2]}-${pad(index + 1)}`;
}

export const YEARS_AHEAD = 2;
export const YEARS_BACK = 10;

/** The year selector's range: current year +2 down to current year -10 (spec section 9). */
export function selectableYears(today: Date): number[] {
  const year = today.getFullYear();
  return Array.from({ length: YEARS_AHEAD + YEARS_BACK + 1 }, (_, i) => year + YEARS_AHEAD - i);
}

/**
 * Whether a month or date key ('2026-03', '2026-03-14') falls in a year the app offers. A day of
 * slack either side keeps a person whose time zone is already in next year (or still in last) in.
 */
export function isInAppYears(key: string, today: Date = new Date()): boolean {
  const year = Number(key.slice(0, 4));
  const current = today.getUTCFullYear();
  const dayOfYear = (today.getTime() - Date.UTC(current, 0, 1)) / 86_400_000;
  const latest = current + YEARS_AHEAD + (dayOfYear > 364 ? 1 : 0);
  const earliest = current - YEARS_BACK - (dayOfYear < 1 ? 1 : 0);
  return year >= earliest && year <= latest;
}

export const APP_YEARS_MESSAGE = `Choose a month from ${YEARS_BACK} years ago to ${YEARS_AHEAD} years ahead`;
