import { describe, expect, it } from 'vitest';
import { buildBudgetResult, percentageOf, suggestBudgets } from './result.ts';
import { BUDGET_FILE_NAME, budgetText } from './text-file.ts';

describe('percentageOf', () => {
  it('gives one decimal, and 0.0 when there is nothing to share', () => {
    expect(percentageOf(1, 3)).toBe('33.3');
    expect(percentageOf(2, 3)).toBe('66.7');
    expect(percentageOf(5, 0)).toBe('0.0');
  });
});

describe('suggestBudgets', () => {
  it('rounds each category up to the dollar when that fits the income', () => {
    expect(suggestBudgets([12_34, 100_00], 500_00)).toEqual([13_00, 100_00]);
  });

  it('scales every category down alike when the expenses are more than the income', () => {
    const suggested = suggestBudgets([600_00, 400_00], 500_00);
    expect(suggested).toEqual([300_00, 200_00]);
    expect(suggested.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(500_00);
  });

  it('never suggests more than the income when rounding up would tip it over', () => {
    const suggested = suggestBudgets([99_50, 99_50], 199_50);
    expect(suggested.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(199_50);
  });
});

describe('buildBudgetResult', () => {
  const result = buildBudgetResult({
    income: [
      { name: 'Salary', amount: 3_000_00 },
      { name: 'Side Gig', amount: 500_00 },
    ],
    expenses: [
      { category: 'Groceries', amount: 412_37 },
      { category: 'Rent', amount: 1_500_00 },
      { category: 'Gym', amount: 0 },
    ],
    budgetsGenerated: 1_234,
  });

  it('totals income and expenses, and what remains', () => {
    expect(result.totalIncome).toBe(3_500_00);
    expect(result.totalExpenses).toBe(1_912_37);
    expect(result.remaining).toBe(1_587_63);
    expect(result.budgetsGenerated).toBe(1_234);
  });

  it('lists categories largest first with one-decimal shares, leaving out empty ones', () => {
    expect(result.categories).toEqual([
      { category: 'Rent', amount: 1_500_00, percentage: '78.4', suggested: 1_500_00 },
      { category: 'Groceries', amount: 412_37, percentage: '21.6', suggested: 413_00 },
    ]);
  });

  it('writes the download with income, expenses by category and what remains', () => {
    expect(BUDGET_FILE_NAME).toBe('pennyflow-budget.txt');
    expect(budgetText(result, 'November 26, 2026')).toBe(
      [
        'My Budget (made with Pennyflow)',
        'Generated on November 26, 2026',
        '',
        'INCOME',
        '  Salary: $3,000.00',
        '  Side Gig: $500.00',
        '  Total Income: $3,500.00',
        '',
        'EXPENSES BY CATEGORY',
        '  Rent: $1,500.00 (78.4%), suggested budget $1,500.00',
        '  Groceries: $412.37 (21.6%), suggested budget $413.00',
        '  Total Expenses: $1,912.37',
        '',
        'REMAINING: $1,587.63',
        '',
      ].join('\n'),
    );
  });

  it('warns in the download when more goes out than comes in', () => {
    const over = buildBudgetResult({
      income: [{ name: 'Salary', amount: 100_00 }],
      expenses: [{ category: 'Rent', amount: 150_00 }],
      budgetsGenerated: 1,
    });
    expect(over.remaining).toBe(-50_00);
    expect(budgetText(over, 'today')).toMatch(
      /REMAINING: -\$50\.00\nWarning: you spend \$50\.00 more than you earn\.\n$/,
    );
  });
});
