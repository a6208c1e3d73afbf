import { describe, expect, it } from 'vitest';
import type { BudgetCategory } from '#shared/budget/rules';
import { carryDueDate, deriveBudgetView, diffOf, resolveMonth } from './budget-view.ts';

let next = 0;
function row(
  partial: Partial<BudgetCategory> & Pick<BudgetCategory, 'name' | 'type'>,
): BudgetCategory {
  next += 1;
  return {
    id: `id-${next}`,
    goal: 0,
    actual: 0,
    month: '2026-03',
    dueDate: null,
    isPaid: false,
    ...partial,
  };
}

describe('diffOf', () => {
  it('is budget minus spent, negative when overspent', () => {
    expect(diffOf({ goal: 50_00, actual: 20_00 })).toBe(30_00);
    expect(diffOf({ goal: 50_00, actual: 75_25 })).toBe(-25_25);
    expect(diffOf({ goal: 0, actual: 0 })).toBe(0);
  });
});

describe('carryDueDate', () => {
  it('keeps the day in the new month, clamped to its length', () => {
    expect(carryDueDate('2026-01-15', '2026-04')).toBe('2026-04-15');
    expect(carryDueDate('2026-01-31', '2026-02')).toBe('2026-02-28');
    expect(carryDueDate('2023-12-31', '2024-02')).toBe('2024-02-29');
    expect(carryDueDate(null, '2026-02')).toBeNull();
  });
});

describe('deriveBudgetView', () => {
  it('splits the month into income, expenses and bills, each plan beside its actual', () => {
    const view = deriveBudgetView(
      [
        row({ name: 'Salary', type: 'income', actual: 3000_00, goal: 4200_00 }),
        row({ name: 'Side gig', type: 'income', actual: 250_50 }),
        row({ name: 'Groceries', type: 'expense', actual: 300_00, goal: 400_00 }),
        row({ name: 'Dining Out', type: 'expense', actual: 150_00, goal: 100_00 }),
        row({ name: 'Rent', type: 'debt', goal: 1200_00, dueDate: '2026-03-01' }),
        row({ name: 'Emergency fund', type: 'savings', goal: 200_00, actual: 50_00 }),
        row({
          name: 'Card',
          type: 'debt',
          goal: 100_00,
          actual: 100_00,
          dueDate: '2026-03-20',
          isPaid: true,
        }),
      ],
      '2026-03',
    );
    expect(view.income.map((c) => c.name)).toEqual(['Salary', 'Side gig']);
    expect(view.incomeTotals).toEqual({ planned: 4200_00, actual: 3250_50 });
    expect(view.expenses.map((c) => c.name)).toEqual(['Dining Out', 'Groceries']);
    expect(view.expenseTotals).toEqual({ spent: 450_00, budget: 500_00, diff: 50_00 });
    // Bills by due date, undated last.
    expect(view.bills.map((c) => c.name)).toEqual(['Rent', 'Card', 'Emergency fund']);
    expect(view.billsTotals).toEqual({ planned: 1500_00, actual: 150_00 });
    // Money in and out count only what came in and went out; plans are not money.
    expect(view.summary).toEqual({
      moneyIn: 3250_50,
      expenses: 450_00,
      savings: 50_00,
      debt: 100_00,
      moneyOut: 600_00,
      leftOver: 2650_50,
      plannedIncome: 4200_00,
      // Rent 1,200 and what the emergency fund still lacks, 150.
      stillToPay: 1350_00,
    });
  });

  it('never counts a planned income as money in', () => {
    const view = deriveBudgetView(
      [row({ name: 'Salary', type: 'income', goal: 4200_00 })],
      '2026-03',
    );
    expect(view.summary.moneyIn).toBe(0);
    expect(view.summary.plannedIncome).toBe(4200_00);
  });

  it('gives each expense its share of spending with one decimal, largest first', () => {
    const view = deriveBudgetView(
      [
        row({ name: 'A', type: 'expense', actual: 1_00 }),
        row({ name: 'B', type: 'expense', actual: 2_00 }),
        row({ name: 'C', type: 'expense', actual: 0 }),
      ],
      '2026-03',
    );
    expect(view.shares.map((s) => [s.name, s.share])).toEqual([
      ['B', '66.7'],
      ['A', '33.3'],
      ['C', '0.0'],
    ]);
  });

  it('shows 0.0 for every share when nothing was spent', () => {
    const view = deriveBudgetView(
      [row({ name: 'A', type: 'expense' }), row({ name: 'B', type: 'expense' })],
      '2026-03',
    );
    expect(view.shares.map((s) => s.share)).toEqual(['0.0', '0.0']);
  });

  it('is negative left over when money out exceeds money in; an unpaid bill is still to pay', () => {
    const view = deriveBudgetView(
      [
        row({ name: 'Salary', type: 'income', actual: 100_00 }),
        row({ name: 'Groceries', type: 'expense', actual: 150_00 }),
        row({ name: 'Rent', type: 'debt', goal: 150_00 }),
      ],
      '2026-03',
    );
    expect(view.summary.leftOver).toBe(-50_00);
    expect(view.summary.stillToPay).toBe(150_00);
  });

  it('carries earlier months forward as placeholders with nothing spent and due dates moved', () => {
    const view = deriveBudgetView(
      [
        row({ name: 'Groceries', type: 'expense', month: '2026-02', actual: 90_00, goal: 400_00 }),
        row({
          name: 'Rent',
          type: 'debt',
          month: '2026-02',
          goal: 1200_00,
          dueDate: '2026-02-03',
          isPaid: true,
        }),
        row({ name: 'Later', type: 'expense', month: '2026-04', actual: 5_00 }),
      ],
      '2026-03',
    );
    expect(view.expenses).toHaveLength(1);
    expect(view.expenses[0]).toMatchObject({
      name: 'Groceries',
      actual: 0,
      goal: 400_00,
      month: '2026-03',
    });
    expect(view.expenses[0]!.id.startsWith('placeholder-')).toBe(true);
    expect(view.bills[0]).toMatchObject({
      name: 'Rent',
      dueDate: '2026-03-03',
      isPaid: false,
      goal: 1200_00,
    });
  });

  it('is empty for a month before any category', () => {
    const view = deriveBudgetView(
      [row({ name: 'Salary', type: 'income', month: '2026-05' })],
      '2026-03',
    );
    expect(view.income).toEqual([]);
    expect(view.shares).toEqual([]);
    expect(view.summary.leftOver).toBe(0);
  });
});

describe('resolveMonth', () => {
  const today = new Date(2026, 2, 14);
  it('takes a valid ?month, else the current month', () => {
    expect(resolveMonth('2025-11', today)).toBe('2025-11');
    expect(resolveMonth('2025-13', today)).toBe('2026-03');
    expect(resolveMonth('soon', today)).toBe('2026-03');
    expect(resolveMonth(null, today)).toBe('2026-03');
  });
});
