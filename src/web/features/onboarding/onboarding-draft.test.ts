import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../tests/support/memory-storage.ts';
import {
  clearOnboardingDraft,
  readOnboardingDraft,
  saveOnboardingDraft,
  type OnboardingDraft,
} from './onboarding-draft.ts';

const DRAFT: OnboardingDraft = {
  step: 2,
  incomeSources: ['Salary', 'Freelance'],
  incomeDraft: '',
  expenses: ['Groceries'],
  expenseDraft: 'Child',
};

describe('the onboarding draft', () => {
  it('is read back by the account that left it, and by no other', () => {
    const store = memoryStorage();
    saveOnboardingDraft({ userId: 'user-a', draft: DRAFT }, store);
    expect(readOnboardingDraft('user-a', store)).toEqual(DRAFT);
    expect(readOnboardingDraft('user-b', store)).toBeNull();
  });

  it('is gone once cleared', () => {
    const store = memoryStorage();
    saveOnboardingDraft({ userId: 'user-a', draft: DRAFT }, store);
    clearOnboardingDraft(store);
    expect(readOnboardingDraft('user-a', store)).toBeNull();
  });

  it('is nothing when what is stored is not a draft, and a bad step is step 1', () => {
    const store = memoryStorage();
    store.setItem('pennyflow.tab.onboarding', JSON.stringify({ userId: 'u', incomeSources: 'x' }));
    expect(readOnboardingDraft('u', store)).toBeNull();
    store.setItem(
      'pennyflow.tab.onboarding',
      JSON.stringify({ userId: 'u', step: 7, incomeSources: ['Salary'], expenses: [] }),
    );
    expect(readOnboardingDraft('u', store)).toEqual({
      step: 1,
      incomeSources: ['Salary'],
      incomeDraft: '',
      expenses: [],
      expenseDraft: '',
    });
  });
});
