// Pro access: checkout, license keys and donations (spec sections 1, 7 and 8; DESIGN section 5).
import { z } from 'zod';

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

/** Where a checkout was started, which decides where Stripe's Back link returns to. */
export const CHECKOUT_ORIGINS = ['settings', 'ai-chat'] as const;

/**
 * The checkout body of spec section 7. The server picks the price and builds the return addresses
 * from PUBLIC_URL; a client's URLs are only honoured when they point at one of our own pages.
 */
export const checkoutInput = z
  .object({
    price_id: z.string().trim().max(200).optional(),
    mode: z.literal('payment', { message: "mode must be 'payment'" }).default('payment'),
    success_url: z.string().max(2_000).optional(),
    cancel_url: z.string().max(2_000).optional(),
  })
  .strict();
export type CheckoutInput = z.input<typeof checkoutInput>;

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export const donationCheckoutInput = z
  .object({
    success_url: z.string().max(2_000).optional(),
    cancel_url: z.string().max(2_000).optional(),
  })
  .strict();

export const licenseKeyInput = z
  .object({
    licenseKey: z.string({ message: LICENSE_MESSAGES.invalid }).max(200, LICENSE_MESSAGES.invalid),
    /** The spec's body names the user; the server always uses the session's. */
    userId: z.string().max(200).optional(),
  })
  .strict();

export interface LicenseKeyResult {
  valid: boolean;
  error: string | null;
}
