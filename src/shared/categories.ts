// Category vocabulary of the spec: types, presets and onboarding choices (section 9).

export const CATEGORY_TYPES = ['income', 'expense', 'savings', 'debt'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const CATEGORY_PRESETS = [
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
] as const;

export const ONBOARDING_EXPENSE_CHOICES = [
  'Rent/Mortgage',
  'Utilities',
  'Groceries',
  'Transportation',
  'Insurance',
  'Phone',
  'Internet',
  'Entertainment',
  'Dining Out',
  'Shopping',
  'Healthcare',
  'Fitness',
  'Education',
  'Pet Care',
  'Home Maintenance',
  'Personal Care',
  'Hobbies',
  'Gifts',
  'Subscriptions',
  'Miscellaneous',
] as const;

export const CATEGORY_NAME_MAX = 100;

/**
 * Trims and collapses inner whitespace so 'Dining  Out ' and 'Dining Out' are one category, in one
 * Unicode spelling (NFC: 'é' typed as e and an accent is the same 'é').
 */
export function normalizeCategoryName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** What two spellings of one category share: 'Dining  out ' and 'dining Out' are both 'dining out'. */
export function toCategoryKey(name: string): string {
  return normalizeCategoryName(name).toLowerCase();
}

/** The user's category names of one type across every month, once each (any case), sorted. */
export function categoryNamesOfType(
  rows: ReadonlyArray<{ name: string; type: CategoryType }>,
  type: CategoryType,
): string[] {
  const byKey = new Map<string, string>();
  for (const row of rows) {
    if (row.type === type && !byKey.has(row.name.toLowerCase())) {
      byKey.set(row.name.toLowerCase(), row.name);
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
