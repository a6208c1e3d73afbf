import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  isMonthKey,
  MONTH_NAMES,
  monthKeyOf,
  nextMonthStart,
  parsePeriod,
  selectableYears,
} from './period.ts';

describe('isMonthKey', () => {
  it.each(['2026-01', '2026-09', '2026-10', '2026-12', '1999-06', '0001-01'])(
    'accepts %s',
    (key) => {
      expect(isMonthKey(key)).toBe(true);
    },
  );

  it.each([
    '2026-00',
    '2026-13',
    '2026-1',
    '26-01',
    '2026/01',
    '2026-01-01',
    ' 2026-01',
    '2026-01 ',
    'March 2026',
    '',
  ])('refuses %j', (key) => {
    expect(isMonthKey(key)).toBe(false);
  });
});

describe('monthKeyOf', () => {
  it('is the month of the date in local time', () => {
    expect(monthKeyOf(new Date(2026, 0, 1))).toBe('2026-01');
    expect(monthKeyOf(new Date(2026, 0, 31, 23, 59, 59))).toBe('2026-01');
    expect(monthKeyOf(new Date(2025, 11, 15))).toBe('2025-12');
    expect(monthKeyOf(new Date(2024, 1, 29))).toBe('2024-02');
  });

  it('always gives a valid month key', () => {
    for (let month = 0; month < 12; month++) {
      expect(isMonthKey(monthKeyOf(new Date(2026, month, 10)))).toBe(true);
    }
  });
});

describe('formatPeriod and parsePeriod', () => {
  it("show a key as the spec's 'Month Year' text", () => {
    expect(formatPeriod('2025-03')).toBe('March 2025');
    expect(formatPeriod('2026-12')).toBe('December 2026');
    expect(formatPeriod('2026-01')).toBe('January 2026');
  });

  it('round-trip every month', () => {
    MONTH_NAMES.forEach((name, index) => {
      const key = `2026-${String(index + 1).padStart(2, '0')}`;
      expect(formatPeriod(key)).toBe(`${name} 2026`);
      expect(parsePeriod(formatPeriod(key))).toBe(key);
    });
  });

  it('formatPeriod throws on something that is not a month key', () => {
    expect(() => formatPeriod('2026-13')).toThrow('Not a month key: 2026-13');
    expect(() => formatPeriod('March 2025')).toThrow();
  });

  it('parsePeriod ignores case and surrounding spaces', () => {
    expect(parsePeriod('march 2025')).toBe('2025-03');
    expect(parsePeriod('  SEPTEMBER 2024 ')).toBe('2024-09');
  });

  it.each(['Smarch 2025', 'Mar 2025', 'March', '2025', 'March 25', '2025-03', 'March  2025', ''])(
    'parsePeriod gives null for %j',
    (text) => {
      expect(parsePeriod(text)).toBeNull();
    },
  );
});

describe('selectableYears', () => {
  it('runs from the current year +2 down to the current year -10', () => {
    const years = selectableYears(new Date(2026, 5, 15));
    expect(years).toHaveLength(13);
    expect(years[0]).toBe(2028);
    expect(years.at(-1)).toBe(2016);
    expect(years).toContain(2026);
    for (let i = 1; i < years.length; i++) expect(years[i]).toBe(years[i - 1]! - 1);
  });
});

describe('nextMonthStart', () => {
  it.each([
    ['2026-03', '2026-04-01'],
    ['2026-09', '2026-10-01'],
    ['2026-12', '2027-01-01'],
  ])('is the first day after %s', (month, expected) => {
    expect(nextMonthStart(month)).toBe(expected);
  });
});
