import { describe, expect, it } from 'vitest';
import type { BudgetCategory } from '#shared/budget/rules';
import {
  buildSaveRequest,
  FORM_LABELS,
  initialFormValues,
  kindOf,
  offersCorrection,
  parseFormAmount,
  validateCategoryForm,
  type CategoryFormValues,
} from './category-form.ts';

const blank: CategoryFormValues = {
  name: '',
  plan: '',
  actual: '',
  billType: 'debt',
  dueDate: '',
};

function category(partial: Partial<BudgetCategory>): BudgetCategory {
  return {
    id: '7b0c8a44-5c1e-4f7e-9b53-3f1f0b7a9c11',
    name: 'Groceries',
    type: 'expense',
    goal: 400_00,
    actual: 120_50,
    month: '2026-03',
    dueDate: null,
    isPaid: false,
    entryCount: 3,
    correction: 0,
    ...partial,
  };
}

describe('labels', () => {
  it('are the spec labels per type, each amount a plan or a correction', () => {
    expect(FORM_LABELS[kindOf('income')]).toMatchObject({
      name: 'Income Name',
      plan: 'Income Amount',
      actual: 'Received Amount',
    });
    expect(FORM_LABELS[kindOf('expense')]).toMatchObject({
      name: 'Category Name',
      actual: 'Spent Amount',
      plan: 'Budget',
      isPlanLast: true,
    });
    expect(FORM_LABELS[kindOf('savings')]).toMatchObject({
      name: 'Bill Name',
      plan: 'Bill Amount',
    });
    expect(FORM_LABELS.bill.actual).toBeUndefined();
    expect(kindOf('debt')).toBe('bill');
  });
});

describe('offersCorrection', () => {
  it('offers a typed Spent or Received amount only while no transactions make the total', () => {
    expect(offersCorrection('expense')).toBe(true);
    expect(offersCorrection('income', category({ type: 'income', entryCount: 0 }))).toBe(true);
    expect(offersCorrection('expense', category({ entryCount: 2 }))).toBe(false);
    expect(
      offersCorrection('expense', category({ id: 'placeholder-expense-2026-03-Groceries' })),
    ).toBe(true);
    expect(offersCorrection('bill', category({ type: 'debt', entryCount: 0 }))).toBe(false);
  });
});

describe('validateCategoryForm', () => {
  it('requires the name and the plan; a correction may stay blank', () => {
    expect(validateCategoryForm('expense', blank)).toEqual({
      name: 'Please enter a name',
      plan: 'Please enter an amount',
    });
    expect(validateCategoryForm('income', { ...blank, name: '  ' })).toEqual({
      name: 'Please enter a name',
      plan: 'Please enter an amount',
    });
    expect(validateCategoryForm('bill', { ...blank, name: 'Rent', plan: '5' })).toEqual({});
  });

  it('accepts non-numeric amounts, which count as 0', () => {
    expect(validateCategoryForm('income', { ...blank, name: 'Salary', plan: 'abc' })).toEqual({});
    expect(parseFormAmount('abc')).toBe(0);
    expect(parseFormAmount('1,234.5')).toBe(1234_50);
    expect(parseFormAmount('0.005')).toBe(1);
  });
});

describe('initialFormValues', () => {
  it('is blank for a new category and shows the plan, and a correction only when it is all there is', () => {
    expect(initialFormValues({ kind: 'expense' })).toEqual(blank);
    expect(initialFormValues({ kind: 'expense', category: category({}) })).toMatchObject({
      name: 'Groceries',
      plan: '400.00',
      actual: '',
    });
    expect(
      initialFormValues({
        kind: 'expense',
        category: category({ entryCount: 0, correction: 120_50 }),
      }),
    ).toMatchObject({ plan: '400.00', actual: '120.50' });
    expect(
      initialFormValues({
        kind: 'income',
        category: category({ type: 'income', goal: 4200_00, actual: 4200_00, entryCount: 1 }),
      }),
    ).toMatchObject({ plan: '4200.00', actual: '' });
    expect(
      initialFormValues({
        kind: 'bill',
        category: category({ type: 'savings', goal: 50_00, dueDate: '2026-03-09' }),
      }),
    ).toMatchObject({ plan: '50.00', billType: 'savings', dueDate: '2026-03-09' });
  });
});

describe('buildSaveRequest', () => {
  it('creates a new expense with its budget as the plan and a typed spent as a correction', () => {
    expect(
      buildSaveRequest({
        kind: 'expense',
        month: '2026-03',
        values: { ...blank, name: ' Pets ', actual: '12.34', plan: '100' },
      }),
    ).toEqual({
      kind: 'create',
      input: { name: 'Pets', type: 'expense', month: '2026-03', actual: 12_34, goal: 100_00 },
    });
  });

  it('creates income with its amount as the plan, never as money received', () => {
    expect(
      buildSaveRequest({
        kind: 'income',
        month: '2026-04',
        values: { ...blank, name: 'Salary', plan: '4,200' },
      }),
    ).toEqual({
      kind: 'create',
      input: { name: 'Salary', type: 'income', month: '2026-04', goal: 4200_00, actual: 0 },
    });
  });

  it('creates a bill of the chosen type with its due date', () => {
    expect(
      buildSaveRequest({
        kind: 'bill',
        month: '2026-03',
        values: { ...blank, name: 'Loan', plan: '250', billType: 'debt', dueDate: '2026-03-15' },
      }),
    ).toEqual({
      kind: 'create',
      input: { name: 'Loan', type: 'debt', month: '2026-03', goal: 250_00, dueDate: '2026-03-15' },
    });
  });

  it('adds an edited placeholder as new, keeping its type', () => {
    const placeholder = category({
      id: 'placeholder-savings-2026-03-Holiday',
      name: 'Holiday',
      type: 'savings',
    });
    expect(
      buildSaveRequest({
        kind: 'bill',
        month: '2026-03',
        category: placeholder,
        values: { ...blank, name: 'Holiday', plan: '80', billType: 'debt' },
      }),
    ).toEqual({
      kind: 'create',
      input: { name: 'Holiday', type: 'savings', month: '2026-03', goal: 80_00, dueDate: null },
    });
  });

  it('updates an existing category, sending a correction only where it is offered', () => {
    const existing = category({});
    expect(
      buildSaveRequest({
        kind: 'expense',
        month: '2026-03',
        category: existing,
        values: { ...blank, name: 'Food', actual: '130', plan: '400.00' },
      }),
    ).toEqual({ kind: 'update', id: existing.id, patch: { name: 'Food', goal: 400_00 } });
    expect(
      buildSaveRequest({
        kind: 'income',
        month: '2026-03',
        category: category({ type: 'income', name: 'Salary', entryCount: 0, actual: 0 }),
        values: { ...blank, name: 'Salary', plan: '3000' },
      }),
    ).toEqual({
      kind: 'update',
      id: existing.id,
      patch: { name: 'Salary', goal: 3000_00, actual: 0 },
    });
  });
});
