// Every statement layout we wrote reads exactly: each transaction on its date, to the cent, the right
// way round, nothing extra, the independent count agreeing, and the printed balances read as printed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareLayoutCase, hasPrintedName, type LayoutExpectation } from './eval-layouts.ts';

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../tests/fixtures/statement-layouts',
);
const names = readdirSync(dir)
  .filter((file) => file.endsWith('.expected.json'))
  .map((file) => file.slice(0, -'.expected.json'.length))
  .sort();

describe('statement layouts', () => {
  it('has the layouts to read', () => {
    expect(names.length).toBeGreaterThanOrEqual(43);
  });

  it("names nearly every row as the statement prints it (a payee's column, the words after a row)", () => {
    let right = 0;
    let named = 0;
    for (const name of names) {
      const result = compareLayoutCase({
        name,
        text: readFileSync(path.join(dir, `${name}.txt`), 'utf8'),
        expected: JSON.parse(
          readFileSync(path.join(dir, `${name}.expected.json`), 'utf8'),
        ) as LayoutExpectation,
      });
      right += result.right;
      named += result.named;
    }
    // 2785 of 2801 when measured (2026-12-07): the rest are OCR misreadings and an app's lines.
    expect(named / right).toBeGreaterThanOrEqual(0.99);
  });

  it('finds a printed name in a description by any of its words, folded', () => {
    expect(hasPrintedName('Netflix International B.V.; VISA Debitkartenumsatz', 'Netflix')).toBe(
      true,
    );
    expect(hasPrintedName('Credits', 'POS PURCHASE @ SHOPRITE LEKKI')).toBe(false);
    expect(hasPrintedName('CAFE BRULEE', 'Café Brûlée')).toBe(true);
  });

  it.each(names)('%s reads exactly', (name) => {
    const expected = JSON.parse(
      readFileSync(path.join(dir, `${name}.expected.json`), 'utf8'),
    ) as LayoutExpectation;
    const result = compareLayoutCase({
      name,
      text: readFileSync(path.join(dir, `${name}.txt`), 'utf8'),
      expected,
    });
    expect(result.samples).toEqual([]);
    expect(result.isExact).toBe(true);
    // Every layout that prints its balances has them read as printed, and they add up.
    if (expected.balances) {
      expect(result.balances).toBe('right');
      expect(result.check).toBe('reconciles');
    }
  });
});
