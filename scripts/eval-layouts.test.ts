// Every statement layout we wrote reads exactly: each transaction on its date, to the cent, the right
// way round, nothing extra, the independent count agreeing, and the printed balances read as printed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareLayoutCase, type LayoutExpectation } from './eval-layouts.ts';

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
