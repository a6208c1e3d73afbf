import { describe, expect, it } from 'vitest';
import { dashboardQuery, DASHBOARD_MAX_DAYS } from '#shared/contract/dashboard';
import { shiftDate } from '#shared/period';
import {
  formatPeriodHeading,
  formatRangeLabel,
  hasRangeQuery,
  readRememberedRange,
  rememberRange,
  isInRange,
  pickRangeDay,
  presetRange,
  rangeLength,
  rangeParams,
  readRange,
} from './date-range.ts';

const today = '2026-03-15';

describe('presetRange', () => {
  it('covers the last 30, 90 and 365 days up to and including today', () => {
    expect(presetRange(30, today)).toEqual({ from: '2026-02-14', to: today, preset: 30 });
    expect(presetRange(90, today)).toEqual({ from: '2025-12-16', to: today, preset: 90 });
    expect(presetRange(365, today)).toEqual({ from: '2025-03-16', to: today, preset: 365 });
    for (const days of [30, 90, 365] as const)
      expect(rangeLength(presetRange(days, today))).toBe(days);
  });

  it('crosses a leap day and a year end', () => {
    expect(presetRange(30, '2024-03-01').from).toBe('2024-02-01');
    expect(presetRange(30, '2026-01-10').from).toBe('2025-12-12');
  });
});

describe('the month presets', () => {
  it('cover this or last calendar month, first to last day, as Your Budget does', () => {
    expect(presetRange('this-month', today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      preset: 'this-month',
    });
    expect(presetRange('last-month', today)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      preset: 'last-month',
    });
    expect(presetRange('last-month', '2026-01-09')).toMatchObject({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('name a whole month in the heading, any other range by its dates', () => {
    expect(formatPeriodHeading(presetRange('this-month', '2026-11-27'))).toBe('November 2026');
    expect(formatPeriodHeading({ from: '2026-08-30', to: '2026-11-27' })).toBe(
      'Aug 30, 2026 - Nov 27, 2026',
    );
  });

  it('round-trip through the address', () => {
    const none = { days: null, from: null, to: null };
    expect(rangeParams(presetRange('last-month', today))).toEqual({ period: 'last-month' });
    expect(readRange({ ...none, period: 'last-month' }, today)).toEqual(
      presetRange('last-month', today),
    );
    expect(readRange({ ...none, period: 'next-year' }, today)).toEqual(presetRange(30, today));
  });
});

describe('the remembered range', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  }

  it('is the last choice, read back as an address query', () => {
    const storage = memoryStorage();
    expect(readRememberedRange('ann', () => storage)).toBe('');
    rememberRange('ann', rangeParams(presetRange('this-month', today)), () => storage);
    // Another account on the same browser keeps its own (none yet).
    expect(readRememberedRange('bob', () => storage)).toBe('');
    const remembered = new URLSearchParams(readRememberedRange('ann', () => storage));
    const query = {
      days: remembered.get('days'),
      period: remembered.get('period'),
      from: remembered.get('from'),
      to: remembered.get('to'),
    };
    expect(hasRangeQuery(query)).toBe(true);
    expect(readRange(query, today)).toEqual(presetRange('this-month', today));
  });

  it('is forgotten quietly when the browser refuses storage, or blocks reaching it at all', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberRange('ann', { days: '90' }, () => refusing)).not.toThrow();
    expect(readRememberedRange('ann', () => refusing)).toBe('');
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => rememberRange('ann', { days: '90' }, blocked)).not.toThrow();
    expect(readRememberedRange('ann', blocked)).toBe('');
    expect(hasRangeQuery({ days: null, from: null, to: null })).toBe(false);
  });
});

describe('formatRangeLabel', () => {
  it("reads 'Mon D, YYYY - Mon D, YYYY'", () => {
    expect(formatRangeLabel({ from: '2026-02-14', to: '2026-03-15' })).toBe(
      'Feb 14, 2026 - Mar 15, 2026',
    );
    expect(formatRangeLabel({ from: '2025-12-01', to: '2025-12-01' })).toBe(
      'Dec 1, 2025 - Dec 1, 2025',
    );
  });
});

describe('pickRangeDay', () => {
  it('takes the first click as the start and the second as the end', () => {
    const first = pickRangeDay(null, '2026-03-02');
    expect(first).toEqual({ start: '2026-03-02', range: null });
    expect(pickRangeDay(first.start, '2026-03-20')).toEqual({
      start: null,
      range: { from: '2026-03-02', to: '2026-03-20' },
    });
  });

  it('swaps the two days when the end is picked before the start', () => {
    expect(pickRangeDay('2026-03-20', '2026-02-27')).toEqual({
      start: null,
      range: { from: '2026-02-27', to: '2026-03-20' },
    });
  });

  it('makes a one-day range when the same day is clicked twice', () => {
    expect(pickRangeDay('2026-03-05', '2026-03-05').range).toEqual({
      from: '2026-03-05',
      to: '2026-03-05',
    });
  });
});

describe('readRange and rangeParams', () => {
  const none = { days: null, from: null, to: null };

  it('defaults to the last 30 days, and round-trips presets and custom ranges', () => {
    expect(readRange(none, today)).toEqual(presetRange(30, today));
    expect(rangeParams(presetRange(30, today))).toEqual({ days: '30' });
    expect(rangeParams(presetRange(90, today))).toEqual({ days: '90' });
    expect(readRange({ ...none, days: '365' }, today)).toEqual(presetRange(365, today));
    const custom = { from: '2026-01-03', to: '2026-02-01', preset: null };
    expect(rangeParams(custom)).toEqual({ from: '2026-01-03', to: '2026-02-01' });
    expect(readRange({ days: null, from: '2026-01-03', to: '2026-02-01' }, today)).toEqual(custom);
  });

  it('orders a reversed address and falls back to the default on nonsense', () => {
    expect(readRange({ days: null, from: '2026-02-01', to: '2026-01-03' }, today)).toMatchObject({
      from: '2026-01-03',
      to: '2026-02-01',
    });
    expect(readRange({ ...none, days: '7' }, today)).toEqual(presetRange(30, today));
    expect(readRange({ days: null, from: '2026-02-30', to: today }, today)).toEqual(
      presetRange(30, today),
    );
    expect(readRange({ days: null, from: '1950-01-01', to: today }, today)).toEqual(
      presetRange(30, today),
    );
  });

  it('keeps an address range the server takes, and only that (one limit for both)', () => {
    const from = '2016-01-01';
    const longest = shiftDate(from, DASHBOARD_MAX_DAYS - 1);
    expect(readRange({ days: null, from, to: longest }, today)).toEqual({
      from,
      to: longest,
      preset: null,
    });
    expect(dashboardQuery.safeParse({ from, to: longest }).success).toBe(true);
    const oneMore = shiftDate(longest, 1);
    expect(readRange({ days: null, from, to: oneMore }, today)).toEqual(presetRange(30, today));
    expect(dashboardQuery.safeParse({ from, to: oneMore }).success).toBe(false);
  });
});

describe('isInRange', () => {
  it('includes both ends', () => {
    const range = { from: '2026-03-01', to: '2026-03-31' };
    expect(isInRange('2026-03-01', range)).toBe(true);
    expect(isInRange('2026-03-31', range)).toBe(true);
    expect(isInRange('2026-04-01', range)).toBe(false);
    expect(isInRange('2026-02-28', range)).toBe(false);
  });
});
