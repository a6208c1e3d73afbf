import { describe, expect, it } from 'vitest';
import { aggregateDashboard, monthsOfRange } from './dashboard.ts';
import type { BudgetCategory } from './rules.ts';

function row(overrides: Partial<BudgetCategory> & Pick<BudgetCategory, 'name' | 'month'>) {
  return {
    id: `${overrides.name}-${overrides.month}`,
    type: 'expense',
    goal: 0,
    actual: 0,
    dueDate: null,
    isPaid: false,
    ...overrides,
  } satisfies BudgetCategory;
}

const base = { from: '2026-02-15', to: '2026-03-14', hasCategories: true, days: [] };

describe('aggregateDashboard', () => {
  it("merges categories per name and type, summing the months' goals", () => {
    const view = aggregateDashboard({
      ...base,
      rows: [
        row({ name: 'Groceries', month: '2026-02', goal: 40000, actual: 99999 }),
        row({ name: 'Groceries', month: '2026-03', goal: 45000 }),
        row({ name: 'Groceries', type: 'income', month: '2026-03', goal: 100 }),
      ],
      sums: [],
    });
    expect(view.categories).toEqual([
      { name: 'Groceries', type: 'income', actual: 0, goal: 100 },
      { name: 'Groceries', type: 'expense', actual: 0, goal: 85000 },
    ]);
  });

  it("takes actuals from the range's transactions of that name and type, not the stored actuals", () => {
    const view = aggregateDashboard({
      ...base,
      rows: [row({ name: 'Groceries', month: '2026-03', actual: 12345 })],
      sums: [{ name: 'Groceries', type: 'expense', amount: 5000 }],
    });
    expect(view.categories[0]?.actual).toBe(5000);
  });

  it('counts transactions whose category is not in the range, so totals equal the history', () => {
    const view = aggregateDashboard({
      ...base,
      rows: [],
      sums: [{ name: 'Old Gym', type: 'expense', amount: 3000 }],
    });
    expect(view.categories).toEqual([{ name: 'Old Gym', type: 'expense', actual: 3000, goal: 0 }]);
    expect(view.totals.expenses).toBe(3000);
  });

  it('totals per type: money out is expenses, savings and debt; left over may be negative', () => {
    const view = aggregateDashboard({
      ...base,
      rows: [],
      sums: [
        { name: 'Salary', type: 'income', amount: 100000 },
        { name: 'Rent', type: 'expense', amount: 80000 },
        { name: 'Rainy Day', type: 'savings', amount: 15000 },
        { name: 'Car Loan', type: 'debt', amount: 10000 },
      ],
    });
    expect(view.totals).toEqual({
      moneyIn: 100000,
      expenses: 80000,
      savings: 15000,
      debt: 10000,
      moneyOut: 105000,
      leftOver: -5000,
      stillToPay: 0,
    });
  });

  it('owes what is left of the bills due in the range, carried-forward ones included', () => {
    // Range 2026-02-15 .. 2026-03-14; bills listed up to a week after it (2026-03-21).
    const view = aggregateDashboard({
      ...base,
      rows: [],
      billRows: [
        // Paid in February; carried into March, where it is due on the 10th and unpaid.
        row({
          name: 'Car Loan',
          type: 'debt',
          month: '2026-02',
          goal: 30000,
          actual: 30000,
          isPaid: true,
          dueDate: '2026-02-10',
        }),
        // Due before the range: February's is not this range's to pay, its carry into March is.
        row({ name: 'Gym', type: 'debt', month: '2026-02', goal: 4000, dueDate: '2026-02-01' }),
        // Part paid, due in the range.
        row({
          name: 'Rainy Day',
          type: 'savings',
          month: '2026-03',
          goal: 5000,
          actual: 1000,
          dueDate: '2026-03-01',
        }),
        // Due in the week after the range: listed (due soon), not counted.
        row({ name: 'Phone', type: 'debt', month: '2026-03', goal: 2500, dueDate: '2026-03-18' }),
        // Due after that week: not listed.
        row({ name: 'Rent', type: 'debt', month: '2026-03', goal: 80000, dueDate: '2026-03-28' }),
      ],
      sums: [],
    });
    expect(view.bills.map((b) => [b.name, b.month, b.dueDate, b.leftToPay, b.isInRange])).toEqual([
      // February's, due before the range: listed (overdue), not counted.
      ['Gym', '2026-02', '2026-02-01', 4000, false],
      ['Gym', '2026-03', '2026-03-01', 4000, true],
      ['Rainy Day', '2026-03', '2026-03-01', 4000, true],
      ['Car Loan', '2026-03', '2026-03-10', 30000, true],
      ['Phone', '2026-03', '2026-03-18', 2500, false],
    ]);
    expect(view.totals.stillToPay).toBe(38000);
  });

  it('counts a bill whose payments already cover it as paid, though never ticked', () => {
    const view = aggregateDashboard({
      ...base,
      rows: [],
      billRows: [
        row({ name: 'Car Loan', type: 'debt', month: '2026-03', goal: 32000, actual: 32000 }),
      ],
      sums: [],
    });
    expect(view.bills).toEqual([]);
    expect(view.totals.stillToPay).toBe(0);
  });

  it('lists income sources and expense categories largest first with one-decimal shares', () => {
    const view = aggregateDashboard({
      ...base,
      rows: [row({ name: 'Fun', month: '2026-03' })],
      sums: [
        { name: 'Salary', type: 'income', amount: 300000 },
        { name: 'Side Gig', type: 'income', amount: 100000 },
        { name: 'Groceries', type: 'expense', amount: 1000 },
        { name: 'Rent', type: 'expense', amount: 2000 },
      ],
    });
    expect(view.incomeSources).toEqual([
      { name: 'Salary', amount: 300000, percent: '75.0' },
      { name: 'Side Gig', amount: 100000, percent: '25.0' },
    ]);
    expect(view.expenseCategories).toEqual([
      { name: 'Rent', amount: 2000, percent: '66.7' },
      { name: 'Groceries', amount: 1000, percent: '33.3' },
      { name: 'Fun', amount: 0, percent: '0.0' },
    ]);
  });

  it('shows 0.0 shares when nothing was spent', () => {
    const view = aggregateDashboard({
      ...base,
      rows: [row({ name: 'Fun', month: '2026-03' })],
      sums: [],
    });
    expect(view.expenseCategories).toEqual([{ name: 'Fun', amount: 0, percent: '0.0' }]);
  });
});

describe('monthsOfRange', () => {
  it('lists every month a range touches, across years', () => {
    expect(monthsOfRange('2025-11-20', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOfRange('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});
