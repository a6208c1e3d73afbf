// Stripe Checkout Sessions for Pro (mode payment, the STRIPE_PRICE_PRO price) and for donations.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  PAYMENT_MESSAGES,
  type CheckoutInput,
  type CheckoutSession,
} from '#shared/contract/payments';
import { AppError } from '#shared/errors';
import type { Database } from '../../db/client.ts';
import { profiles, stripeCustomers, stripeOrders } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { SessionUser } from '../../http/context.ts';
import { isProUser } from '../subscription/service.ts';
import { CHECKOUT_CANCEL_PATHS, chooseReturnUrl, ownPageUrl } from './return-urls.ts';
import { isStripeError, type StripeClient } from './stripe-client.ts';

export const PRO_PURPOSE = 'pro';
export const DONATION_PURPOSE = 'donation';

/**
 * The user's Stripe customer, created at Stripe once. Stripe's idempotency key makes parallel first
 * checkouts (or two instances) get the same customer back, and the unique user_id keeps one row.
 */
export async function ensureStripeCustomer(options: {
  db: Database;
  stripe: StripeClient;
  user: SessionUser;
}): Promise<string> {
  const { db, stripe, user } = options;
  const [existing] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.userId, user.id), isNull(stripeCustomers.deletedAt)))
    .limit(1);
  if (existing) return existing.customerId;

  const customer = await stripe.customers.create(
    { email: user.email, metadata: { user_id: user.id } },
    // Stripe remembers a key for 24 hours; the email is part of it, so a changed email is a new request.
    {
      idempotencyKey: `pennyflow-customer-${user.id}-${createHash('sha256').update(user.email).digest('hex').slice(0, 12)}`,
    },
  );
  await db
    .insert(stripeCustomers)
    .values({ userId: user.id, customerId: customer.id })
    .onConflictDoUpdate({
      target: stripeCustomers.userId,
      // Only a deleted customer is replaced; a live one (another request's) wins.
      set: { customerId: customer.id, deletedAt: null, updatedAt: sql`now()` },
      setWhere: sql`${stripeCustomers.deletedAt} is not null`,
    });
  const [kept] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, user.id))
    .limit(1);
  const customerId = kept?.customerId ?? customer.id;
  await db
    .update(profiles)
    .set({ customerId, updatedAt: sql`now()` })
    .where(eq(profiles.id, user.id));
  return customerId;
}

function paymentsNotSetUp(): never {
  throw new AppError('NOT_CONFIGURED', PAYMENT_MESSAGES.paymentsNotSetUp);
}

function checkoutFailed(error: unknown, message: string): never {
  if (error instanceof AppError) throw error;
  console.error('Stripe checkout failed', isStripeError(error) ? error.message : error);
  throw new AppError('UPSTREAM_FAILED', message, { cause: error });
}

export async function createProCheckout(options: {
  db: Database;
  env: Env;
  stripe: StripeClient | null;
  user: SessionUser;
  input: CheckoutInput;
}): Promise<CheckoutSession> {
  const { db, env, stripe, user, input } = options;
  const price = env.STRIPE_PRICE_PRO;
  if (!stripe || !price) paymentsNotSetUp();
  if (input.price_id && input.price_id !== price) {
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.unknownPrice);
  }
  // Paying twice for lifetime access helps nobody.
  if (await isProUser({ db, userId: user.id })) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPro);
  }
  try {
    const customer = await ensureStripeCustomer({ db, stripe, user });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      success_url: `${ownPageUrl(env.PUBLIC_URL, '/subscription/success')}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: chooseReturnUrl({
        publicUrl: env.PUBLIC_URL,
        requested: input.cancel_url,
        allowedPaths: CHECKOUT_CANCEL_PATHS,
        fallbackPath: '/settings',
      }),
      metadata: { user_id: user.id, purpose: PRO_PURPOSE },
      payment_intent_data: { metadata: { user_id: user.id, purpose: PRO_PURPOSE } },
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
    await db
      .insert(stripeOrders)
      .values({ checkoutSessionId: session.id, customerId: customer, priceId: price })
      .onConflictDoNothing({ target: stripeOrders.checkoutSessionId });
    return { sessionId: session.id, url: session.url };
  } catch (error) {
    checkoutFailed(error, PAYMENT_MESSAGES.checkoutFailed);
  }
}

export async function createDonationCheckout(options: {
  env: Env;
  stripe: StripeClient | null;
}): Promise<{ url: string }> {
  const { env, stripe } = options;
  const price = env.STRIPE_PRICE_DONATION;
  if (!stripe || !price) throw new AppError('NOT_CONFIGURED', PAYMENT_MESSAGES.donationsNotSetUp);
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      submit_type: 'donate',
      line_items: [{ price, quantity: 1 }],
      success_url: ownPageUrl(env.PUBLIC_URL, '/budget-maker?donation_success=true'),
      cancel_url: ownPageUrl(env.PUBLIC_URL, '/budget-maker'),
      metadata: { purpose: DONATION_PURPOSE },
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
    return { url: session.url };
  } catch (error) {
    checkoutFailed(error, PAYMENT_MESSAGES.donationFailed);
  }
}
