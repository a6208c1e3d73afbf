// analyzeBreakdown decides each distinct description once per call; these tests hold that shortcut to
// what the categoriser answers for every transaction on its own. applyRefinements regroups an analysis
// without reading the statement again; summarizeAnalysis adds it up in cents.
import { describe, expect, it } from 'vitest';
import { generateRecords, renderStatement } from '../../tests/support/statement-generator.ts';
import {
  analyzeBreakdown,
  applyRefinements,
  summarizeAnalysis,
  type BreakdownOptions,
} from './breakdown.ts';
import { createCategorizer } from './categorize/index.ts';
import { extractTransactions } from './extract/index.ts';
import { NEEDS_CATEGORY, type AnalyzedTransaction } from './types.ts';

const TODAY = '2026-11-22';
const statement = renderStatement(generateRecords({ count: 400, seed: 11 }), 'text');

describe('analyzeBreakdown', () => {
  const variants: Array<[string, BreakdownOptions]> = [
    ['the default taxonomy', {}],
    ['user categories', { userCategories: ['Food', 'Rent', 'Car', 'Fun', 'Bills'] }],
    ['learned rules', { learnedRules: [{ merchantKey: 'starbucks', category: 'Coffee' }] }],
  ];

  it.each(variants)(
    'matches the categoriser run on every transaction alone (%s)',
    (_label, options) => {
      const categorize = createCategorizer({
        userCategories: options.userCategories,
        learnedRules: options.learnedRules,
      });
      const { transactions } = extractTransactions(statement, { today: TODAY });
      // Same merchants at different amounts: the shortcut is exercised, not bypassed.
      expect(new Set(transactions.map((t) => t.description)).size).toBeLessThan(
        transactions.length / 4,
      );
      const expected = transactions.map((tx): AnalyzedTransaction => {
        const { merchant, category, confidence, reason, detail, moneyInKind } = categorize({
          description: tx.description,
          amountCents: tx.amountCents,
        });
        const kind = moneyInKind ?? 'income';
        return {
          date: tx.date,
          amountCents: tx.amountCents,
          description: tx.description,
          merchant,
          decision:
            tx.amountCents > 0
              ? null
              : { category, confidence, reason, ...(detail ? { detail } : {}) },
          // Money in without income categories: only what it is.
          ...(tx.amountCents > 0
            ? {
                income: {
                  kind,
                  category: null,
                  isIncome: kind === 'income',
                  confidence: 0.5,
                  reason: 'fallback' as const,
                },
              }
            : {}),
        };
      });
      const analysis = analyzeBreakdown(statement, { ...options, today: TODAY });
      expect(analysis.transactions).toEqual(expected);
    },
  );

  it('keeps what verification and the response need besides the transactions', () => {
    const analysis = analyzeBreakdown(
      'Date,Description,Amount,Currency\n2026-03-01,STARBUCKS,-4.50,EUR\n2026-03-02,ACME PAYROLL,100.00,EUR',
      { today: TODAY },
    );
    expect(analysis).toMatchObject({
      format: 'delimited',
      currency: 'EUR',
      inputCount: 2,
      unparsedLines: [],
    });
    expect(analysis.transactions.map((t) => t.amountCents)).toEqual([-450, 10000]);
    expect(analyzeBreakdown('', { today: TODAY })).toMatchObject({
      format: 'empty',
      currency: null,
      transactions: [],
    });
  });
  it("categorises with the statement's country, from its currency", () => {
    const categoryOf = (csv: string) =>
      analyzeBreakdown(`Date,Description,Amount\n${csv}`, { today: TODAY }).transactions[0]
        ?.decision?.category;
    // Merchant's is a tyre chain in the United States only: in pounds, 'SPICE MERCHANTS' is not it.
    expect(categoryOf('2026-03-01,SPICE MERCHANTS,-£12.50')).not.toBe('Transportation');
    expect(categoryOf('2026-03-01,SPICE MERCHANTS,-$12.50')).toBe('Transportation');
  });

  it("names the merchant without a card statement's location columns, and keeps them in the description", () => {
    const row = (date: string, merchant: string, city: string, region: string, amount: string) =>
      `${date}   ${merchant.padEnd(36)}${city.padEnd(16)}${region.padEnd(6)}${amount.padStart(10)}`;
    const analysis = analyzeBreakdown(
      [
        row('02/15/25', 'VINTAGE BROOM', 'PORTLAND', 'OR', '$46.58'),
        row('02/16/25', 'RELAY FM', 'MEMPHIS', 'TN', '$7.00'),
        row('02/17/25', 'VINTAGE BROOM', 'SEATTLE', 'WA', '$12.00'),
      ].join('\n'),
      { today: TODAY },
    );
    const [first, second, third] = analysis.transactions;
    expect(first?.merchant.name).toBe(third?.merchant.name);
    expect(first?.merchant.key).toBe(third?.merchant.key);
    expect(second?.merchant.name).not.toMatch(/memphis/i);
    expect(second?.description).toBe('RELAY FM MEMPHIS TN');
  });
});

describe('applyRefinements', () => {
  const unknown = ['11/02/2026  QZX VELMORA 4411  -12.00', '11/09/2026  QZX VELMORA 4411  -14.50'];
  const input = [statement, ...unknown, '11/10/2026  BRONTIQ LTD  -3.00'].join('\n');
  const local = analyzeBreakdown(input, { today: TODAY });
  const key = createCategorizer({})({ description: 'QZX VELMORA 4411', amountCents: -1 }).merchant
    .key;
  const uncertainAmounts = (list: AnalyzedTransaction[]) =>
    list
      .filter((t) => t.decision?.category === NEEDS_CATEGORY)
      .map((t) => t.amountCents)
      .sort((a, b) => a - b);

  it('moves every uncertain transaction of the refined merchant, and only those', () => {
    expect(uncertainAmounts(local.transactions)).toEqual([-1450, -1200, -300]);
    const refined = applyRefinements(local, [{ merchantKey: key, category: 'Refined' }]);
    const moved = refined.transactions.filter((t) => t.decision?.category === 'Refined');
    expect(moved.map((t) => t.amountCents)).toEqual([-1200, -1450]);
    for (const t of moved) {
      expect(t.decision).toEqual({ category: 'Refined', confidence: 0.6, reason: 'ai' });
      expect(t.merchant.key).toBe(key);
    }
    expect(uncertainAmounts(refined.transactions)).toEqual([-300]);
    // Everything else is the same transaction as before, in the same order.
    expect(refined.transactions).toHaveLength(local.transactions.length);
    refined.transactions.forEach((t, i) => {
      if (t.merchant.key !== key) expect(t).toBe(local.transactions[i]);
    });
    expect({ ...refined, transactions: [] }).toEqual({ ...local, transactions: [] });
  });

  it('leaves the analysis it was given unchanged', () => {
    const before = structuredClone(local);
    applyRefinements(local, [{ merchantKey: key, category: 'Refined' }]);
    expect(local).toEqual(before);
  });

  it('never overrides a decision the engine was sure of, nor money in', () => {
    const placed = local.transactions.find(
      (t) => t.decision && t.decision.category !== NEEDS_CATEGORY,
    )!;
    const inflow = local.transactions.find((t) => t.decision === null)!;
    const refined = applyRefinements(local, [
      { merchantKey: placed.merchant.key, category: 'Refined' },
      { merchantKey: inflow.merchant.key, category: 'Refined' },
    ]);
    expect(refined.transactions.some((t) => t.decision?.category === 'Refined')).toBe(false);
  });

  it('is the same analysis without refinements', () => {
    expect(applyRefinements(local, [])).toBe(local);
  });
});

describe('summarizeAnalysis', () => {
  it('groups money out largest first with Needs Category last, and keeps money in apart', () => {
    const summary = summarizeAnalysis(
      analyzeBreakdown(
        [
          '03/01/2026  ZORBLAX QUILLWORKS 4411  -900.00',
          '03/02/2026  STARBUCKS STORE #12  -4.50',
          '03/03/2026  SHELL OIL 5551  -40.00',
          '03/04/2026  SHELL OIL 5551  -20.01',
          '03/05/2026  ACME PAYROLL  1000.00',
        ].join('\n'),
        { today: TODAY },
      ),
    );
    expect(summary.groups.map((g) => [g.category, g.totalCents])).toEqual([
      ['Transportation', 6001],
      ['Dining Out', 450],
      [NEEDS_CATEGORY, 90000],
    ]);
    expect(summary.spentCents).toBe(96451);
    expect(summary.spentCount).toBe(4);
    expect(summary.moneyIn.totalCents).toBe(100000);
    expect(summary.insights.averageCents).toBe(24113);
  });
});
