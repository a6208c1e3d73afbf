import { describe, expect, it } from 'vitest';
import { computeInsights, type SpendingItem } from './insights.ts';
import { NEEDS_CATEGORY } from './types.ts';

const item = (over: Partial<SpendingItem>): SpendingItem => ({
  merchantKey: 'shop',
  merchant: 'Shop',
  amountCents: 1000,
  date: '2026-03-01',
  category: 'Shopping',
  ...over,
});

describe('computeInsights', () => {
  it('is all zero and empty for no spending', () => {
    expect(computeInsights([])).toEqual({
      averageCents: 0,
      highestCategory: null,
      lowestCategory: null,
      totalTransactions: 0,
      recurringCharges: [],
      topMerchants: [],
    });
  });

  it('averages to the cent and ranks categories by total, leaving Needs Category out of the ranking', () => {
    const insights = computeInsights([
      item({ amountCents: 1000, category: 'Groceries' }),
      item({ amountCents: 2500, category: 'Groceries' }),
      item({ amountCents: 999, category: 'Dining Out' }),
      item({ amountCents: 90000, category: NEEDS_CATEGORY }),
    ]);
    expect(insights.averageCents).toBe(23625);
    expect(insights.totalTransactions).toBe(4);
    expect(insights.highestCategory).toEqual({ category: 'Groceries', totalCents: 3500 });
    expect(insights.lowestCategory).toEqual({ category: 'Dining Out', totalCents: 999 });
  });

  it('ranks Needs Category when it is all there is', () => {
    const insights = computeInsights([item({ category: NEEDS_CATEGORY })]);
    expect(insights.highestCategory).toEqual({ category: NEEDS_CATEGORY, totalCents: 1000 });
  });

  it('finds a monthly charge of the same amount, and not a one-off', () => {
    const insights = computeInsights([
      item({ merchantKey: 'netflix', merchant: 'Netflix', amountCents: 1549, date: '2026-01-05' }),
      item({ merchantKey: 'netflix', merchant: 'Netflix', amountCents: 1549, date: '2026-02-05' }),
      item({ merchantKey: 'netflix', merchant: 'Netflix', amountCents: 1549, date: '2026-03-05' }),
      item({ merchantKey: 'ikea', merchant: 'IKEA', amountCents: 30000, date: '2026-02-11' }),
    ]);
    expect(insights.recurringCharges).toEqual([
      {
        merchant: 'Netflix',
        cadence: 'monthly',
        typicalCents: 1549,
        minCents: 1549,
        maxCents: 1549,
        count: 3,
        lastDate: '2026-03-05',
        nextExpected: '2026-04-05',
        confidence: expect.any(Number),
      },
    ]);
  });

  it('finds what Recurring finds: a membership billed twice a month apart, and a fortnightly charge', () => {
    const insights = computeInsights([
      item({
        merchantKey: 'puregym',
        merchant: 'PureGym',
        amountCents: 2499,
        date: '2026-02-03',
        description: 'PUREGYM LTD MEMBERSHIP',
      }),
      item({
        merchantKey: 'puregym',
        merchant: 'PureGym',
        amountCents: 2499,
        date: '2026-03-03',
        description: 'PUREGYM LTD MEMBERSHIP',
      }),
      ...['2026-02-06', '2026-02-20', '2026-03-06', '2026-03-20'].map((date) =>
        item({ merchantKey: 'cleaner', merchant: 'J Smith', amountCents: 6000, date }),
      ),
    ]);
    expect(insights.recurringCharges.map((c) => [c.merchant, c.cadence, c.count])).toEqual([
      ['J Smith', 'every_2_weeks', 4],
      ['PureGym', 'monthly', 2],
    ]);
  });

  it('claims nothing of undated rows, however often they repeat', () => {
    const insights = computeInsights(
      [1, 2, 3].map(() =>
        item({ merchantKey: 'netflix', merchant: 'Netflix', amountCents: 1549, date: null }),
      ),
    );
    expect(insights.recurringCharges).toEqual([]);
  });

  it('does not call frequent purchases of varying timing a recurring charge', () => {
    const insights = computeInsights([
      item({ merchantKey: 'cafe', amountCents: 450, date: '2026-03-01' }),
      item({ merchantKey: 'cafe', amountCents: 450, date: '2026-03-02' }),
      item({ merchantKey: 'cafe', amountCents: 450, date: '2026-03-04' }),
    ]);
    expect(insights.recurringCharges).toEqual([]);
  });

  it('lists the largest merchants by total with their counts', () => {
    const insights = computeInsights([
      item({ merchantKey: 'a', merchant: 'A', amountCents: 100 }),
      item({ merchantKey: 'b', merchant: 'B', amountCents: 5000 }),
      item({ merchantKey: 'a', merchant: 'A', amountCents: 200 }),
    ]);
    expect(insights.topMerchants).toEqual([
      { merchant: 'B', totalCents: 5000, count: 1 },
      { merchant: 'A', totalCents: 300, count: 2 },
    ]);
  });
});
