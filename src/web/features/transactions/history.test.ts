import { describe, expect, it } from 'vitest';
import {
  FILTER_MESSAGES,
  HISTORY_MESSAGES,
  NO_FILTERS,
  readHistoryFilters,
  categoryNames,
  emptyMessage,
  filterProblems,
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
  const month = { month: '2026-03', day: null };

  it('asks for the displayed month without a day, and for that day with one', () => {
    expect(historyQuery(month, '')).toEqual({ month: '2026-03' });
    expect(historyQuery({ month: '2026-03', day: '2026-03-14' }, '')).toEqual({
      from: '2026-03-14',
      to: '2026-03-14',
    });
  });

  it('searches all history with trimmed text, whatever the month or day on screen', () => {
    expect(historyQuery(month, '  groc ')).toEqual({ q: 'groc' });
    expect(historyQuery({ month: '2026-03', day: '2026-03-14' }, 'groc')).toEqual({ q: 'groc' });
    expect(historyQuery(month, '   ')).toEqual({ month: '2026-03' });
  });

  it('searches all history with filters alone, amounts in cents', () => {
    expect(
      historyQuery(month, '', {
        from: '2025-01-01',
        to: '2025-12-31',
        category: ' Insurance ',
        type: 'expense',
        minAmount: '$10',
        maxAmount: '1,200.5',
      }),
    ).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      category: 'Insurance',
      type: 'expense',
      minAmount: '1000',
      maxAmount: '120050',
    });
  });

  it('leaves out filters that are wrong, and says why', () => {
    const filters = { ...NO_FILTERS, from: '2026-05-01', to: '2026-04-01', minAmount: 'abc' };
    expect(historyQuery(month, 'x', filters)).toEqual({ q: 'x' });
    expect(filterProblems(filters)).toEqual({
      minAmount: FILTER_MESSAGES.amount,
      dateRange: FILTER_MESSAGES.dateRange,
    });
    const reversed = { ...NO_FILTERS, minAmount: '50', maxAmount: '5' };
    expect(filterProblems(reversed)).toEqual({ maxAmount: FILTER_MESSAGES.amountRange });
    expect(historyQuery(month, '', reversed)).toEqual({});
    expect(filterProblems({ ...NO_FILTERS, maxAmount: '-5' })).toEqual({
      maxAmount: FILTER_MESSAGES.amount,
    });
  });
});

describe('categoryNames', () => {
  it('lists each name once whatever its case, alphabetically', () => {
    expect(
      categoryNames([
        { name: 'Salary' },
        { name: 'groceries' },
        { name: 'Groceries' },
        { name: 'Car Loan' },
      ]),
    ).toEqual(['Car Loan', 'groceries', 'Salary']);
  });
});

describe('emptyMessage', () => {
  it('prefers the search message, then the date one, then the period one', () => {
    expect(emptyMessage({ isSearching: true, hasSelectedDay: true })).toBe(
      HISTORY_MESSAGES.noSearchMatch,
    );
    expect(emptyMessage({ isSearching: false, hasSelectedDay: true })).toBe(
      HISTORY_MESSAGES.noneOnDate,
    );
    expect(emptyMessage({ isSearching: false, hasSelectedDay: false })).toBe(
      HISTORY_MESSAGES.noneInPeriod,
    );
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

describe('filters a link asks for', () => {
  it('takes dates, a category and a type from a report’s drill-down, and leaves out what is not', () => {
    expect(
      readHistoryFilters({
        from: '2026-02-01',
        to: '2026-02-28',
        category: 'Dining Out',
        type: 'expense',
      }),
    ).toEqual({
      ...NO_FILTERS,
      from: '2026-02-01',
      to: '2026-02-28',
      category: 'Dining Out',
      type: 'expense',
    });
    expect(
      readHistoryFilters({ from: '2026-02-30', to: 'soon', category: null, type: 'gifts' }),
    ).toEqual(NO_FILTERS);
  });
});
