// What the payment and license screens say, free of the validation library so that the public pages
// that show them (unlock access, checkout buttons) stay light; payments.ts adds the schemas.
export const PAYMENT_MESSAGES = {
  checkoutFailed: 'Failed to create checkout session',
  unexpected: 'An unexpected error occurred',
  upgradeFailed:
    'There was an error processing your upgrade request. Please try again or contact support if the issue persists.',
  donationFailed: 'Failed to process donation. Please try again.',
  paymentsNotSetUp:
    'Card payments are not set up on this server yet. A license key can unlock Pro instead.',
  donationsNotSetUp: 'Donations are not set up on this server.',
  unknownPrice: 'That price is not sold here',
  alreadyPro: 'You already have Pro access.',
  invalidSignature: 'Invalid Stripe signature',
  malformedEvent: 'The Stripe event is incomplete or malformed',
} as const;

export const LICENSE_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordMismatch:
    "Account exists but password doesn't match. Please try again or use password reset.",
  invalid: 'Invalid license key',
  authFailed: 'Failed to authenticate user',
  tokenFailed: 'Failed to get authentication token',
  failed: 'Failed to unlock access. Please try again.',
  tooManyAttempts: 'Too many license key attempts. Please wait a few minutes and try again.',
  alreadyPro: 'Your account already has Pro access. Keep this key for someone else.',
  unlocked: 'Access Unlocked!',
} as const;
