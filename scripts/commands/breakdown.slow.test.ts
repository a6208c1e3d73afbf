// `npm run cli -- breakdown <file>`: the engine on a real file, in process (a cold import of the
// engine and its merchant knowledge, so the slow project, with a warm-up first).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakdownResponse } from '#shared/contract/breakdown';
import { UsageError } from '../cli-args.ts';
import { breakdown, parseCategoryList, parseReading } from './breakdown.ts';

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-cli-breakdown-'));
  // The first breakdown loads the engine's merchant knowledge: warm it up here, not in a test.
  const warmUp = path.join(dir, 'warm-up.txt');
  writeFileSync(warmUp, '03/01/2026  COFFEE  -1.00');
  await breakdown.run({ args: { file: warmUp }, options: {} }, { out: () => {}, err: () => {} });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(file: string, options: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await breakdown.run(
    { args: { file }, options },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('breakdown <file>', () => {
  it('prints the breakdown JSON of a statement file', async () => {
    const file = path.join(dir, 'statement.txt');
    writeFileSync(
      file,
      [
        '03/01/2026  STARBUCKS STORE #1234 SEATTLE WA  -5.75',
        '03/02/2026  WHOLEFDS MKT 10234 AUSTIN TX  -82.10',
        '03/04/2026  PAYROLL ACME CORP DIR DEP  2500.00',
      ].join('\n'),
    );
    const { code, out, err } = await run(file);
    expect(err).toBe('');
    expect(code).toBe(0);
    const body = JSON.parse(out) as BreakdownResponse;
    expect(body.totalTransactions).toBe(2);
    expect(body.totalSpent).toBeCloseTo(87.85, 2);
    expect(body.moneyIn.total).toBe(2500);
  });

  it('passes --categories as the user categories', async () => {
    const file = path.join(dir, 'categories.txt');
    writeFileSync(file, '03/02/2026  WHOLEFDS MKT 10234 AUSTIN TX  -82.10\n');
    const { code, out } = await run(file, { categories: 'Food, Rent' });
    expect(code).toBe(0);
    const body = JSON.parse(out) as BreakdownResponse;
    for (const category of body.categories) {
      expect(['Food', 'Rent', 'Needs Category']).toContain(category.category);
    }
  });

  it('exits 1 with a clear message for a missing file', async () => {
    const missing = path.join(dir, 'nope.csv');
    expect(await run(missing)).toEqual({ code: 1, out: '', err: `No such file: ${missing}` });
  });

  it('exits 1 for a folder and for an empty file', async () => {
    expect(await run(dir)).toMatchObject({ code: 1, err: expect.stringMatching(/is a folder/) });
    const empty = path.join(dir, 'empty.txt');
    writeFileSync(empty, '  \n');
    expect(await run(empty)).toMatchObject({ code: 1, err: expect.stringMatching(/is empty/) });
  });
});

describe('parseCategoryList', () => {
  it('trims, drops empties and duplicates', () => {
    expect(parseCategoryList(' Food,Rent ,, Food,Dining  Out')).toEqual([
      'Food',
      'Rent',
      'Dining Out',
    ]);
  });

  it('refuses an empty list and overlong names', () => {
    expect(() => parseCategoryList(' , ')).toThrow(UsageError);
    expect(() => parseCategoryList('x'.repeat(101))).toThrow(/over 100 characters/);
  });
});

describe('parseReading', () => {
  it('turns --dates and --signs into reading options', () => {
    expect(parseReading(undefined, undefined)).toEqual({});
    expect(parseReading('DMY', 'as-written')).toEqual({ dateOrder: 'DMY', signs: 'as-written' });
    expect(parseReading('mdy', 'auto')).toEqual({ dateOrder: 'MDY', signs: 'auto' });
  });

  it('refuses other values with a usage error', () => {
    expect(() => parseReading('ymd', undefined)).toThrow('--dates must be dmy or mdy.');
    expect(() => parseReading(undefined, 'inverted')).toThrow(
      '--signs must be auto or as-written.',
    );
  });
});
