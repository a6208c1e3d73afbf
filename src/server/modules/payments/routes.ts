// Payments: Pro checkout (spec section 7's checkout, also named stripe-checkout), the donation checkout
// and Stripe's webhooks.
import { Hono } from 'hono';
import { checkoutInput, donationCheckoutInput, PAYMENT_MESSAGES } from '#shared/contract/payments';
import { AppError } from '#shared/errors';
import type { AppEnv } from '../../http/context.ts';
import { limitPerAddress, perApp } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { createDonationCheckout, createProCheckout } from './checkout.ts';
import { verifyStripeEvent } from './stripe-client.ts';
import { isWholeEvent } from './event-shape.ts';
import { handleStripeEvent } from './webhooks.ts';

// Each Checkout Session is a call to Stripe: enough for people, not for a script.
const CHECKOUTS_PER_MINUTE = 10;

const checkoutLimiter = perApp((deps) =>
  limitPerAddress({
    limit: CHECKOUTS_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many checkout attempts. Please wait a minute and try again.',
    trustedProxies: deps.env.TRUST_PROXY,
    store: deps.limits.store('checkout:address', 'allow'),
  }),
);

export const checkoutRoutes = new Hono<AppEnv>()
  .use((c, next) => checkoutLimiter(c.var.deps)(c, next))
  .use(requireUser)
  .post('/', validate('json', checkoutInput), async (c) => {
    const { db, env, stripe } = c.var.deps;
    const session = await createProCheckout({
      db,
      env,
      stripe,
      user: c.var.user,
      input: c.req.valid('json'),
    });
    return c.json(session);
  });

export const donationCheckoutRoutes = new Hono<AppEnv>()
  .use((c, next) => checkoutLimiter(c.var.deps)(c, next))
  .post('/', validate('json', donationCheckoutInput), async (c) => {
    const { env, stripe } = c.var.deps;
    return c.json(await createDonationCheckout({ env, stripe }));
  });

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { db, env } = c.var.deps;
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new AppError('NOT_CONFIGURED', 'Stripe webhooks are not set up on this server');
  }
  // The signature covers the exact bytes Stripe sent, so the body is read raw.
  const payload = await c.req.text();
  let event;
  try {
    event = verifyStripeEvent(
      payload,
      c.req.header('stripe-signature') ?? '',
      env.STRIPE_WEBHOOK_SECRET,
    );
  } catch (error) {
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.invalidSignature, { cause: error });
  }
  if (!isWholeEvent(event)) throw new AppError('VALIDATION', PAYMENT_MESSAGES.malformedEvent);
  const outcome = await handleStripeEvent({ db, event });
  return c.json({ received: true, outcome });
});
