// What the money calendar says about a day: its tint from the money in and out, and the words a screen
// reader hears for it.
import { formatLongDate } from '#shared/period';

export interface DayMoney {
  moneyIn: number;
  moneyOut: number;
}

export type DayTone = 'positive' | 'negative' | 'neutral';

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
  /** The names of the bills due that day, if any. */
  billsDue?: readonly string[] | undefined;
}): string {
  const { date, money, formatMoney, billsDue } = options;
  const parts = [formatLongDate(date)];
  if (money)
    parts.push(
      `money in ${formatMoney(money.moneyIn)}`,
      `money out ${formatMoney(money.moneyOut)}`,
    );
  if (billsDue && billsDue.length > 0) parts.push(`due: ${billsDue.join(', ')}`);
  return parts.join(', ');
}
