import { describe, expect, it } from 'vitest';
import { completeOnboardingInput, ONBOARDING_MESSAGES } from './onboarding.ts';

const valid = { incomeSources: ['Salary'], expenseCategories: ['Groceries'] };

function firstError(input: unknown): string | undefined {
  const result = completeOnboardingInput.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('completeOnboardingInput', () => {
  it('accepts one income source and one expense category, month optional', () => {
    expect(completeOnboardingInput.parse(valid)).toEqual(valid);
    expect(completeOnboardingInput.parse({ ...valid, month: '2026-03' })).toEqual({
      ...valid,
      month: '2026-03',
    });
  });

  it('dedupes case-insensitively, keeping the first spelling', () => {
    expect(
      completeOnboardingInput.parse({
        incomeSources: ['Salary', 'salary', 'SALARY', 'Bonus'],
        expenseCategories: ['pet care', 'Pet Care', 'Phone'],
      }),
    ).toEqual({ incomeSources: ['Salary', 'Bonus'], expenseCategories: ['pet care', 'Phone'] });
  });

  it('tidies spaces before deduping', () => {
    expect(
      completeOnboardingInput.parse({
        incomeSources: ['  Side   Gig ', 'side gig'],
        expenseCategories: ['Dining Out', ' dining  out'],
      }),
    ).toEqual({ incomeSources: ['Side Gig'], expenseCategories: ['Dining Out'] });
  });

  it("needs at least one income source, with the spec's message", () => {
    expect(firstError({ ...valid, incomeSources: [] })).toBe(ONBOARDING_MESSAGES.incomeRequired);
    expect(ONBOARDING_MESSAGES.incomeRequired).toBe(
      'Please add at least one income source before continuing.',
    );
  });

  it("needs at least one expense category, with the spec's message", () => {
    expect(firstError({ ...valid, expenseCategories: [] })).toBe(
      ONBOARDING_MESSAGES.expenseRequired,
    );
    expect(ONBOARDING_MESSAGES.expenseRequired).toBe(
      'Please select at least one expense category before completing setup.',
    );
  });

  it.each([
    ['a blank name', { ...valid, incomeSources: ['  '] }, 'Names cannot be empty'],
    [
      'a name over 100 characters',
      { ...valid, expenseCategories: ['x'.repeat(101)] },
      'Names can be at most 100 characters',
    ],
    ['a number as a name', { ...valid, expenseCategories: [7] }, 'Each name must be text'],
    [
      'a string instead of a list',
      { ...valid, incomeSources: 'Salary' },
      'incomeSources must be a list of names',
    ],
    ['a missing list', { incomeSources: ['Salary'] }, 'expenseCategories must be a list of names'],
    [
      '51 income sources',
      { ...valid, incomeSources: Array.from({ length: 51 }, (_, i) => `S${i}`) },
      'At most 50 income sources',
    ],
    [
      '101 expense categories',
      { ...valid, expenseCategories: Array.from({ length: 101 }, (_, i) => `E${i}`) },
      'At most 100 expense categories',
    ],
    ['a bad month', { ...valid, month: '2026-13' }, 'month must look like 2026-03'],
  ])('refuses %s', (_label, input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('accepts exactly 100 characters, 50 income sources and 100 expense categories', () => {
    const parsed = completeOnboardingInput.parse({
      incomeSources: Array.from({ length: 50 }, (_, i) => `Source ${i}`),
      expenseCategories: Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(100, 'x')),
    });
    expect(parsed.incomeSources).toHaveLength(50);
    expect(parsed.expenseCategories).toHaveLength(100);
  });

  it('refuses unknown fields', () => {
    expect(firstError({ ...valid, userId: 'someone-else' })).toMatch(/userId/);
  });
});
