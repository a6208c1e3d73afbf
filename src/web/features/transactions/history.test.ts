import { describe, expect, it } from 'vitest';
import {
  HISTORY_MESSAGES,
  emptyMessage,
  formatSignedAmount,
  historyQuery,
  readHistoryView,
  sumDays,
} from './history.ts';

describe('readHistoryView', () => {
  it('shows the current month by default', () => {
    expect(readHistoryView({ month: null, day: null }, '2026-03')).toEqual({
      month: '2026-03',
      day: null,
    });
  });

  it('takes a valid month and a day inside it', () => {
    expect(readHistoryView({ month: '2026-01', day: '2026-01-31' }, '2026-03')).toEqual({
      month: '2026-01',
      day: '2026-01-31',
    });
  });

  it("takes a day alone with its month, and drops a day outside the month or that isn't real", () => {
    expect(readHistoryView({ month: null, day: '2025-12-24' }, '2026-03')).toEqual({
      month: '2025-12',
      day: '2025-12-24',
    });
    expect(readHistoryView({ month: '2026-02', day: '2026-03-01' }, '2026-03')).toEqual({
      month: '2026-02',
      day: null,
    });
    expect(readHistoryView({ month: '2026-02', day: '2026-02-30' }, '2026-03').day).toBeNull();
    expect(readHistoryView({ month: '2026-13', day: null }, '2026-03').month).toBe('2026-03');
  });
});

describe('historyQuery', () => {
  it('asks for the displayed month without a day, and for that day with one', () => {
    expect(historyQuery({ month: '2026-03', day: null }, '')).toEqual({ month: '2026-03' });
    expect(historyQuery({ month: '2026-03', day: '2026-03-14' }, '')).toEqual({
      from: '2026-03-14',
      to: '2026-03-14',
    });
  });

  it('adds trimmed search text, and none when it is blank', () => {
    expect(historyQuery({ month: '2026-03', day: null }, '  groc ')).toEqual({
      month: '2026-03',
      q: 'groc',
    });
    expect(historyQuery({ month: '2026-03', day: null }, '   ')).toEqual({ month: '2026-03' });
  });
});

describe('emptyMessage', () => {
  it('prefers the search message, then the date one, then the period one', () => {
    expect(emptyMessage({ search: 'x', hasSelectedDay: true })).toBe(
      HISTORY_MESSAGES.noSearchMatch,
    );
    expect(emptyMessage({ search: ' ', hasSelectedDay: true })).toBe(HISTORY_MESSAGES.noneOnDate);
    expect(emptyMessage({ search: '', hasSelectedDay: false })).toBe(HISTORY_MESSAGES.noneInPeriod);
  });

  it("uses the spec's exact words", () => {
    expect(HISTORY_MESSAGES).toEqual({
      noSearchMatch: 'No transactions match your search.',
      noneOnDate: 'No transactions on this date.',
      noneInPeriod: 'No transactions found for the selected period.',
    });
  });
});

describe('formatSignedAmount', () => {
  it('signs money out (expense, savings, debt) minus and income plus, in the currency', () => {
    expect(formatSignedAmount({ type: 'expense', amount: 1250 }, 'USD')).toBe('-$12.50');
    expect(formatSignedAmount({ type: 'debt', amount: 100000 }, 'USD')).toBe('-$1,000.00');
    expect(formatSignedAmount({ type: 'income', amount: 123456 }, 'USD')).toBe('+$1,234.56');
    expect(formatSignedAmount({ type: 'savings', amount: 5 }, 'EUR')).toBe('-€0.05');
    expect(formatSignedAmount({ type: 'expense', amount: 1000 }, 'JPY')).toBe('-¥10.00');
  });
});

describe('sumDays', () => {
  it('adds money in and out', () => {
    expect(sumDays([])).toEqual({ moneyIn: 0, moneyOut: 0 });
    expect(
      sumDays([
        { moneyIn: 100, moneyOut: 50 },
        { moneyIn: 0, moneyOut: 25 },
      ]),
    ).toEqual({ moneyIn: 100, moneyOut: 75 });
  });
});
