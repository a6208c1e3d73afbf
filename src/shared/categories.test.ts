import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PRESETS,
  CATEGORY_TYPES,
  ONBOARDING_EXPENSE_CHOICES,
  normalizeCategoryName,
  toCategoryKey,
} from './categories.ts';

describe('category vocabulary (spec section 9)', () => {
  it('has four types, and ten presets that are distinct, tidy names among the onboarding choices', () => {
    expect(new Set(CATEGORY_TYPES).size).toBe(4);
    expect(new Set(CATEGORY_PRESETS.map(toCategoryKey)).size).toBe(10);
    for (const preset of CATEGORY_PRESETS) {
      expect(normalizeCategoryName(preset)).toBe(preset);
      expect(ONBOARDING_EXPENSE_CHOICES).toContain(preset);
    }
  });

  it('offers 20 onboarding expense choices, distinct whatever the case, Miscellaneous last', () => {
    expect(new Set(ONBOARDING_EXPENSE_CHOICES.map(toCategoryKey)).size).toBe(20);
    expect(ONBOARDING_EXPENSE_CHOICES.at(-1)).toBe('Miscellaneous');
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
