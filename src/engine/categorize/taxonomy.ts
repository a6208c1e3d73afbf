// The default taxonomy the categoriser's concepts land in. Its own module, apart from the concepts
// (which come from the generated knowledge index), so the knowledge build can check against it
// without loading the index it is about to write.
import { ONBOARDING_EXPENSE_CHOICES } from '#shared/categories';

/** The default taxonomy: the 20 onboarding expense choices plus what a statement needs. */
export const DEFAULT_CATEGORIES = [
  ...ONBOARDING_EXPENSE_CHOICES,
  'Travel',
  'Fees & Charges',
  'Cash & ATM',
  'Transfers',
  'Income & Refunds',
] as const;

export type DefaultCategory = (typeof DEFAULT_CATEGORIES)[number];
