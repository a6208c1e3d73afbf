// analyzeStatement: the local engine always runs, once; a refiner is asked only about the merchants
// left in 'Needs Category', and only its answers change the result, by regrouping the analysis.
import { describe, expect, it, vi } from 'vitest';
import { analyzeBreakdown } from '#engine/breakdown';
import type { BreakdownAnalysis } from '#engine/types';
import { analyzeStatement, listUncertainMerchants } from './analyze.ts';
import { runEngineTask, type EngineTask } from './engine-task.ts';
import type { Refiner, RefineRequest } from './refine.ts';
import { toBreakdownResponse } from './response.ts';

const KNOWN = '03/01/2026  STARBUCKS STORE #1234 SEATTLE WA  -5.75';
const ODD_A = '03/02/2026  ZORBLAX QUILLWORKS 4411  -37.00';
const ODD_B = '03/03/2026  QWERTY FLUMMOX 998877  -12.34';
const ODD_B_AGAIN = '03/04/2026  QWERTY FLUMMOX 998877  -12.34';
const STATEMENT = [KNOWN, ODD_A, ODD_B, ODD_B_AGAIN].join('\n');

function fakeRefiner(answer: (request: RefineRequest) => Map<number, string>) {
  const suggest = vi.fn(async (request: RefineRequest) => answer(request));
  return { refiner: { suggest } satisfies Refiner, suggest };
}

/** The in-process engine, counting its runs. */
function countingEngine() {
  const run = vi.fn(async (task: EngineTask) => runEngineTask(task));
  return { engine: { run }, run };
}

const localResponse = (message: string) => toBreakdownResponse(analyzeBreakdown(message));

describe('listUncertainMerchants', () => {
  it('lists each merchant of Needs Category once, with a redacted name', () => {
    const merchants = listUncertainMerchants(analyzeBreakdown(STATEMENT));
    const names = merchants.map((m) => m.name);
    expect(names.some((n) => /zorblax/i.test(n))).toBe(true);
    expect(names.filter((n) => /qwerty/i.test(n))).toHaveLength(1);
    expect(names.some((n) => /starbucks/i.test(n))).toBe(false);
    for (const name of names) expect(name).not.toMatch(/\d{3}/);
  });

  it("takes each merchant's key from the analysis, without reading its text again", () => {
    const outflow = (key: string, name: string, category: string) => ({
      date: null,
      amountCents: -100,
      description: 'text the engine read',
      merchant: { key, name },
      decision: { category, confidence: 0.2, reason: 'fallback' as const },
    });
    const analysis: BreakdownAnalysis = {
      format: 'text',
      currency: null,
      inputCount: 3,
      unparsedLines: [],
      transactions: [
        outflow('key one', 'Shop 123456', 'Needs Category'),
        outflow('key one', 'Shop 123456', 'Needs Category'),
        outflow('key two', 'Placed', 'Groceries'),
      ],
    };
    expect(listUncertainMerchants(analysis)).toEqual([{ key: 'key one', name: 'Shop' }]);
  });
});

describe('analyzeStatement', () => {
  it('is the local result without a refiner', async () => {
    expect(await analyzeStatement({ message: STATEMENT })).toEqual(localResponse(STATEMENT));
  });

  it('applies allowed suggestions as reason ai and leaves the rest alone', async () => {
    const { engine, run } = countingEngine();
    const { refiner, suggest } = fakeRefiner(
      ({ merchants }) =>
        new Map(merchants.flatMap((name, i) => (/zorblax/i.test(name) ? [[i, 'Hobbies']] : []))),
    );
    const result = await analyzeStatement({
      message: STATEMENT,
      userCategories: ['Coffee', 'Hobbies'],
      refiner,
      engine,
    });
    // The statement is read once; the answers regroup that reading.
    expect(run).toHaveBeenCalledOnce();
    expect(suggest).toHaveBeenCalledOnce();
    expect(suggest.mock.calls[0]![0].allowedCategories).toEqual(['Coffee', 'Hobbies']);
    const hobbies = result.categories.find((c) => c.category === 'Hobbies');
    expect(hobbies?.transactions.map((t) => t.reason)).toEqual(['ai']);
    const needs = result.categories.find((c) => c.category === 'Needs Category');
    expect(needs?.transactions).toHaveLength(2);
    expect(result.totalTransactions).toBe(4);
    expect(result.totalSpent).toBe(67.43);
    expect(hobbies?.total).toBe(37);
    expect(result.totalCategories).toBe(3);
    expect(result.categories.at(-1)?.category).toBe('Needs Category');
  });

  it('offers the default taxonomy without income when the user gave no categories', async () => {
    const { refiner, suggest } = fakeRefiner(() => new Map());
    await analyzeStatement({ message: STATEMENT, refiner });
    const allowed = suggest.mock.calls[0]![0].allowedCategories;
    expect(allowed).toContain('Groceries');
    expect(allowed).toContain('Fees & Charges');
    expect(allowed).not.toContain('Income & Refunds');
    expect(allowed).not.toContain('Needs Category');
  });

  it('asks nothing when nothing is uncertain', async () => {
    const { refiner, suggest } = fakeRefiner(() => new Map());
    await analyzeStatement({ message: KNOWN, refiner });
    expect(suggest).not.toHaveBeenCalled();
  });

  it('keeps the local result when there are no suggestions', async () => {
    const { refiner } = fakeRefiner(() => new Map());
    expect(await analyzeStatement({ message: STATEMENT, refiner })).toEqual(
      localResponse(STATEMENT),
    );
  });
});
