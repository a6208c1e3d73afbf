import { describe, expect, it } from 'vitest';
import { BREAKDOWN_MESSAGES } from '#shared/contract/breakdown-messages';
import {
  characterCost,
  expenseCategoryNames,
  quotaProblem,
  submitState,
  uploadProblem,
  usageShare,
} from './spend-rules.ts';

describe('submitState', () => {
  it("says what is missing, in the spec's labels, and runs once both are there", () => {
    expect(submitState({ text: '  ', categoryCount: 2, isPending: false })).toEqual({
      label: 'Enter transactions to continue',
      isDisabled: true,
    });
    expect(submitState({ text: 'x', categoryCount: 0, isPending: false })).toEqual({
      label: 'Add expense categories to continue',
      isDisabled: true,
    });
    expect(submitState({ text: 'x', categoryCount: 1, isPending: false })).toEqual({
      label: 'Run Pennyflow',
      isDisabled: false,
    });
    expect(submitState({ text: 'x', categoryCount: 1, isPending: true }).label).toBe(
      'Running Pennyflow...',
    );
  });
});

describe('the quota before a request', () => {
  it("charges a file's text 100 more", () => {
    expect(characterCost('abc', false)).toBe(3);
    expect(characterCost('abc', true)).toBe(103);
  });

  it('refuses a request that would pass 250 characters, and never limits Pro', () => {
    expect(quotaProblem({ charactersUsed: 200, limit: 250 }, 50)).toBeNull();
    expect(quotaProblem({ charactersUsed: 200, limit: 250 }, 51)).toBe(
      BREAKDOWN_MESSAGES.monthlyLimit,
    );
    expect(quotaProblem({ charactersUsed: 10 ** 9, limit: null }, 30_000)).toBeNull();
  });

  it('needs 1,000 characters of headroom for a file', () => {
    expect(uploadProblem({ charactersUsed: 0, limit: 250 })).toBe(
      BREAKDOWN_MESSAGES.uploadHeadroom,
    );
    expect(uploadProblem({ charactersUsed: 0, limit: 1_000 })).toBeNull();
    expect(uploadProblem({ charactersUsed: 5, limit: null })).toBeNull();
  });

  it('shows the share used as a whole percentage, never past 100', () => {
    expect(usageShare(0, 250)).toBe(0);
    expect(usageShare(200, 250)).toBe(80);
    expect(usageShare(1, 250)).toBe(0);
    expect(usageShare(300, 250)).toBe(100);
  });
});

describe('expenseCategoryNames', () => {
  it("lists the user's expense categories of every month once, whatever the case", () => {
    expect(
      expenseCategoryNames([
        { name: 'Groceries', type: 'expense' },
        { name: 'groceries', type: 'expense' },
        { name: 'Coffee', type: 'expense' },
        { name: 'Salary', type: 'income' },
        { name: 'Groceries', type: 'expense' },
      ]),
    ).toEqual(['Coffee', 'Groceries']);
  });
});
