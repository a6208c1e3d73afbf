// The Stripe SDK, configured from the environment. STRIPE_API_URL points it at another host: a local
// Stripe-compatible server in tests (the SDK itself is the real one).
import Stripe from 'stripe';
import type { Env } from '../../env.ts';

export type StripeClient = Stripe;

/** A Stripe client when STRIPE_SECRET_KEY is set, else null (card payments are then not offered). */
export function createStripeClient(env: Env): StripeClient | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const config: Stripe.StripeConfig = {
    appInfo: { name: 'Pennyflow' },
    maxNetworkRetries: 1,
    timeout: 15_000,
  };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = Number(url.port || (protocol === 'http' ? 80 : 443));
    config.protocol = protocol;
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

/** Verifies a webhook's Stripe-Signature over its raw body; throws when it is forged, altered or stale. */
export function verifyStripeEvent(
  payload: string,
  signature: string,
  secret: string,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
