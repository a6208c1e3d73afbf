// One test per budget rule of spec section 4 (and the display rules of sections 2 and 9).
import { describe, expect, it } from 'vitest';
import { CATEGORY_TYPES } from '../categories.ts';
import {
  applyDelta,
  categoriesForMonth,
  categorySaveKind,
  changesForAdd,
  changesForDelete,
  changesForEdit,
  dayTotals,
  inheritedGoal,
  isBillType,
  isMoneyOut,
  isPlaceholderId,
  placeholderId,
  rowsDeletedWith,
  shareOf,
  signedAmount,
  totalsByType,
  type BudgetCategory,
} from './rules.ts';

let nextId = 0;
function row(overrides: Partial<BudgetCategory> & Pick<BudgetCategory, 'name' | 'month'>) {
  nextId += 1;
  return {
    id: `id-${nextId}`,
    type: 'expense',
    goal: 0,
    actual: 0,
    dueDate: null,
    isPaid: false,
    ...overrides,
  } satisfies BudgetCategory;
}

describe('add transaction', () => {
  it('raises the actual of the category matching name, type and month', () => {
    expect(
      changesForAdd({ name: 'Groceries', type: 'expense', amount: 1250, month: '2026-03' }, []),
    ).toEqual([
      {
        key: { name: 'Groceries', type: 'expense', month: '2026-03' },
        delta: 1250,
        goalIfCreated: 0,
      },
    ]);
  });

  it("creates the month's category with the goal of the latest earlier period of that name and type", () => {
    const history = [
      row({ name: 'Groceries', month: '2025-12', goal: 30000 }),
      row({ name: 'Groceries', month: '2026-01', goal: 40000 }),
      row({ name: 'Groceries', month: '2026-05', goal: 99900 }),
      row({ name: 'Groceries', type: 'income', month: '2026-02', goal: 77700 }),
      row({ name: 'Rent', month: '2026-02', goal: 120000 }),
    ];
    const [change] = changesForAdd(
      { name: 'Groceries', type: 'expense', amount: 500, month: '2026-03' },
      history,
    );
    expect(change?.goalIfCreated).toBe(40000);
  });

  it('gives goal 0 when no earlier period of that name and type exists', () => {
    expect(
      inheritedGoal([row({ name: 'Groceries', month: '2026-04', goal: 5000 })], {
        name: 'Groceries',
        type: 'expense',
        month: '2026-03',
      }),
    ).toBe(0);
  });
});

describe('delete transaction', () => {
  it("lowers its category's actual without creating a missing category", () => {
    expect(
      changesForDelete({ name: 'Groceries', type: 'expense', amount: 700, month: '2026-03' }),
    ).toEqual([{ key: { name: 'Groceries', type: 'expense', month: '2026-03' }, delta: -700 }]);
  });

  it('floors the actual at 0', () => {
    expect(applyDelta(500, -700)).toBe(0);
    expect(applyDelta(900, -700)).toBe(200);
  });
});

describe('edit transaction', () => {
  const before = { name: 'Groceries', type: 'expense', amount: 1000, month: '2026-03' } as const;

  it('adjusts the same category by the amount difference', () => {
    expect(changesForEdit(before, { ...before, amount: 1500 })).toEqual([
      { key: { name: 'Groceries', type: 'expense', month: '2026-03' }, delta: 500 },
    ]);
    expect(changesForEdit(before, { ...before, amount: 400 })).toEqual([
      { key: { name: 'Groceries', type: 'expense', month: '2026-03' }, delta: -600 },
    ]);
  });

  it('changes nothing when the amount and category are unchanged', () => {
    expect(changesForEdit(before, { ...before })).toEqual([]);
  });

  it('moves the amount to the new category when the name changed, creating it with goal 0', () => {
    expect(changesForEdit(before, { ...before, name: 'Dining Out', amount: 1200 })).toEqual([
      { key: { name: 'Groceries', type: 'expense', month: '2026-03' }, delta: -1000 },
      {
        key: { name: 'Dining Out', type: 'expense', month: '2026-03' },
        delta: 1200,
        goalIfCreated: 0,
      },
    ]);
  });

  it('moves the amount when the type changed', () => {
    const changes = changesForEdit(before, { ...before, type: 'income' });
    expect(changes.map((c) => [c.key.type, c.delta])).toEqual([
      ['expense', -1000],
      ['income', 1000],
    ]);
  });

  it('only raises the new category when the old one was deleted (nothing counted the amount)', () => {
    expect(changesForEdit(null, { ...before, amount: 1500 })).toEqual([
      {
        key: { name: 'Groceries', type: 'expense', month: '2026-03' },
        delta: 1500,
        goalIfCreated: 0,
      },
    ]);
  });

  it('moves the amount when the date moved it into another month', () => {
    const changes = changesForEdit(before, { ...before, month: '2026-04' });
    expect(changes.map((c) => [c.key.month, c.delta])).toEqual([
      ['2026-03', -1000],
      ['2026-04', 1000],
    ]);
  });
});

describe('category list for a type and month', () => {
  const rows = [
    row({ name: 'Rent', month: '2026-01', goal: 100000, actual: 100000 }),
    row({ name: 'Rent', month: '2026-02', goal: 110000, actual: 110000 }),
    row({ name: 'Groceries', month: '2026-03', goal: 40000, actual: 1234 }),
    row({ name: 'Gym', month: '2026-04', goal: 3000 }),
    row({ name: 'Salary', type: 'income', month: '2026-03', actual: 500000 }),
  ];

  it("uses the month's own row as it is", () => {
    const list = categoriesForMonth(rows, 'expense', '2026-03');
    expect(list.find((c) => c.name === 'Groceries')).toBe(rows[2]);
  });

  it('shows the latest earlier row with actual 0, no transactions and a placeholder id', () => {
    const rent = categoriesForMonth(rows, 'expense', '2026-03').find((c) => c.name === 'Rent');
    expect(rent).toEqual({
      ...rows[1],
      id: placeholderId('expense', 'Rent', '2026-03'),
      month: '2026-03',
      actual: 0,
      isPaid: false,
      entryCount: 0,
      correction: 0,
    });
    expect(isPlaceholderId(rent!.id)).toBe(true);
  });

  it('merges by name, keeps to the type, never shows later months, and sorts by name', () => {
    expect(categoriesForMonth(rows, 'expense', '2026-03').map((c) => c.name)).toEqual([
      'Groceries',
      'Rent',
    ]);
    expect(categoriesForMonth(rows, 'income', '2026-03').map((c) => c.name)).toEqual(['Salary']);
    expect(categoriesForMonth(rows, 'expense', '2025-12')).toEqual([]);
  });

  it('never carries a repeating bill into a month it does not fall in, nor an earlier row of its name', () => {
    const bills = [
      row({ name: 'Water', type: 'debt', month: '2026-01', goal: 9600, scheduleId: 's1' }),
      row({ name: 'Water', type: 'debt', month: '2026-04', goal: 9600, scheduleId: 's1' }),
      row({ name: 'Phone', type: 'debt', month: '2025-12', goal: 3000 }),
      row({ name: 'Phone', type: 'debt', month: '2026-01', goal: 3000, scheduleId: 's2' }),
      row({ name: 'Loan', type: 'debt', month: '2026-01', goal: 5000 }),
    ];
    expect(categoriesForMonth(bills, 'debt', '2026-02').map((c) => c.name)).toEqual(['Loan']);
    expect(categoriesForMonth(bills, 'debt', '2026-04').map((c) => [c.name, c.id])).toEqual([
      ['Loan', placeholderId('debt', 'Loan', '2026-04')],
      ['Water', bills[1]!.id],
    ]);
  });
});

describe('category dialog', () => {
  it('adds a placeholder category as new when it is edited', () => {
    expect(categorySaveKind(placeholderId('expense', 'Rent', '2026-03'))).toBe('create');
    expect(categorySaveKind(undefined)).toBe('create');
    expect(categorySaveKind('3b1f0c8e-0000-4000-8000-000000000000')).toBe('update');
  });

  it('deletes by name and type, every month of it', () => {
    const rows = [
      row({ name: 'Rent', month: '2026-01' }),
      row({ name: 'Rent', month: '2026-02' }),
      row({ name: 'Rent', type: 'debt', month: '2026-02' }),
      row({ name: 'Groceries', month: '2026-02' }),
    ];
    expect(rowsDeletedWith(rows, { name: 'Rent', type: 'expense' })).toEqual([rows[0], rows[1]]);
  });
});

describe('bills and display rules', () => {
  it('treats savings and debt entries as bills', () => {
    expect(CATEGORY_TYPES.filter(isBillType)).toEqual(['savings', 'debt']);
  });

  it('counts expense, savings and debt entries as money out (one definition everywhere)', () => {
    expect(CATEGORY_TYPES.filter(isMoneyOut)).toEqual(['expense', 'savings', 'debt']);
  });

  it('totals actuals and goals per type', () => {
    const totals = totalsByType([
      row({ name: 'A', month: '2026-03', actual: 100, goal: 300 }),
      row({ name: 'B', month: '2026-03', actual: 250, goal: 0 }),
      row({ name: 'S', type: 'income', month: '2026-03', actual: 9000 }),
    ]);
    expect(totals.expense).toEqual({ actual: 350, goal: 300 });
    expect(totals.income).toEqual({ actual: 9000, goal: 0 });
    expect(totals.debt).toEqual({ actual: 0, goal: 0 });
  });

  it('shows a share with one decimal, and 0.0 when the total is zero', () => {
    expect(shareOf(1, 3)).toBe('33.3');
    expect(shareOf(2500, 10000)).toBe('25.0');
    expect(shareOf(0, 0)).toBe('0.0');
  });

  it('signs money out minus and money in plus', () => {
    expect(signedAmount({ type: 'expense', amount: 500 })).toBe(-500);
    expect(signedAmount({ type: 'debt', amount: 500 })).toBe(-500);
    expect(signedAmount({ type: 'savings', amount: 500 })).toBe(-500);
    expect(signedAmount({ type: 'income', amount: 500 })).toBe(500);
  });

  it("counts a day's money out as expense, savings and debt", () => {
    expect(
      dayTotals([
        { type: 'income', amount: 10000 },
        { type: 'expense', amount: 2500 },
        { type: 'debt', amount: 1000 },
        { type: 'savings', amount: 4000 },
      ]),
    ).toEqual({ moneyIn: 10000, moneyOut: 7500, leftOver: 2500 });
  });
});
