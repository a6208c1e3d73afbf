// The breakdown's limits, sources and messages (spec sections 8 and 9): plain values, no schema, so
// the public page can show them without loading zod. breakdown.ts re-exports them with the schemas.

export const BREAKDOWN_MAX_CHARACTERS = 30_000;
export const FREE_INPUT_LIMIT = 100;
export const FREE_MONTHLY_QUOTA = 250;
export const PRO_INPUT_LIMIT = 30_000;
export const FILE_UPLOAD_HEADROOM = 1_000;

export const BREAKDOWN_SOURCES = ['authenticated_user', 'free_tool', 'landing_page'] as const;
export type BreakdownSource = (typeof BREAKDOWN_SOURCES)[number];

export const BREAKDOWN_MESSAGES = {
  enterTransactions: 'Please enter your transactions',
  signIn: 'Please sign in to use this feature',
  failed: 'Failed to analyze transactions',
  busy: 'Pennyflow is reading many statements right now. Please try again in a few seconds.',
  invalidResponse: 'Invalid response format from AI. Please try again.',
  nothingParsed: 'No transactions could be parsed. Please check your data format.',
  monthlyLimit: `You've reached your monthly limit of ${FREE_MONTHLY_QUOTA} characters. Upgrade to Pro for unlimited AI usage.`,
  tooLong: `Your transactions are longer than ${BREAKDOWN_MAX_CHARACTERS.toLocaleString('en-US')} characters. Please paste smaller amounts.`,
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  uploadHeadroom: `Uploading a statement needs at least ${FILE_UPLOAD_HEADROOM.toLocaleString('en-US')} characters left in this month's allowance. Upgrade to Pro for unlimited AI usage.`,
  pasteLimit: (limit: number) =>
    `Pasted content would exceed the ${limit} character limit. Please paste smaller amounts or upgrade to Pro for unlimited usage.`,
} as const;
