import { describe, expect, it } from 'vitest';
import type { BudgetCategory } from '#shared/budget/rules';
import {
  buildSaveRequest,
  FORM_LABELS,
  initialFormValues,
  kindOf,
  parseFormAmount,
  validateCategoryForm,
  type CategoryFormValues,
} from './category-form.ts';

const blank: CategoryFormValues = {
  name: '',
  amount: '',
  budget: '',
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
    ...partial,
  };
}

describe('labels', () => {
  it('are the spec labels per type', () => {
    expect(FORM_LABELS[kindOf('income')]).toMatchObject({
      name: 'Income Name',
      amount: 'Income Amount',
    });
    expect(FORM_LABELS[kindOf('expense')]).toMatchObject({
      name: 'Category Name',
      amount: 'Spent Amount',
      budget: 'Budget',
    });
    expect(FORM_LABELS[kindOf('savings')]).toMatchObject({
      name: 'Bill Name',
      amount: 'Bill Amount',
    });
    expect(kindOf('debt')).toBe('bill');
  });
});

describe('validateCategoryForm', () => {
  it('requires the name and every amount field of the kind', () => {
    expect(validateCategoryForm('expense', blank)).toEqual({
      name: 'Please enter a name',
      amount: 'Please enter an amount',
      budget: 'Please enter an amount',
    });
    expect(validateCategoryForm('income', { ...blank, name: '  ' })).toEqual({
      name: 'Please enter a name',
      amount: 'Please enter an amount',
    });
    expect(validateCategoryForm('bill', { ...blank, name: 'Rent', amount: '5' })).toEqual({});
  });

  it('accepts non-numeric amounts, which count as 0', () => {
    expect(validateCategoryForm('income', { ...blank, name: 'Salary', amount: 'abc' })).toEqual({});
    expect(parseFormAmount('abc')).toBe(0);
    expect(parseFormAmount('1,234.5')).toBe(1234_50);
    expect(parseFormAmount('0.005')).toBe(1);
  });
});

describe('initialFormValues', () => {
  it('is blank for a new category and shows the right amounts for an edit', () => {
    expect(initialFormValues({ kind: 'expense' })).toEqual(blank);
    expect(initialFormValues({ kind: 'expense', category: category({}) })).toMatchObject({
      name: 'Groceries',
      amount: '120.50',
      budget: '400.00',
    });
    expect(
      initialFormValues({
        kind: 'bill',
        category: category({ type: 'savings', goal: 50_00, dueDate: '2026-03-09' }),
      }),
    ).toMatchObject({ amount: '50.00', billType: 'savings', dueDate: '2026-03-09' });
  });
});

describe('buildSaveRequest', () => {
  it('creates a new expense for the month with spent and budget', () => {
    expect(
      buildSaveRequest({
        kind: 'expense',
        month: '2026-03',
        values: { ...blank, name: ' Pets ', amount: '12.34', budget: '100' },
      }),
    ).toEqual({
      kind: 'create',
      input: { name: 'Pets', type: 'expense', month: '2026-03', actual: 12_34, goal: 100_00 },
    });
  });

  it('creates income with its amount as what came in and as the plan', () => {
    expect(
      buildSaveRequest({
        kind: 'income',
        month: '2026-04',
        values: { ...blank, name: 'Salary', amount: 'lots' },
      }),
    ).toEqual({
      kind: 'create',
      input: { name: 'Salary', type: 'income', month: '2026-04', actual: 0, goal: 0 },
    });
  });

  it('creates a bill of the chosen type with its due date', () => {
    expect(
      buildSaveRequest({
        kind: 'bill',
        month: '2026-03',
        values: { ...blank, name: 'Loan', amount: '250', billType: 'debt', dueDate: '2026-03-15' },
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
        values: { ...blank, name: 'Holiday', amount: '80', billType: 'debt' },
      }),
    ).toEqual({
      kind: 'create',
      input: { name: 'Holiday', type: 'savings', month: '2026-03', goal: 80_00, dueDate: null },
    });
  });

  it('updates an existing category', () => {
    const existing = category({});
    expect(
      buildSaveRequest({
        kind: 'expense',
        month: '2026-03',
        category: existing,
        values: { ...blank, name: 'Food', amount: '130', budget: '400.00' },
      }),
    ).toEqual({
      kind: 'update',
      id: existing.id,
      patch: { name: 'Food', actual: 130_00, goal: 400_00 },
    });
    expect(
      buildSaveRequest({
        kind: 'income',
        month: '2026-03',
        category: category({ type: 'income', name: 'Salary' }),
        values: { ...blank, name: 'Salary', amount: '3000' },
      }),
    ).toEqual({ kind: 'update', id: existing.id, patch: { name: 'Salary', actual: 3000_00 } });
  });
});
