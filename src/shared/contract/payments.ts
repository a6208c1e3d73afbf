// Pro access: checkout, license keys and donations (spec sections 1, 7 and 8; DESIGN section 5).
import { z } from 'zod';

import { LICENSE_MESSAGES } from './payments-messages.ts';

export * from './payments-messages.ts';

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
