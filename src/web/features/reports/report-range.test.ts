import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#shared/contract/reports';
import {
  historyLink,
  presetMonths,
  readReportMonths,
  reportMonthsParams,
  shortMonth,
} from './report-range.ts';

const read = (months: string | null, from: string | null = null, to: string | null = null) =>
  readReportMonths({ months, from, to }, '2026-12');

describe('the months a report covers', () => {
  it('are the last 6 to this one by default, or the preset the address names', () => {
    expect(read(null).range).toEqual({ from: '2026-07', to: '2026-12', preset: 6 });
    expect(read('24').range).toEqual({ from: '2025-01', to: '2026-12', preset: 24 });
    expect(read('7').range.preset).toBe(6);
    expect(presetMonths(3, '2026-02')).toEqual({ from: '2025-12', to: '2026-02', preset: 3 });
  });

  it('take a custom range of whole months, and say why one cannot be used', () => {
    expect(read(null, '2025-03', '2025-08')).toEqual({
      range: { from: '2025-03', to: '2025-08', preset: null },
      problem: null,
    });
    expect(read(null, '2026-08', '2026-03')).toMatchObject({
      range: { preset: 6 },
      problem: REPORT_MESSAGES.order,
    });
    expect(read(null, '2016-01', '2026-02').problem).toBe(REPORT_MESSAGES.tooLong);
    expect(read(null, 'soon', '2026-02').problem).toMatch(/month/);
  });

  it('are written back to the address either way', () => {
    expect(reportMonthsParams({ from: '2026-07', to: '2026-12', preset: 6 })).toEqual({
      months: '6',
    });
    expect(reportMonthsParams({ from: '2025-03', to: '2025-08', preset: null })).toEqual({
      from: '2025-03',
      to: '2025-08',
    });
  });
});

describe('drilling down', () => {
  it('links to Transaction History over the figure’s days, category and type', () => {
    expect(historyLink({ from: '2026-02', category: 'Dining Out', type: 'expense' })).toBe(
      '/transactions?from=2026-02-01&to=2026-02-28&category=Dining+Out&type=expense',
    );
    expect(historyLink({ from: '2026-01', to: '2026-03', type: 'income' })).toBe(
      '/transactions?from=2026-01-01&to=2026-03-31&type=income',
    );
    expect(shortMonth('2026-09')).toBe('Sep 2026');
  });
});
