// Properties the breakdown must keep for any input: it never throws, it accounts for every transaction
// line exactly once, and its totals add up to the cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateRecords,
  renderStatement,
  type StatementStyle,
} from '../../tests/support/statement-generator.ts';
import { buildBreakdown } from './breakdown.ts';

const cents = (amount: number) => Math.round(amount * 100);

function expectTotalsAddUp(result: ReturnType<typeof buildBreakdown>) {
  let sum = 0;
  for (const category of result.categories) {
    const inCategory = category.transactions.reduce((s, t) => s + cents(t.amount), 0);
    expect(cents(category.total)).toBe(inCategory);
    sum += inCategory;
  }
  expect(cents(result.totalSpent)).toBe(sum);
  expect(result.totalTransactions).toBe(
    result.categories.reduce((n, c) => n + c.transactions.length, 0),
  );
  expect(cents(result.moneyIn.total)).toBe(
    result.moneyIn.transactions.reduce((s, t) => s + cents(t.amount), 0),
  );
}

describe('buildBreakdown on any input', () => {
  it('never throws on arbitrary text and keeps its totals consistent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (input) => {
        expectTotalsAddUp(buildBreakdown(input));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on binary junk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
        const input = String.fromCharCode(...bytes);
        expectTotalsAddUp(buildBreakdown(input));
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on lines that look almost like transactions', () => {
    const token = fc.constantFrom(
      '03/14',
      '2026-03-14',
      '14.03.2026',
      '4.50',
      '-1,234.56',
      '(12.00)',
      '1.234,56',
      'CR',
      'DR',
      'STARBUCKS',
      ',',
      ';',
      '\t',
      '"',
      '<STMTTRN>',
      '^',
      'D03/14/26',
      'T-4.50',
      '<Ntry>',
      ' ',
      '\n',
      '\r\n',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 300 }), (tokens) => {
        expectTotalsAddUp(buildBreakdown(tokens.join('')));
      }),
      { numRuns: 300 },
    );
  });

  it('finishes on 1 MB inputs of pathological shapes', () => {
    const megabyte = 1_000_000;
    for (const input of [
      '1'.repeat(megabyte),
      ','.repeat(megabyte),
      '"'.repeat(megabyte),
      '03/14 '.repeat(megabyte / 6),
      '<STMTTRN>'.repeat(megabyte / 9),
      'a'.repeat(megabyte - 1) + '\n1.00',
      '03/14/2026 STARBUCKS -4.50\n'.repeat(megabyte / 27),
    ]) {
      expectTotalsAddUp(buildBreakdown(input));
    }
  });
});

describe('buildBreakdown on generated statements', () => {
  const style = fc.constantFrom<StatementStyle>('text', 'csv', 'csv-debit-credit');

  it('puts every transaction in exactly one place and proves the count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 1e6 }),
        style,
        (count, seed, s) => {
          const records = generateRecords({ count, seed });
          const result = buildBreakdown(renderStatement(records, s));
          const outflows = records.filter((r) => r.amountCents < 0);
          const inflows = records.filter((r) => r.amountCents > 0);

          expect(result.totalTransactions).toBe(outflows.length);
          expect(result.moneyIn.transactions).toHaveLength(inflows.length);
          expect(result.verification.unparsedLines).toEqual([]);
          expect(result.verification.transactionCountMatch).toBe(true);
          expect(result.verification.inputTransactionCount).toBe(records.length);
          expect(cents(result.totalSpent)).toBe(
            0 - outflows.reduce((s2, r) => s2 + r.amountCents, 0),
          );
          expect(cents(result.moneyIn.total)).toBe(
            inflows.reduce((s2, r) => s2 + r.amountCents, 0),
          );
          expectTotalsAddUp(result);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lists a damaged line as unparsed instead of losing it, and says the counts differ', () => {
    const records = generateRecords({ count: 20, seed: 3, incomeShare: 0 });
    const lines = renderStatement(records, 'text').split('\n');
    lines[5] = lines[5]!.replace(/-\d+\.\d\d$/, '-4.5O'); // an OCR-style letter O in the amount
    const result = buildBreakdown(lines.join('\n'));
    expect(result.totalTransactions + result.verification.unparsedLines.length).toBe(20);
    expect(result.verification.unparsedLines).toHaveLength(1);
    expect(result.verification.transactionCountMatch).toBe(false);
  });
});

describe('buildBreakdown dates', () => {
  it('gives pasted dates without a year the most recent year that is not in the future', () => {
    const result = buildBreakdown('12/30 STARBUCKS 4.50\n01/02 SHELL OIL 40.00', {
      today: '2027-01-05',
    });
    const dates = result.categories.flatMap((c) => c.transactions.map((t) => t.date)).sort();
    expect(dates).toEqual(['2026-12-30', '2027-01-02']);
  });
});
