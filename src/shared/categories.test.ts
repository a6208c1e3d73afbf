import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PRESETS,
  CATEGORY_TYPES,
  ONBOARDING_EXPENSE_CHOICES,
  normalizeCategoryName,
  toCategoryKey,
} from './categories.ts';

describe('category vocabulary (spec section 9)', () => {
  it('has the four types', () => {
    expect(CATEGORY_TYPES).toEqual(['income', 'expense', 'savings', 'debt']);
  });

  it('has the 10 presets', () => {
    expect(CATEGORY_PRESETS).toEqual([
      'Groceries',
      'Transportation',
      'Dining Out',
      'Utilities',
      'Entertainment',
      'Rent/Mortgage',
      'Insurance',
      'Healthcare',
      'Shopping',
      'Subscriptions',
    ]);
  });

  it('has the 20 onboarding expense choices, all distinct', () => {
    expect(ONBOARDING_EXPENSE_CHOICES).toHaveLength(20);
    expect(new Set(ONBOARDING_EXPENSE_CHOICES).size).toBe(20);
    expect(ONBOARDING_EXPENSE_CHOICES[0]).toBe('Rent/Mortgage');
    expect(ONBOARDING_EXPENSE_CHOICES.at(-1)).toBe('Miscellaneous');
    for (const preset of CATEGORY_PRESETS) expect(ONBOARDING_EXPENSE_CHOICES).toContain(preset);
  });
});

describe('normalizeCategoryName', () => {
  it.each([
    ['Dining Out', 'Dining Out'],
    ['  Dining Out  ', 'Dining Out'],
    ['Dining   Out', 'Dining Out'],
    ['Dining\tOut\n', 'Dining Out'],
    ['   ', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeCategoryName(input)).toBe(expected);
  });

  it('keeps the case the user typed', () => {
    expect(normalizeCategoryName('pet CARE')).toBe('pet CARE');
  });
});

describe('toCategoryKey', () => {
  it('is one key for every spelling of a name, whatever the case and spacing', () => {
    expect(toCategoryKey('Dining Out')).toBe('dining out');
    expect(toCategoryKey('  dining   OUT\t')).toBe('dining out');
    expect(toCategoryKey('Needs Category')).toBe('needs category');
    expect(toCategoryKey('   ')).toBe('');
  });
});
