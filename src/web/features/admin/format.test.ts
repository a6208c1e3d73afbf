import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDay,
  formatGrowth,
  formatInstant,
  formatMonth,
  formatRate,
  formatUsd,
} from './format.ts';

describe('admin figures as text', () => {
  it('writes counts, dollars and rates', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatUsd(2267)).toBe('$22.67');
    expect(formatRate(66.7)).toBe('66.7%');
    expect(formatRate(null)).toBe('—');
  });

  it('signs growth and says when there is nothing to compare with', () => {
    expect(formatGrowth(200)).toBe('+200.0%');
    expect(formatGrowth(-50)).toBe('-50.0%');
    expect(formatGrowth(0)).toBe('0.0%');
    expect(formatGrowth(null)).toBe('—');
  });

  it('writes UTC days, instants and months', () => {
    expect(formatDay('2026-06-17T23:30:00.000Z')).toBe('Jun 17, 2026');
    expect(formatDay('2026-06-01')).toBe('Jun 1, 2026');
    expect(formatInstant('2026-06-17T08:05:00.000Z')).toBe('Jun 17, 2026, 08:05 UTC');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
  });
});
