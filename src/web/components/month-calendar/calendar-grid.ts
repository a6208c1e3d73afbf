// The month calendar's arithmetic: the Sunday-to-Saturday grid of a month, day tints, the words a
// screen reader hears for a day, and where the arrow keys move. Dates are 'YYYY-MM-DD' text.
import {
  addDays,
  addMonths,
  endOfWeek,
  format,
  getDay,
  getDaysInMonth,
  parseISO,
  startOfWeek,
} from 'date-fns';
import type { MonthKey } from '#shared/period';

export interface DayMoney {
  moneyIn: number;
  moneyOut: number;
}

export type DayTone = 'positive' | 'negative' | 'neutral';

/** A date as 'YYYY-MM-DD' in the local time zone. */
export function toDateText(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The month's days in weeks of seven from Sunday; days of the neighbouring months are null. */
export function buildMonthGrid(month: MonthKey): Array<Array<string | null>> {
  const first = parseISO(`${month}-01`);
  const cells: Array<string | null> = Array.from({ length: getDay(first) }, () => null);
  for (let day = 1; day <= getDaysInMonth(first); day += 1) {
    cells.push(`${month}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The month `delta` months away: shiftMonth('2026-01', -1) is '2025-12'. */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  return format(addMonths(parseISO(`${month}-01`), delta), 'yyyy-MM');
}

/** Green when more came in than went out, red when less, untinted when equal or empty. */
export function dayTone(money: DayMoney | undefined): DayTone {
  if (!money || money.moneyIn === money.moneyOut) return 'neutral';
  return money.moneyIn > money.moneyOut ? 'positive' : 'negative';
}

/** 'March 14, 2026' for '2026-03-14'. */
export function formatLongDate(date: string): string {
  return format(parseISO(date), 'MMMM d, yyyy');
}

/** What a day's button says: 'March 14, 2026, money in $10.00, money out $4.50'. */
export function describeDay(options: {
  date: string;
  money: DayMoney | undefined;
  formatMoney: (cents: number) => string;
}): string {
  const { date, money, formatMoney } = options;
  const label = formatLongDate(date);
  if (!money) return label;
  return `${label}, money in ${formatMoney(money.moneyIn)}, money out ${formatMoney(money.moneyOut)}`;
}

/** Where a key moves the focused day (the ARIA date grid keys), or null for other keys. */
export function moveDate(date: string, key: string): string | null {
  const day = parseISO(date);
  switch (key) {
    case 'ArrowLeft':
      return toDateText(addDays(day, -1));
    case 'ArrowRight':
      return toDateText(addDays(day, 1));
    case 'ArrowUp':
      return toDateText(addDays(day, -7));
    case 'ArrowDown':
      return toDateText(addDays(day, 7));
    case 'Home':
      return toDateText(startOfWeek(day));
    case 'End':
      return toDateText(endOfWeek(day));
    case 'PageUp':
      return toDateText(addMonths(day, -1));
    case 'PageDown':
      return toDateText(addMonths(day, 1));
    default:
      return null;
  }
}
