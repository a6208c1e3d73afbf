// Accounts and license keys that exist before the browser journeys start (made by prepare-data.ts).
export const PRO_USER = {
  email: 'pro-e2e@example.com',
  password: 'pro-e2e-password',
} as const;

/** An admin (granted as `npm run cli -- admin grant` does), for the admin dashboard journeys. */
export const ADMIN_USER = {
  email: 'admin-e2e@example.com',
  password: 'admin-e2e-password',
} as const;

/** The seeded demo account (`seed-demo`): a year of budget and transactions, for the reports. */
export const DEMO_USER = {
  email: 'demo-e2e@example.com',
  password: 'demo-e2e-password',
} as const;

/** Well-formed keys stored before the run; each fresh one is redeemed by exactly one test. */
export const LICENSE_KEYS = {
  forNewAccount: 'PENNY-E2EAAA-NEWACC-UNT234-567892',
  forSignedIn: 'PENNY-E2EBBB-SGNDXN-234567-89ABCD',
  /** Redeemed through the code step by an account with two-factor on. */
  forTwoFactor: 'PENNY-E2EDDD-TWFACT-234567-89ABCD',
  /** Makes the recurring charges journey's account Pro (its statement is longer than Free allows). */
  forRecurring: 'PENNY-E2EEEE-RECURR-234567-89ABCD',
  /** Makes the receipt scanning journey's account Pro. */
  forReceipts: 'PENNY-E2EGGG-RECEPT-234567-89ABCD',
  /** Makes the shared receipt journey's account Pro. */
  forSharedReceipt: 'PENNY-E2EHHH-SHARED-234567-89ABCD',
  /** Redeemed by the Pro account before the run. */
  used: 'PENNY-E2ECCC-USED23-456789-ABCDEF',
} as const;
