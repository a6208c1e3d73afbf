import { describe, expect, it } from 'vitest';
import {
  describeReason,
  formatReportDate,
  formatReportMoney,
  formatShortReportDate,
} from './format.ts';

describe('the report in words', () => {
  it.each([
    ["brand: Domino's", 0.92, "Recognised as Domino's · 92% sure"],
    ["keyword: keyword 'cafe'", 0.85, "The name says 'cafe' · 85% sure"],
    ["keyword: keyword 'pfs' at Tesco", 0.9, "The name says 'pfs' at Tesco · 90% sure"],
    ['learned: your rule for joes diner', 0.97, 'You chose this before (joes diner) · 97% sure'],
    [
      'fallback: no brand or keyword matched',
      0.1,
      'Nothing in the name says what it is · 10% sure',
    ],
    [
      'brand: a bank: Absa (too unsure for Transfers)',
      0.3,
      'A payment through Absa (too unsure for Transfers) · 30% sure',
    ],
    ['mcc: MCC 5812', 0.85, 'Its merchant category (5812) · 85% sure'],
  ])('%s', (reason, confidence, words) => {
    expect(describeReason({ reason, confidence })).toBe(words);
  });

  it('says when the person moved it, and when there is no reason', () => {
    expect(describeReason({ reason: 'moved by you', confidence: null })).toBe('You put it here');
    expect(describeReason({ reason: null, confidence: null })).toBe('No reason given');
  });

  it("writes amounts in the statement's currency and dates in full, N/A without one", () => {
    expect(formatReportMoney(123456, 'GBP')).toBe('£1,234.56');
    expect(formatReportMoney(500, 'PLN')).toMatch(/^PLN\s5\.00$/);
    expect(formatReportDate('2024-03-02')).toBe('Mar 2, 2024');
    expect(formatReportDate(null)).toBe('N/A');
    expect(formatShortReportDate('2024-03-02')).toBe('Mar 2');
    expect(formatShortReportDate(null)).toBe('N/A');
  });
});
