// The month calendar's arithmetic: the Sunday-to-Saturday grid of a month, day tints, the words a
// screen reader hears for a day, and where the arrow keys move. Dates are 'YYYY-MM-DD' text.
import {
  daysInMonth,
  formatLongDate,
  shiftDate,
  shiftMonth,
  weekdayOf,
  type MonthKey,
} from '#shared/period';

export interface DayMoney {
  moneyIn: number;
  moneyOut: number;
}

export type DayTone = 'positive' | 'negative' | 'neutral';

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

/** Green when more came in than went out, red when less, untinted when equal or empty. */
export function dayTone(money: DayMoney | undefined): DayTone {
  if (!money || money.moneyIn === money.moneyOut) return 'neutral';
  return money.moneyIn > money.moneyOut ? 'positive' : 'negative';
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

/** The same day of the month `delta` months away, kept within that month (Jan 31 + 1 is Feb 28). */
function shiftDateByMonths(date: string, delta: number): string {
  const month = shiftMonth(date.slice(0, 7), delta);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
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
      return shiftDateByMonths(date, -1);
    case 'PageDown':
      return shiftDateByMonths(date, 1);
    default:
      return null;
  }
}
