// The budget maker's words and limits, apart from its schemas so that the public page can show them
// without loading the validation library (see budget-maker.ts for the request and result).
export const BUDGET_MAKER_MESSAGES = {
  incomeRequired: 'Please add at least one income source',
  incomeName: 'Please enter a name for this income source',
  incomeAmount: 'Please enter an amount greater than 0',
  expensesRequired: 'Please paste your expenses or upload a CSV file',
  fileFailed: 'Failed to process file. Please try again.',
  generateFailed: 'Failed to generate budget. Please try again.',
  donationFailed: 'Failed to process donation. Please try again.',
  tooManyRequests: 'Too many budgets in a short time. Please wait a minute and try again.',
} as const;

/** Spec section 9: the expense text's cap, and where its counter turns the warning colour. */
export const BUDGET_MAKER_TEXT_MAX = 15_000;
export const BUDGET_MAKER_TEXT_WARNING = 14_000;
export const BUDGET_MAKER_INCOME_MAX = 20;
/** The donation pop-up's delay after a result (spec section 9). */
export const DONATION_POPUP_DELAY_MS = 1_000;
