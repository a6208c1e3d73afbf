import { describe, expect, it } from 'vitest';
import type { RecurringSeriesView } from '#shared/contract/recurring';
import { cadenceText, confidenceText, nextChargeText } from './series-words.ts';

const series = (more: Partial<RecurringSeriesView>): RecurringSeriesView => ({
  key: 'netflix|monthly',
  merchant: 'Netflix',
  cadence: 'monthly',
  typicalAmount: 1549,
  minAmount: 1549,
  maxAmount: 1549,
  count: 3,
  firstDate: '2026-08-14',
  lastDate: '2026-10-14',
  nextExpected: '2026-11-14',
  confidence: 0.9,
  monthlyCost: 1549,
  yearlyCost: 18_588,
  priceChange: null,
  stopped: false,
  billId: null,
  ...more,
});

describe('a series in words', () => {
  it('says its cadence and how sure it is', () => {
    expect(cadenceText(series({ cadence: 'every_2_weeks' }))).toBe('Every 2 weeks');
    expect(confidenceText(0.9)).toBe('High');
    expect(confidenceText(0.7)).toBe('Medium');
    expect(confidenceText(0.5)).toBe('Low');
  });

  it('says when the next charge is due, or that it seems to have stopped', () => {
    expect(nextChargeText(series({}))).toBe('Next expected Nov 14, 2026');
    expect(nextChargeText(series({ stopped: true }))).toBe(
      'Stopped? Expected Nov 14, 2026, not seen since Oct 14, 2026',
    );
  });
});
