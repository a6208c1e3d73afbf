import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import {
  DATE_REQUIRED,
  applyFormChange,
  centsToAmountText,
  initialAddValues,
  initialEditValues,
  monthOfDate,
  parseTransactionForm,
  type TransactionFormValues,
} from './transaction-form.ts';

const names = ['Dining Out', 'Groceries'];

function values(patch: Partial<TransactionFormValues> = {}): TransactionFormValues {
  return {
    type: 'expense',
    categoryName: 'Groceries',
    amount: '12.50',
    date: '2026-03-14',
    note: '',
    ...patch,
  };
}

describe('parseTransactionForm', () => {
  it('turns a filled form into the API input in cents', () => {
    expect(parseTransactionForm(values(), { categoryNames: names })).toEqual({
      ok: true,
      input: { name: 'Groceries', type: 'expense', amount: 1250, date: '2026-03-14', note: null },
    });
  });

  it('keeps a note trimmed, and says when it is too long', () => {
    const noted = parseTransactionForm(values({ note: '  Birthday dinner ' }), {
      categoryNames: names,
    });
    expect(noted).toMatchObject({ ok: true, input: { note: 'Birthday dinner' } });
    const tooLong = parseTransactionForm(values({ note: 'x'.repeat(201) }), {
      categoryNames: names,
    });
    expect(tooLong).toEqual({
      ok: false,
      errors: { note: 'A note can be at most 200 characters' },
    });
  });

  it('takes a negative amount only for an adjustment, and never 0', () => {
    const negative = values({ amount: '-20' });
    expect(parseTransactionForm(negative, { categoryNames: names })).toMatchObject({
      ok: false,
      errors: { amount: BUDGET_MESSAGES.amountPositive },
    });
    expect(parseTransactionForm(negative, { categoryNames: names, isSigned: true })).toMatchObject({
      ok: true,
      input: { amount: -2000 },
    });
    expect(
      parseTransactionForm(values({ amount: '0' }), { categoryNames: names, isSigned: true }),
    ).toMatchObject({ ok: false, errors: { amount: BUDGET_MESSAGES.adjustmentZero } });
  });

  it('accepts thousands separators and rounds a third decimal', () => {
    const result = parseTransactionForm(values({ amount: '1,234.567' }), { categoryNames: names });
    expect(result).toMatchObject({ ok: true, input: { amount: 123457 } });
  });

  it('asks for a category when none is selected', () => {
    expect(parseTransactionForm(values({ categoryName: '' }), { categoryNames: names })).toEqual({
      ok: false,
      errors: { category: BUDGET_MESSAGES.selectCategory },
    });
  });

  it('asks for a category when the selected one is not on offer for the type and month', () => {
    const result = parseTransactionForm(values({ categoryName: 'Rent' }), { categoryNames: names });
    expect(result).toEqual({ ok: false, errors: { category: BUDGET_MESSAGES.selectCategory } });
  });

  it('asks for an amount when it is blank or not a number', () => {
    for (const amount of ['', '   ', 'abc', '1.2.3']) {
      expect(parseTransactionForm(values({ amount }), { categoryNames: names })).toEqual({
        ok: false,
        errors: { amount: BUDGET_MESSAGES.amountRequired },
      });
    }
  });

  it('refuses zero and negative amounts', () => {
    for (const amount of ['0', '0.00', '0.004', '-5']) {
      expect(parseTransactionForm(values({ amount }), { categoryNames: names })).toEqual({
        ok: false,
        errors: { amount: BUDGET_MESSAGES.amountPositive },
      });
    }
  });

  it("reports the contract's message for an amount too large to keep", () => {
    const result = parseTransactionForm(values({ amount: '99999999999' }), {
      categoryNames: names,
    });
    expect(result).toEqual({ ok: false, errors: { amount: 'That amount is too large' } });
  });

  it('needs a real date', () => {
    for (const date of ['', '2026-02-30']) {
      expect(parseTransactionForm(values({ date }), { categoryNames: names })).toEqual({
        ok: false,
        errors: { date: DATE_REQUIRED },
      });
    }
  });

  it('reports every wrong field at once', () => {
    const result = parseTransactionForm(values({ categoryName: '', amount: '' }), {
      categoryNames: [],
    });
    expect(result).toEqual({
      ok: false,
      errors: { category: BUDGET_MESSAGES.selectCategory, amount: BUDGET_MESSAGES.amountRequired },
    });
  });
});

describe('initial values', () => {
  it('adds Money Out on today by default', () => {
    expect(initialAddValues({ today: '2026-03-14' })).toEqual({
      type: 'expense',
      categoryName: '',
      amount: '',
      date: '2026-03-14',
      note: '',
    });
  });

  it('takes the caller’s type, date and category, ignoring a date that is not real', () => {
    expect(
      initialAddValues({ type: 'income', date: '2026-01-31', categoryName: 'Salary', today: 'x' }),
    ).toEqual({
      type: 'income',
      categoryName: 'Salary',
      amount: '',
      date: '2026-01-31',
      note: '',
    });
    expect(initialAddValues({ date: '2026-13-01', today: '2026-03-14' }).date).toBe('2026-03-14');
  });

  it('prefills an edit from the transaction', () => {
    expect(
      initialEditValues({
        id: 't1',
        categoryId: null,
        kind: 'entry',
        name: 'Car Loan',
        type: 'debt',
        amount: 30005,
        month: '2026-03',
        date: '2026-03-02',
        note: 'Paid early',
      }),
    ).toEqual({
      type: 'debt',
      categoryName: 'Car Loan',
      amount: '300.05',
      date: '2026-03-02',
      note: 'Paid early',
    });
  });
});

describe('small helpers', () => {
  it("takes a date's month, or the fallback without a date", () => {
    expect(monthOfDate('2026-01-05', '2026-03')).toBe('2026-01');
    expect(monthOfDate('', '2026-03')).toBe('2026-03');
  });

  it('shows cents with two decimals', () => {
    expect(centsToAmountText(1250)).toBe('12.50');
    expect(centsToAmountText(7)).toBe('0.07');
    expect(centsToAmountText(123456789)).toBe('1234567.89');
  });
});

describe('applyFormChange', () => {
  const chosen = {
    type: 'expense' as const,
    categoryName: 'Groceries',
    amount: '12.50',
    date: '2026-11-20',
    note: '',
  };
  // Groceries exists in November and December; Fuel only in December.
  const namesFor = (type: string, date: string) =>
    type !== 'expense'
      ? ['Salary']
      : date.startsWith('2026-12')
        ? ['Fuel', 'Groceries']
        : date.startsWith('2026-11')
          ? ['Groceries']
          : [];

  it('keeps the category when the new date is in the same month', () => {
    expect(applyFormChange(chosen, { date: '2026-11-03' }, namesFor)).toEqual({
      ...chosen,
      date: '2026-11-03',
    });
  });

  it('keeps the category when the new month has one of that name and type', () => {
    expect(applyFormChange(chosen, { date: '2026-12-01' }, namesFor).categoryName).toBe(
      'Groceries',
    );
  });

  it('clears the category when the new month has none of that name and type', () => {
    const fuel = { ...chosen, categoryName: 'Fuel', date: '2026-12-05' };
    expect(applyFormChange(fuel, { date: '2026-11-05' }, namesFor)).toEqual({
      ...fuel,
      date: '2026-11-05',
      categoryName: '',
    });
  });

  it('always clears the category when the type changes, and keeps the amount', () => {
    expect(applyFormChange(chosen, { type: 'income' }, namesFor)).toEqual({
      ...chosen,
      type: 'income',
      categoryName: '',
    });
  });

  it('leaves the category alone for other fields', () => {
    expect(applyFormChange(chosen, { amount: '3' }, namesFor)).toEqual({ ...chosen, amount: '3' });
  });
});
