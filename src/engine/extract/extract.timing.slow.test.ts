// Timing properties of extraction: 1 MB inputs of pathological shapes finish, and time grows in
// proportion to the input. They read a clock, so they run in the slow project, one file at a time,
// after a warm-up, and compare the fastest of several runs, which a busy machine delays least.
import { beforeAll, describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';

function read(input: string): void {
  const result = extractTransactions(input);
  expect(Array.isArray(result.transactions)).toBe(true);
  expect(Number.isInteger(countTransactionLines(input))).toBe(true);
}

/** The fastest of `runs` readings of the input, in milliseconds. */
function fastestReading(input: string, runs: number): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    read(input);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

beforeAll(() => {
  // Compile the readers' code paths before anything is timed.
  read('03/14/2026 STARBUCKS -4.50\nDate,Description,Amount\n2026-03-14,"Coffee",-4.50\n');
  read('<STMTTRN><TRNAMT>-1.00<DTPOSTED>20260314</STMTTRN>');
});

describe('extraction time', () => {
  it('reads 1 MB inputs of pathological shapes in seconds, not minutes', () => {
    const megabyte = 1_000_000;
    for (const input of [
      '1'.repeat(megabyte),
      ','.repeat(megabyte),
      '"'.repeat(megabyte),
      '\t'.repeat(megabyte),
      '03/14 '.repeat(megabyte / 6),
      '<STMTTRN>'.repeat(megabyte / 9),
      `${'a'.repeat(megabyte - 5)}\n1.00`,
      '1 111 '.repeat(megabyte / 6),
      '1;2;'.repeat(megabyte / 4),
    ]) {
      // A quadratic reader takes hours on these; a linear one well under a second on a quiet machine,
      // and 9 inputs at this limit still end inside the project's 120 s timeout.
      const started = performance.now();
      read(input);
      expect(performance.now() - started).toBeLessThan(10_000);
    }
  });

  it('takes time in proportion to the input', () => {
    const shapes = [
      '03/14/2026 STARBUCKS -4.50\n',
      'Date,Description,Amount\n',
      '2026-03-14,"Coffee, cake",-4.50\n',
      '"\n',
      '<STMTTRN><TRNAMT>-1.00<DTPOSTED>20260314</STMTTRN>',
      '1 234 567 ',
      'a,"b\n',
    ];
    for (const shape of shapes) {
      const small = shape.repeat(Math.ceil(20_000 / shape.length));
      const large = small.repeat(8);
      const smallMs = Math.max(fastestReading(small, 5), 1);
      const largeMs = fastestReading(large, 3);
      // Linear would be 8x; allow generous noise, far below the 64x of quadratic.
      expect(largeMs).toBeLessThan(smallMs * 24 + 100);
    }
  });
});
