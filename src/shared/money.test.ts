import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencySymbol,
  formatCents,
  isCurrencyCode,
  parseAmountToCents,
} from './money.ts';

describe('CURRENCIES', () => {
  it('are 15 distinct codes, each one Intl writes amounts in', () => {
    expect(new Set(CURRENCIES).size).toBe(15);
    for (const code of CURRENCIES) {
      expect(formatCents(1234_00, code), code).toMatch(/1,234/);
      expect(currencySymbol(code), code).not.toBe('');
    }
  });

  it('isCurrencyCode accepts exactly those codes', () => {
    for (const code of CURRENCIES) expect(isCurrencyCode(code)).toBe(true);
    for (const other of ['usd', 'XYZ', '', 'US D', 'SEK'])
      expect(isCurrencyCode(other)).toBe(false);
  });
});

describe('parseAmountToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['0.29', 29],
    ['1.15', 115],
    ['1,234.56', 123456],
    ['1,000,000', 100000000],
    ['.5', 50],
    ['5.', 500],
    ['  42.10  ', 4210],
    ['-3', -300],
    ['-.5', -50],
    ['0', 0],
    ['-0', 0],
    ['007.5', 750],
  ])('reads %j as %d cents', (input, cents) => {
    expect(parseAmountToCents(input)).toBe(cents);
  });

  it.each([
    ['1.005', 101],
    ['0.285', 29],
    ['2.675', 268],
    ['1.004', 100],
    ['1.0049', 100],
    ['-1.005', -101],
    ['0.125', 13],
  ])('rounds a third decimal half away from zero without float error: %j is %d', (input, cents) => {
    expect(parseAmountToCents(input)).toBe(cents);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['$12'],
    ['1e3'],
    ['Infinity'],
    ['NaN'],
    ['+5'],
    ['- 5'],
    ['1.2.3'],
    ['.'],
    ['-'],
    ['１２'],
    ['0x10'],
  ])('refuses %j', (input) => {
    expect(parseAmountToCents(input)).toBeNull();
  });

  it('refuses amounts too large to count exactly in cents', () => {
    expect(parseAmountToCents('99999999999999999')).toBeNull();
    expect(parseAmountToCents('90071992547409.91')).toBe(9007199254740991);
    expect(parseAmountToCents('90071992547409.92')).toBeNull();
  });
});

describe('formatCents', () => {
  it('uses en-US format with exactly two decimals, in dollars by default', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(100)).toBe('$1.00');
    expect(formatCents(-2550)).toBe('-$25.50');
    expect(formatCents(100000000)).toBe('$1,000,000.00');
  });

  it('shows the common symbols', () => {
    expect(formatCents(123456, 'EUR')).toBe('€1,234.56');
    expect(formatCents(123456, 'GBP')).toBe('£1,234.56');
    expect(formatCents(123456, 'CAD')).toBe('CA$1,234.56');
    expect(formatCents(123456, 'INR')).toBe('₹1,234.56');
  });

  it.each(CURRENCIES)('shows %s with exactly two decimals', (currency) => {
    expect(formatCents(123456, currency)).toMatch(/^\D*1,234\.56$/);
    expect(formatCents(7, currency)).toMatch(/^\D*0\.07$/);
    expect(formatCents(-100, currency)).toMatch(/^-\D*1\.00$/);
  });

  it('gives two decimals even for currencies that normally have none', () => {
    expect(formatCents(123400, 'JPY')).toBe('¥1,234.00');
    expect(formatCents(99, 'KRW')).toBe('₩0.99');
  });
});

describe('currencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['CAD', 'CA$'],
    ['AUD', 'A$'],
    ['NZD', 'NZ$'],
  ] as const)('%s is %s', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });

  it('is never empty', () => {
    for (const currency of CURRENCIES) expect(currencySymbol(currency).length).toBeGreaterThan(0);
  });
});
