import { describe, expect, it } from 'vitest';
import {
  isInAppYears,
  changeMonth,
  daysInMonth,
  formatDateText,
  formatDateTextUtc,
  formatLongDate,
  formatPeriod,
  formatMonthDay,
  formatShortDate,
  isMonthKey,
  MONTH_NAMES,
  monthKeyOf,
  monthKeyUtc,
  nextMonthStart,
  parsePeriod,
  sameDayInMonth,
  selectableYears,
  shiftDate,
  shiftMonth,
  todayLocalDate,
  weekdayOf,
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

describe('nextMonthStart', () => {
  it('agrees with shiftMonth for every month of a year', () => {
    for (let month = 1; month <= 12; month++) {
      const key = `2026-${String(month).padStart(2, '0')}`;
      expect(nextMonthStart(key)).toBe(`${shiftMonth(key, 1)}-01`);
    }
  });
});

describe('monthKeyUtc', () => {
  it('keys the month in UTC, not in local time', () => {
    expect(monthKeyUtc(new Date('2026-03-31T23:30:00-05:00'))).toBe('2026-04');
    expect(monthKeyUtc(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(monthKeyUtc(new Date('2026-01-01T00:30:00+01:00'))).toBe('2025-12');
  });
});

describe('formatDateText, formatDateTextUtc and todayLocalDate', () => {
  it('writes the local calendar day of a date', () => {
    expect(formatDateText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatDateText(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    expect(formatDateText(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
  });

  it('writes the UTC calendar day of a date', () => {
    expect(formatDateTextUtc(new Date('2026-03-31T23:30:00-05:00'))).toBe('2026-04-01');
    expect(formatDateTextUtc(new Date('2026-03-14T12:00:00Z'))).toBe('2026-03-14');
  });

  it("gives today's local day", () => {
    const before = formatDateText(new Date());
    const today = todayLocalDate();
    const after = formatDateText(new Date());
    expect([before, after]).toContain(today);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('shiftMonth', () => {
  it.each([
    ['2026-01', -1, '2025-12'],
    ['2025-12', 1, '2026-01'],
    ['2026-03', 0, '2026-03'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -15, '2024-12'],
    ['2026-11', 14, '2028-01'],
  ] as const)('moves %s by %i to %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('always gives a valid month key', () => {
    for (let delta = -30; delta <= 30; delta++) {
      expect(isMonthKey(shiftMonth('2026-06', delta))).toBe(true);
    }
  });
});

describe('changeMonth', () => {
  it('replaces the month or the year, or both', () => {
    expect(changeMonth('2026-03', { month: 11 })).toBe('2026-11');
    expect(changeMonth('2026-03', { year: 2017 })).toBe('2017-03');
    expect(changeMonth('2026-03', { month: 1, year: 2028 })).toBe('2028-01');
    expect(changeMonth('2026-03', {})).toBe('2026-03');
  });
});

describe('daysInMonth', () => {
  it.each([
    ['2026-01', 31],
    ['2026-02', 28],
    ['2024-02', 29],
    ['2000-02', 29],
    ['1900-02', 28],
    ['2026-04', 30],
    ['2026-12', 31],
  ] as const)('%s has %i days', (month, days) => {
    expect(daysInMonth(month)).toBe(days);
  });
});

describe('shiftDate', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-14', 0, '2026-03-14'],
    ['2026-03-30', -29, '2026-03-01'],
    ['2026-01-01', -365, '2025-01-01'],
  ] as const)('moves %s by %i days to %s', (date, days, expected) => {
    expect(shiftDate(date, days)).toBe(expected);
  });

  it('is not thrown by a daylight saving change (March 8, 2026 in the US)', () => {
    expect(shiftDate('2026-03-07', 1)).toBe('2026-03-08');
    expect(shiftDate('2026-03-08', 1)).toBe('2026-03-09');
  });
});

describe('weekdayOf', () => {
  it('counts from Sunday', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekdayOf('2026-04-01')).toBe(3);
    expect(weekdayOf('2026-08-01')).toBe(6);
  });
});

describe('formatLongDate', () => {
  it("writes a day as 'March 14, 2026'", () => {
    expect(formatLongDate('2026-03-14')).toBe('March 14, 2026');
    expect(formatLongDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
  });
});

describe('formatShortDate', () => {
  it.each([
    ['2026-03-14', 'Mar 14, 2026'],
    ['2026-01-01', 'Jan 1, 2026'],
    ['2025-12-31', 'Dec 31, 2025'],
    ['2026-09-05', 'Sep 5, 2026'],
  ])('writes %s as %s', (date, text) => {
    expect(formatShortDate(date)).toBe(text);
    expect(formatMonthDay(date)).toBe(text.replace(/, \d{4}$/, ''));
  });
});

describe('sameDayInMonth', () => {
  it.each([
    ['2026-01-15', '2026-03', '2026-03-15'],
    ['2026-01-31', '2026-02', '2026-02-28'],
    ['2024-01-31', '2024-02', '2024-02-29'],
    ['2026-03-31', '2026-04', '2026-04-30'],
    ['2026-02-28', '2026-03', '2026-03-28'],
    ['2026-12-31', '2027-01', '2027-01-31'],
  ])('moves %s into %s as %s', (date, month, expected) => {
    expect(sameDayInMonth(date, month)).toBe(expected);
  });
});

describe('isInAppYears', () => {
  const midYear = new Date(Date.UTC(2026, 5, 15));
  it.each([
    ['ten years back', '2016-01', true],
    ['two years ahead', '2028-12', true],
    ['eleven years back', '2015-12', false],
    ['three years ahead', '2029-01', false],
    ['year 0', '0000-01', false],
    ['year 9999', '9999-12', false],
    ['a date in range', '2026-03-14', true],
  ])('%s: %s', (_label, key, expected) => {
    expect(isInAppYears(key, midYear)).toBe(expected);
  });

  it('lets in next year-plus-two on the last day of a year (time zones ahead of UTC)', () => {
    const lastDay = new Date(Date.UTC(2026, 11, 31, 12));
    expect(isInAppYears('2029-01', lastDay)).toBe(true);
    expect(isInAppYears('2029-01', midYear)).toBe(false);
  });
});
