import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';
import { clearBudgetDraft, readBudgetDraft, saveBudgetDraft } from './budget-draft.ts';

const DRAFT = {
  income: [{ name: 'Salary', amount: 3_000_00 }],
  categories: [{ name: 'Groceries', goal: 413_00 }],
};

describe('the budget draft', () => {
  let store = memoryStorage();
  beforeEach(() => {
    store = memoryStorage();
  });

  it('is read back as saved, and gone once cleared', () => {
    saveBudgetDraft(DRAFT, store);
    expect(readBudgetDraft(store)).toEqual(DRAFT);
    clearBudgetDraft(store);
    expect(readBudgetDraft(store)).toBeNull();
  });

  it('is forgotten after 30 days', () => {
    saveBudgetDraft(DRAFT, store);
    expect(readBudgetDraft(store, Date.now() + 31 * 24 * 60 * 60 * 1000)).toBeNull();
  });

  it('drops entries that are not a name with whole cents, and is nothing without both parts', () => {
    store.setItem(
      'pennyflow.budget-draft',
      JSON.stringify({
        savedAt: Date.now(),
        income: [{ name: 'Salary', amount: 100 }, { name: '', amount: 5 }, { amount: 'x' }],
        categories: [{ name: 'Rent', goal: -1 }, null, { name: 'Food', goal: 2.5 }],
      }),
    );
    expect(readBudgetDraft(store)).toBeNull();
    store.setItem('pennyflow.budget-draft', '{not json');
    expect(readBudgetDraft(store)).toBeNull();
  });
});
