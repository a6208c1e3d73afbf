import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferDecimalStyle, parseAmount, signedCents, withoutMarkStop } from './amounts.ts';

const cents = (raw: string, style?: 'dot' | 'comma') => {
  const parsed = parseAmount(raw, style);
  return parsed ? signedCents(parsed, 'positive') : null;
};

describe('marks after a figure in German and Indian statements', () => {
  it("reads 'S' (Soll) and '(Dr)' as money out, 'H' (Haben) and '(Cr)' as money in", () => {
    expect(parseAmount('780,00 S', 'comma')).toMatchObject({ cents: 78000, sign: 'negative' });
    expect(parseAmount('120,00 H', 'comma')).toMatchObject({ cents: 12000, sign: 'positive' });
    expect(parseAmount('349.00 (Dr)', 'dot')).toMatchObject({ cents: 34900, sign: 'negative' });
    expect(parseAmount('1,05,430.00 (Cr)', 'dot')).toMatchObject({
      cents: 10543000,
      sign: 'positive',
    });
  });
});

describe('parseAmount', () => {
  it('reads a plain amount ("-40.97") on its shortcut exactly as the general path does', () => {
    // A leading space keeps the same text off the shortcut and on the general path.
    const plain = fc.stringMatching(/^[-+]?[0-9]{1,15}[.,][0-9]{2}$/);
    const style = fc.constantFrom<'dot' | 'comma' | 'unknown'>('dot', 'comma', 'unknown');
    fc.assert(
      fc.property(plain, style, (raw, s) => {
        expect(parseAmount(raw, s)).toStrictEqual(parseAmount(` ${raw}`, s));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['4.50', 450],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ["1'234.56", 123456],
    ['12.345.678,90', 1234567890],
    ['.23', 23],
    ['$.23', 23],
    ['-00000000001500.0000', -150000],
    ['+00000000000115.8331', 11583],
    ['8.85000', 885],
    ['0.005', 1],
  ])('reads %s as %i cents', (raw, expected) => {
    expect(cents(raw)).toBe(expected);
  });

  it.each([
    ['-4.50', -450],
    ['4.50-', -450],
    ['(85.00)', -8500],
    ['($85.00)', -8500],
    ['-$76.00', -7600],
    ['$-76.00', -7600],
    ['\u221212.00', -1200],
    ['45.00 DR', -4500],
    ['45.00DR', -4500],
    ['2,500.00 CR', 250000],
    ['CR$64.91', 6491],
    ['DR$12.00', -1200],
    ['+$327.49', 32749],
    ['+ £1,100.00', 110000],
  ])('reads the sign of %s', (raw, expected) => {
    expect(cents(raw)).toBe(expected);
  });

  it("reads India's lakh and crore grouping", () => {
    expect(cents('1,23,456.78')).toBe(12345678);
    expect(cents('12,34,56,789.00')).toBe(123456789_00);
    expect(cents('1,85,000.00')).toBe(185000_00);
  });

  it('tells an unsigned amount from a signed one', () => {
    expect(parseAmount('12.00')?.sign).toBe('none');
    expect(parseAmount('-12.00')?.sign).toBe('negative');
    expect(parseAmount('+12.00')?.sign).toBe('positive');
  });

  it('names the currency only when the symbol or code names one', () => {
    expect(parseAmount('€88.88')?.currency).toBe('EUR');
    expect(parseAmount('88,88 €')?.currency).toBe('EUR');
    expect(parseAmount('£1,183.23')?.currency).toBe('GBP');
    expect(parseAmount('EUR 1.234,56')?.currency).toBe('EUR');
    expect(parseAmount('1.234,56 EUR')?.currency).toBe('EUR');
    expect(parseAmount('CA$12.00')?.currency).toBe('CAD');
    expect(parseAmount('$12.00')?.currency).toBeUndefined();
    expect(parseAmount('$12.00')?.isMarked).toBe(true);
    expect(parseAmount('100 kr')?.currency).toBeUndefined();
  });

  it('leaves a lone separator before three digits to the file style', () => {
    expect(cents('1,234')).toBe(123400);
    expect(cents('1.234')).toBe(123400);
    expect(cents('1.234', 'dot')).toBe(123);
    expect(cents('1,234', 'comma')).toBe(123);
    expect(cents('1,234', 'dot')).toBe(123400);
  });

  it.each([
    [''],
    ['abc'],
    ['12.34.56,7,8'],
    ['1,23,45.00'],
    ['12,34,567,890.00'],
    ['99....!.99'],
    ['-12.00 CR'],
    ['(12.00'],
    ['--12'],
    ['12 34.56'],
    ['8.10 SGD @ .976500000000'],
    ['4514010000000000'],
    ['1'.repeat(200)],
    ['4.5O'],
  ])('refuses %j', (raw) => {
    expect(parseAmount(raw)).toBeNull();
  });
});

describe('inferDecimalStyle', () => {
  it('reads the style a file writes its cents in', () => {
    expect(inferDecimalStyle(['-18,00', '+120,00', '1.234,56'])).toBe('comma');
    expect(inferDecimalStyle(['-18.00', '1,234.56'])).toBe('dot');
    expect(inferDecimalStyle(['1,234', '2,000'])).toBe('unknown');
    expect(inferDecimalStyle(['12,50 EUR', '3,00 EUR'])).toBe('comma');
    // One separator twice groups thousands: it says nothing of decimals.
    expect(inferDecimalStyle(['2,000,000', '1,749,131', '23.17'])).toBe('dot');
    expect(inferDecimalStyle(['2.000.000', '1.749.131', '23,17'])).toBe('comma');
  });
});

describe('withoutMarkStop', () => {
  it("drops the full stop of a 'Cr.'/'Dr.' mark after a figure, and nothing else", () => {
    expect(withoutMarkStop('Balance 96,215.60 Cr.')).toBe('Balance 96,215.60 Cr');
    expect(withoutMarkStop('1,200.00Dr. 4.00 CR.')).toBe('1,200.00Dr 4.00 CR');
    expect(withoutMarkStop('Payment to Dr. Patel 40.00')).toBe('Payment to Dr. Patel 40.00');
  });
});
