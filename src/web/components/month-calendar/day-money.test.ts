import { describe, expect, it } from 'vitest';
import { dayTone, describeDay } from './day-money.ts';

describe('dayTone', () => {
  it('is green when more came in, red when more went out, untinted otherwise', () => {
    expect(dayTone({ moneyIn: 500, moneyOut: 100 })).toBe('positive');
    expect(dayTone({ moneyIn: 100, moneyOut: 500 })).toBe('negative');
    expect(dayTone({ moneyIn: 0, moneyOut: 1 })).toBe('negative');
    expect(dayTone({ moneyIn: 300, moneyOut: 300 })).toBe('neutral');
    // A day with only savings has transactions but neither money in nor money out.
    expect(dayTone({ moneyIn: 0, moneyOut: 0 })).toBe('neutral');
    expect(dayTone(undefined)).toBe('neutral');
  });
});

describe('describeDay', () => {
  const formatMoney = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  it('names the day and its money in and out', () => {
    expect(
      describeDay({ date: '2026-03-14', money: { moneyIn: 1000, moneyOut: 450 }, formatMoney }),
    ).toBe('March 14, 2026, money in $10.00, money out $4.50');
  });

  it('names only the day when it has no transactions', () => {
    expect(describeDay({ date: '2026-03-04', money: undefined, formatMoney })).toBe(
      'March 4, 2026',
    );
  });

  it('names the bills due that day', () => {
    expect(
      describeDay({ date: '2026-03-31', money: undefined, formatMoney, billsDue: ['Rent', 'Gym'] }),
    ).toBe('March 31, 2026, due: Rent, Gym');
  });
});
