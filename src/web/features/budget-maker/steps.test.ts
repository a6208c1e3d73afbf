import { describe, expect, it } from 'vitest';
import { BUDGET_MAKER_MESSAGES } from '#shared/contract/budget-maker-messages';
import { checkIncome } from './steps.ts';

describe('checkIncome', () => {
  it('needs at least one income source', () => {
    const check = checkIncome([{ id: 1, name: ' ', amount: '' }]);
    expect(check.sources).toEqual([]);
    expect(check.formError).toBe(BUDGET_MAKER_MESSAGES.incomeRequired);
  });

  it('reads complete rows as cents and ignores wholly blank ones', () => {
    const check = checkIncome([
      { id: 1, name: '  Salary  ', amount: '3,000.50' },
      { id: 2, name: '', amount: '' },
      { id: 3, name: 'Side  Gig', amount: '250' },
    ]);
    expect(check.sources).toEqual([
      { name: 'Salary', amount: 3_000_50 },
      { name: 'Side Gig', amount: 250_00 },
    ]);
    expect(check.formError).toBeNull();
    expect(check.rowErrors.size).toBe(0);
  });

  it('says what a half-filled row lacks: a name, or an amount above 0', () => {
    const check = checkIncome([
      { id: 1, name: 'Salary', amount: '0' },
      { id: 2, name: '', amount: '12' },
      { id: 3, name: 'Tips', amount: 'lots' },
    ]);
    expect(check.sources).toEqual([]);
    expect(check.rowErrors.get(1)).toEqual({ amount: BUDGET_MAKER_MESSAGES.incomeAmount });
    expect(check.rowErrors.get(2)).toEqual({ name: BUDGET_MAKER_MESSAGES.incomeName });
    expect(check.rowErrors.get(3)).toEqual({ amount: BUDGET_MAKER_MESSAGES.incomeAmount });
    expect(check.formError).toBeNull();
  });
});
