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
}): string {
  const { date, money, formatMoney } = options;
  const label = formatLongDate(date);
  if (!money) return label;
  return `${label}, money in ${formatMoney(money.moneyIn)}, money out ${formatMoney(money.moneyOut)}`;
}
