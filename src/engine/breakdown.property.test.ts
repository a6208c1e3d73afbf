// Properties the breakdown must keep for any input: it never throws, it accounts for every transaction
// exactly once, and its totals (in cents) add up to the cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateRecords,
  renderStatement,
  type StatementStyle,
} from '../../tests/support/statement-generator.ts';
import { analyzeBreakdown, summarizeAnalysis } from './breakdown.ts';
import type { BreakdownAnalysis } from './types.ts';
import { verifyAnalysis } from './verify.ts';

function expectTotalsAddUp(analysis: BreakdownAnalysis) {
  for (const tx of analysis.transactions) expect(Number.isSafeInteger(tx.amountCents)).toBe(true);
  const summary = summarizeAnalysis(analysis);
  let sum = 0;
  let count = 0;
  for (const group of summary.groups) {
    const inGroup = group.transactions.reduce((s, t) => s + Math.abs(t.amountCents), 0);
    expect(group.totalCents).toBe(inGroup);
    expect(group.transactions.every((t) => t.decision?.category === group.category)).toBe(true);
    sum += inGroup;
    count += group.transactions.length;
  }
  expect(summary.spentCents).toBe(sum);
  expect(summary.spentCount).toBe(count);
  expect(summary.moneyIn.totalCents).toBe(
    summary.moneyIn.transactions.reduce((s, t) => s + t.amountCents, 0),
  );
  expect(summary.moneyIn.transactions.every((t) => t.amountCents > 0 && !t.decision)).toBe(true);
  expect(count + summary.moneyIn.transactions.length).toBe(analysis.transactions.length);
  return summary;
}

describe('analyzeBreakdown on any input', () => {
  it('never throws on arbitrary text and keeps its totals consistent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (input) => {
        expectTotalsAddUp(analyzeBreakdown(input));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on binary junk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
        const input = String.fromCharCode(...bytes);
        expectTotalsAddUp(analyzeBreakdown(input));
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
        expectTotalsAddUp(analyzeBreakdown(tokens.join('')));
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
      expectTotalsAddUp(analyzeBreakdown(input));
    }
  });
});

describe('analyzeBreakdown on generated statements', () => {
  const style = fc.constantFrom<StatementStyle>('text', 'csv', 'csv-debit-credit');

  it('puts every transaction in exactly one place and proves the count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 1e6 }),
        style,
        (count, seed, s) => {
          const records = generateRecords({ count, seed });
          const analysis = analyzeBreakdown(renderStatement(records, s));
          const summary = expectTotalsAddUp(analysis);
          const verification = verifyAnalysis(analysis);
          const outflows = records.filter((r) => r.amountCents < 0);
          const inflows = records.filter((r) => r.amountCents > 0);

          expect(summary.spentCount).toBe(outflows.length);
          expect(summary.moneyIn.transactions).toHaveLength(inflows.length);
          expect(verification.unparsedLines).toEqual([]);
          expect(verification.isMatch).toBe(true);
          expect(verification.inputCount).toBe(records.length);
          expect(summary.spentCents).toBe(0 - outflows.reduce((s2, r) => s2 + r.amountCents, 0));
          expect(summary.moneyIn.totalCents).toBe(inflows.reduce((s2, r) => s2 + r.amountCents, 0));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lists a damaged line as unparsed instead of losing it, and says the counts differ', () => {
    const records = generateRecords({ count: 20, seed: 3, incomeShare: 0 });
    const lines = renderStatement(records, 'text').split('\n');
    lines[5] = lines[5]!.replace(/-\d+\.\d\d$/, '-4.5O'); // an OCR-style letter O in the amount
    const analysis = analyzeBreakdown(lines.join('\n'));
    const verification = verifyAnalysis(analysis);
    expect(summarizeAnalysis(analysis).spentCount + verification.unparsedLines.length).toBe(20);
    expect(verification.unparsedLines).toHaveLength(1);
    expect(verification.isMatch).toBe(false);
  });
});

describe('analyzeBreakdown dates', () => {
  it('gives pasted dates without a year the most recent year that is not in the future', () => {
    const analysis = analyzeBreakdown('12/30 STARBUCKS 4.50\n01/02 SHELL OIL 40.00', {
      today: '2027-01-05',
    });
    const dates = analysis.transactions.map((t) => t.date).sort();
    expect(dates).toEqual(['2026-12-30', '2027-01-02']);
  });
});
