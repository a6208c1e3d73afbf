import { describe, expect, it } from 'vitest';
import type { BreakdownResponse } from '#shared/contract/breakdown';
import {
  ADD_CATEGORY_MESSAGES,
  amountFromInput,
  applyEdit,
  checkCategoryName,
  createReport,
  groupByCategory,
  NEEDS_CATEGORY,
  reportInsights,
  reportTotals,
  reviewList,
  unusedCategoryNames,
} from './report.ts';

function response(): BreakdownResponse {
  return {
    categories: [
      {
        category: 'Groceries',
        total: 80.25,
        transactions: [
          {
            merchant: 'Tesco',
            amount: 50.1,
            date: '2024-03-02',
            reason: 'brand: Tesco',
            confidence: 0.92,
          },
          { merchant: 'Aldi', amount: 30.15, date: '2024-03-05' },
        ],
      },
      {
        category: NEEDS_CATEGORY,
        total: 45,
        transactions: [
          { merchant: 'Secret Garden', amount: 20, date: '2024-03-03' },
          { merchant: 'Secret Garden', amount: 15, date: '2024-03-09' },
          { merchant: 'Nice On 4th', amount: 10 },
        ],
      },
      {
        category: 'Dining Out',
        total: 12.5,
        transactions: [{ merchant: 'Starbucks', amount: 12.5, date: '2024-03-04' }],
      },
    ],
    totalCategories: 3,
    totalTransactions: 6,
    totalSpent: 137.75,
    verification: {
      warningMessage: null,
      inputTransactionCount: 7,
      outputTransactionCount: 7,
      transactionCountMatch: true,
      transactionCount: 7,
      unparsedLines: [],
    },
    moneyIn: {
      total: 1000,
      transactions: [{ merchant: 'Salary', amount: 1000, date: '2024-03-01' }],
    },
    insights: {
      averageTransaction: 0,
      highestCategory: null,
      lowestCategory: null,
      totalTransactions: 6,
      recurringCharges: [],
      topMerchants: [],
    },
    currency: 'GBP',
    format: 'text',
  };
}

const idOf = (report: ReturnType<typeof createReport>, merchant: string) =>
  report.spending.find((tx) => tx.merchant === merchant)!.id;

describe('createReport and what it shows', () => {
  it('keeps every transaction in cents, money in apart, and the currency', () => {
    const report = createReport(response());
    expect(report.spending).toHaveLength(6);
    expect(report.moneyIn).toEqual([
      expect.objectContaining({ merchant: 'Salary', amountCents: 100000 }),
    ]);
    expect(report.currency).toBe('GBP');
    expect(reportTotals(report)).toEqual({
      categoryCount: 2,
      transactionCount: 6,
      spentCents: 13775,
      moneyInCents: 100000,
    });
  });

  it('falls back to US dollars when the answer names no currency', () => {
    expect(createReport({ ...response(), currency: '' }).currency).toBe('USD');
  });

  it("lists categories largest first, with 'Needs Category' last", () => {
    const groups = groupByCategory(createReport(response()));
    expect(groups.map((g) => [g.category, g.totalCents])).toEqual([
      ['Groceries', 8025],
      ['Dining Out', 1250],
      [NEEDS_CATEGORY, 4500],
    ]);
  });

  it('computes insights from the transactions as they stand', () => {
    const insights = reportInsights(createReport(response()));
    expect(insights.totalTransactions).toBe(6);
    expect(insights.averageCents).toBe(Math.round(13775 / 6));
    expect(insights.highestCategory).toEqual({ category: 'Groceries', totalCents: 8025 });
    expect(insights.lowestCategory).toEqual({ category: 'Dining Out', totalCents: 1250 });
  });
});

describe('applyEdit', () => {
  it('moves a transaction and recomputes every total; an emptied category disappears', () => {
    const report = createReport(response());
    const moved = applyEdit(report, {
      type: 'move',
      id: idOf(report, 'Starbucks'),
      category: 'Groceries',
    });
    const groups = groupByCategory(moved);
    expect(groups.map((g) => g.category)).toEqual(['Groceries', NEEDS_CATEGORY]);
    expect(groups[0]!.totalCents).toBe(9275);
    expect(reportTotals(moved).spentCents).toBe(13775);
    expect(moved.spending.find((tx) => tx.merchant === 'Starbucks')!.reason).toBe('moved by you');
  });

  it('edits merchant, amount and category; unreadable amounts count as 0', () => {
    const report = createReport(response());
    const id = idOf(report, 'Aldi');
    const edited = applyEdit(report, {
      type: 'edit',
      id,
      merchant: ' Aldi Süd ',
      amount: '12.345',
      category: 'dining out',
    });
    const tx = edited.spending.find((t) => t.id === id)!;
    expect(tx).toMatchObject({ merchant: 'Aldi Süd', amountCents: 1235, category: 'Dining Out' });
    const zeroed = applyEdit(report, {
      type: 'edit',
      id,
      merchant: 'Aldi',
      amount: 'abc',
      category: 'Groceries',
    });
    expect(zeroed.spending.find((t) => t.id === id)!.amountCents).toBe(0);
    expect(reportTotals(zeroed).spentCents).toBe(13775 - 3015);
  });

  it('deletes a transaction from spending or money in', () => {
    const report = createReport(response());
    const withoutCoffee = applyEdit(report, { type: 'delete', id: idOf(report, 'Starbucks') });
    expect(reportTotals(withoutCoffee)).toMatchObject({
      categoryCount: 1,
      transactionCount: 5,
      spentCents: 12525,
    });
    const withoutSalary = applyEdit(report, { type: 'delete', id: report.moneyIn[0]!.id });
    expect(reportTotals(withoutSalary).moneyInCents).toBe(0);
  });

  it('an unknown id changes nothing', () => {
    const report = createReport(response());
    expect(applyEdit(report, { type: 'delete', id: 'nope' })).toEqual(report);
    expect(applyEdit(report, { type: 'move', id: 'nope', category: 'Travel' }).spending).toEqual(
      report.spending,
    );
  });

  it('adds a category that shows empty until it has held a transaction', () => {
    const report = applyEdit(createReport(response()), {
      type: 'add-category',
      name: '  Coffee   Shops ',
    });
    expect(groupByCategory(report).at(-1)).toEqual({
      category: 'Coffee Shops',
      totalCents: 0,
      transactions: [],
    });
    const filled = applyEdit(report, {
      type: 'move',
      id: idOf(report, 'Starbucks'),
      category: 'coffee shops',
    });
    expect(filled.spending.find((tx) => tx.merchant === 'Starbucks')!.category).toBe(
      'Coffee Shops',
    );
    const emptied = applyEdit(filled, {
      type: 'move',
      id: idOf(filled, 'Starbucks'),
      category: 'Groceries',
    });
    expect(groupByCategory(emptied).map((g) => g.category)).not.toContain('Coffee Shops');
  });

  it('refuses a blank, too long or existing category name', () => {
    const report = createReport(response());
    expect(checkCategoryName(report, '   ')).toEqual({ error: ADD_CATEGORY_MESSAGES.blank });
    expect(checkCategoryName(report, 'x'.repeat(101))).toEqual({
      error: ADD_CATEGORY_MESSAGES.tooLong,
    });
    expect(checkCategoryName(report, 'money in')).toEqual({ error: ADD_CATEGORY_MESSAGES.moneyIn });
    expect(checkCategoryName(report, 'groceries')).toEqual({ error: ADD_CATEGORY_MESSAGES.exists });
    expect(checkCategoryName(report, 'needs category')).toEqual({
      error: ADD_CATEGORY_MESSAGES.reserved,
    });
    expect(checkCategoryName(report, ' Side  Hustle ')).toEqual({ name: 'Side Hustle' });
    expect(applyEdit(report, { type: 'add-category', name: 'GROCERIES' })).toEqual(report);
  });

  it('offers only names not in the report, whatever their case', () => {
    const report = createReport(response());
    expect(unusedCategoryNames(report, ['groceries', 'Travel', 'DINING OUT', 'Phone'])).toEqual([
      'Travel',
      'Phone',
    ]);
  });

  it('places every unplaced transaction of a merchant at once', () => {
    const report = createReport(response());
    expect(reviewList(report)).toEqual([
      { merchant: 'Secret Garden', totalCents: 3500, count: 2 },
      { merchant: 'Nice On 4th', totalCents: 1000, count: 1 },
    ]);
    const placed = applyEdit(report, {
      type: 'place-merchant',
      merchant: 'Secret Garden',
      category: 'Dining Out',
    });
    expect(reviewList(placed)).toEqual([{ merchant: 'Nice On 4th', totalCents: 1000, count: 1 }]);
    expect(groupByCategory(placed).find((g) => g.category === 'Dining Out')!.totalCents).toBe(4750);
  });
});

describe('amountFromInput', () => {
  it.each([
    ['12.50', 1250],
    ['1,234.5', 123450],
    ['-4', 400],
    ['', 0],
    ['twelve', 0],
  ])('%s -> %i cents', (text, cents) => {
    expect(amountFromInput(text)).toBe(cents);
  });
});
