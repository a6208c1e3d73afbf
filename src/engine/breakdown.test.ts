// buildBreakdown decides each distinct description once per call; these tests hold that shortcut to
// what the categoriser answers for every transaction on its own.
import { describe, expect, it } from 'vitest';
import { generateRecords, renderStatement } from '../../tests/support/statement-generator.ts';
import { buildBreakdown, type BreakdownOptions } from './breakdown.ts';
import { createCategorizer } from './categorize/index.ts';
import { extractTransactions } from './extract/index.ts';
import { NEEDS_CATEGORY } from './types.ts';

const TODAY = '2026-11-22';

/** Every transaction as the breakdown lists it: outflows under their category, inflows in moneyIn. */
function listPlaced(result: ReturnType<typeof buildBreakdown>) {
  return [
    ...result.categories.flatMap((c) =>
      c.transactions.map((t) => ({ ...t, category: c.category, isInflow: false })),
    ),
    ...result.moneyIn.transactions.map((t) => ({ ...t, category: null, isInflow: true })),
  ];
}

describe('buildBreakdown categorisation', () => {
  const statement = renderStatement(generateRecords({ count: 400, seed: 11 }), 'text');
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
      const expected = transactions.map((tx) => {
        const decision = categorize({ description: tx.description, amountCents: tx.amountCents });
        return {
          description: tx.description,
          amount: Math.abs(tx.amountCents) / 100,
          merchant: decision.merchant.name,
          category: tx.amountCents > 0 ? null : decision.category,
          confidence: tx.amountCents > 0 ? undefined : Math.round(decision.confidence * 100) / 100,
          isInflow: tx.amountCents > 0,
        };
      });
      const placed = listPlaced(buildBreakdown(statement, { ...options, today: TODAY })).map(
        (t) => ({
          description: t.description,
          amount: t.amount,
          merchant: t.merchant,
          category: t.category,
          confidence: t.confidence,
          isInflow: t.isInflow,
        }),
      );
      const byKey = (t: { description?: string; amount: number; isInflow: boolean }) =>
        `${t.isInflow}|${t.description}|${t.amount.toFixed(2)}`;
      const sort = <T extends { description?: string; amount: number; isInflow: boolean }>(
        list: T[],
      ) => [...list].sort((a, b) => byKey(a).localeCompare(byKey(b)));
      expect(sort(placed)).toEqual(sort(expected));
    },
  );

  it('applies a refinement to every transaction of the refined merchant, and only to it', () => {
    const unknown = [
      '11/02/2026  QZX VELMORA 4411  -12.00',
      '11/09/2026  QZX VELMORA 4411  -14.50',
    ];
    const input = [statement, ...unknown, '11/10/2026  BRONTIQ LTD  -3.00'].join('\n');
    const local = buildBreakdown(input, { today: TODAY });
    const uncertain = local.categories.find((c) => c.category === NEEDS_CATEGORY);
    expect(uncertain?.transactions.map((t) => t.amount).sort((a, b) => a - b)).toEqual([
      3, 12, 14.5,
    ]);
    const key = createCategorizer({})({ description: 'QZX VELMORA 4411', amountCents: -1 }).merchant
      .key;
    const refined = buildBreakdown(input, {
      today: TODAY,
      refinements: [{ merchantKey: key, category: 'Refined' }],
    });
    const moved = refined.categories.find((c) => c.category === 'Refined');
    expect(moved?.transactions.map((t) => t.amount)).toEqual([12, 14.5]);
    expect(moved?.transactions.every((t) => t.reason === 'ai')).toBe(true);
    expect(
      refined.categories.find((c) => c.category === NEEDS_CATEGORY)?.transactions,
    ).toHaveLength(1);
  });
});
