// Pro checkout and Stripe webhooks, driven through the real stripe SDK against a local Stripe-compatible
// server (tests/support/stripe-server.ts), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONE_TIME_PRO_PLAN } from '#shared/subscription';
import { PAYMENT_MESSAGES } from '#shared/contract/payments';
import type { Me } from '#shared/contract/profile';
import { profiles, stripeCustomers, stripeOrders, stripeWebhookEvents } from '../../db/schema.ts';
import {
  expectError,
  expectJson,
  PUBLIC_URL,
  signUp,
  startTestSystem,
  uniqueAddress,
  withEnv,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { readEventStream } from '../../../../tests/support/event-stream.ts';
import { startFakeStripe, type FakeStripe } from '../../../../tests/support/stripe-server.ts';

const SECRET_KEY = 'sk_test_pennyflow';
const WEBHOOK_SECRET = 'whsec_test_pennyflow';
const PRO_PRICE = 'price_pro_test';
const DONATION_PRICE = 'price_donation_test';

let stripe: FakeStripe;
let system: TestSystem;

beforeAll(async () => {
  stripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: { [PRO_PRICE]: 2900, [DONATION_PRICE]: 500 },
    // Parallel calls with one idempotency key overlap, and the second gets Stripe's 409.
    latencyMs: 30,
  });
  system = await startTestSystem({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: PRO_PRICE,
      STRIPE_PRICE_DONATION: DONATION_PRICE,
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await system?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

/** Each checkout gets its own address so the per-address checkout limit never interferes. */
function checkout(user: TestUser, body: Record<string, unknown> = { mode: 'payment' }) {
  return user.request('/api/functions/checkout', {
    json: body,
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
}

async function startCheckout(user: TestUser, body?: Record<string, unknown>) {
  return expectJson<{ sessionId: string; url: string }>(await checkout(user, body), 200);
}

function deliver(
  event: Record<string, unknown>,
  options: { timestamp?: number; tamper?: boolean } = {},
) {
  const payload = JSON.stringify(event);
  const signature = stripe.sign(payload, { timestamp: options.timestamp });
  return system.request('/api/webhooks/stripe', {
    body: options.tamper ? payload.replace('"paid"', '"paid" ') : payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    origin: null,
  });
}

async function subscriptionOf(user: TestUser): Promise<Me['subscription']> {
  return (await expectJson<Me>(await user.get('/api/me'), 200)).subscription;
}

/** A signed-up user who has paid: checkout, then Stripe's completed event. */
async function paidUser() {
  const user = await signUp(system);
  const { sessionId } = await startCheckout(user);
  const event = stripe.completeSession(sessionId);
  await expectJson(await deliver(event), 200);
  const session = stripe.sessions.get(sessionId)!;
  return { user, sessionId, paymentIntent: String(session.payment_intent), event };
}

describe('POST /api/functions/checkout', () => {
  it('answers a Stripe Checkout Session of the Pro price in payment mode, returning to our pages', async () => {
    const user = await signUp(system);
    const body = await startCheckout(user);
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toBe(`${stripe.url}/c/pay/${body.sessionId}`);
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.params).toMatchObject({
      mode: 'payment',
      line_items: [{ price: PRO_PRICE, quantity: '1' }],
      client_reference_id: user.id,
      success_url: `${PUBLIC_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/settings`,
      metadata: { user_id: user.id, purpose: 'pro' },
    });
    const [order] = await system.db
      .select()
      .from(stripeOrders)
      .where(eq(stripeOrders.checkoutSessionId, body.sessionId));
    expect(order).toMatchObject({ status: 'pending', priceId: PRO_PRICE });
  });

  it('returns to /ai-chat when started there, and never to another site', async () => {
    const user = await signUp(system);
    await startCheckout(user, { mode: 'payment', cancel_url: `${PUBLIC_URL}/ai-chat` });
    await startCheckout(user, {
      mode: 'payment',
      cancel_url: 'https://evil.example/ai-chat',
      success_url: 'https://evil.example/stolen',
    });
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions.map((r) => r.params.cancel_url)).toEqual([
      `${PUBLIC_URL}/ai-chat`,
      `${PUBLIC_URL}/settings`,
    ]);
    expect(sessions[1]!.params.success_url).toBe(
      `${PUBLIC_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('creates one Stripe customer per user however often it is called, in parallel too', async () => {
    const user = await signUp(system);
    await expectJson(await user.get('/api/me'), 200);
    const first = await Promise.all([checkout(user), checkout(user), checkout(user)]);
    for (const response of first) await expectJson(response, 200);
    await startCheckout(user);
    await startCheckout(user);

    const rows = await system.db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, user.id));
    expect(rows).toHaveLength(1);
    const customersAtStripe = [...stripe.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>).user_id === user.id,
    );
    expect(customersAtStripe).toHaveLength(1);
    expect(customersAtStripe[0]!.email).toBe(user.email);
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(new Set(sessions.map((r) => r.params.customer))).toEqual(new Set([rows[0]!.customerId]));
    const [profile] = await system.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.customerId).toBe(rows[0]!.customerId);
  });

  it('refuses a price it does not sell, changing nothing', async () => {
    const user = await signUp(system);
    await expectError(await checkout(user, { mode: 'payment', price_id: 'price_other' }), 400, {
      error: PAYMENT_MESSAGES.unknownPrice,
    });
    await expectError(await checkout(user, { mode: 'subscription' }), 400);
    expect(stripe.requests).toHaveLength(0);
  });

  it('says so when Stripe fails, in the spec words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await signUp(system);
    stripe.failNext(400, 'No such price');
    await expectError(await checkout(user), 502, { error: PAYMENT_MESSAGES.checkoutFailed });
  });

  it('needs a signed-in user', async () => {
    await expectError(
      await system.request('/api/functions/checkout', { json: { mode: 'payment' } }),
      401,
    );
  });

  it('answers the same under its other name, stripe-checkout', async () => {
    const user = await signUp(system);
    const response = await user.request('/api/functions/stripe-checkout', {
      json: { mode: 'payment' },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    expect((await expectJson<{ url: string }>(response, 200)).url).toContain('/c/pay/');
  });

  it('refuses a second purchase once the user has Pro', async () => {
    const { user } = await paidUser();
    await expectError(await checkout(user), 409, { error: PAYMENT_MESSAGES.alreadyPro });
  });

  it('says card payments are not set up when Stripe is not configured', async () => {
    const bare = withEnv(system, {});
    const user = await signUp(bare);
    await expectError(await checkout(user), 503, { error: PAYMENT_MESSAGES.paymentsNotSetUp });
    const config = await expectJson<{ isCheckoutAvailable: boolean }>(
      await bare.request('/api/config'),
      200,
    );
    expect(config.isCheckoutAvailable).toBe(false);
    const configured = await expectJson<{ isCheckoutAvailable: boolean }>(
      await system.request('/api/config'),
      200,
    );
    expect(configured.isCheckoutAvailable).toBe(true);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('turns a paid checkout into Pro: /api/me shows active within one second', async () => {
    const user = await signUp(system);
    const { sessionId } = await startCheckout(user);
    expect(await subscriptionOf(user)).toEqual({ status: 'none', planId: null });
    const started = performance.now();
    const answer = await expectJson(await deliver(stripe.completeSession(sessionId)), 200);
    expect(answer).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionOf(user)).toEqual({ status: 'active', planId: ONE_TIME_PRO_PLAN });
    expect(performance.now() - started).toBeLessThan(1_000);
    const [order] = await system.db
      .select()
      .from(stripeOrders)
      .where(eq(stripeOrders.checkoutSessionId, sessionId));
    expect(order).toMatchObject({ status: 'completed', amountTotal: 2900, currency: 'usd' });
  });

  it('applies a repeated delivery of the same event once', async () => {
    const user = await signUp(system);
    const { sessionId } = await startCheckout(user);
    const event = stripe.completeSession(sessionId);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    const outcomes = await Promise.all(answers.map((a) => expectJson<{ outcome: string }>(a, 200)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    const recorded = await system.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, String(event.id)));
    expect(recorded).toHaveLength(1);
  });

  it('refuses a signed event without its object, or with an impossible amount, and changes nothing (F11)', async () => {
    const user = await signUp(system);
    const { sessionId } = await startCheckout(user);
    const whole = stripe.completeSession(sessionId) as { id: string; data: { object: object } };
    const broken = [
      { ...whole, id: `${whole.id}_a`, data: undefined },
      { ...whole, id: `${whole.id}_b`, data: { object: null } },
      {
        ...whole,
        id: `${whole.id}_c`,
        data: { object: { ...whole.data.object, amount_total: 1e308 } },
      },
      { ...whole, id: `${whole.id}_d`, data: { object: { ...whole.data.object, id: 42 } } },
    ];
    for (const event of broken) {
      await expectError(await deliver(event), 400, { error: PAYMENT_MESSAGES.malformedEvent });
      const recorded = await system.db
        .select()
        .from(stripeWebhookEvents)
        .where(eq(stripeWebhookEvents.id, event.id));
      expect(recorded).toHaveLength(0);
    }
    expect(await subscriptionOf(user)).toEqual({ status: 'none', planId: null });
    // The whole event still applies.
    expect(await expectJson(await deliver(whole), 200)).toEqual({
      received: true,
      outcome: 'applied',
    });
  });

  it('refuses a tampered, replayed, unsigned or wrongly signed event and changes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await signUp(system);
    const { sessionId } = await startCheckout(user);
    const event = stripe.completeSession(sessionId);
    const payload = JSON.stringify(event);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const attempts = [
      deliver(event, { tamper: true }),
      deliver(event, { timestamp: tenMinutesAgo }),
      system.request('/api/webhooks/stripe', {
        body: payload,
        headers: { 'content-type': 'application/json' },
        origin: null,
      }),
      system.request('/api/webhooks/stripe', {
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.sign(payload, { secret: 'whsec_someone_else' }),
        },
        origin: null,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      await expectError(response, 400, { error: PAYMENT_MESSAGES.invalidSignature });
    }
    expect(await subscriptionOf(user)).toEqual({ status: 'none', planId: null });
    const recorded = await system.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, String(event.id)));
    expect(recorded).toHaveLength(0);
    // The genuine delivery still works afterwards.
    await expectJson(await deliver(event), 200);
    expect((await subscriptionOf(user)).status).toBe('active');
  });

  it('keeps an unpaid (delayed) checkout pending until the payment succeeds', async () => {
    const user = await signUp(system);
    const { sessionId } = await startCheckout(user);
    const session = {
      ...stripe.sessions.get(sessionId)!,
      status: 'complete',
      payment_status: 'unpaid',
    };
    await expectJson(await deliver(stripe.event('checkout.session.completed', session)), 200);
    expect((await subscriptionOf(user)).status).toBe('none');
    const paid = { ...session, payment_status: 'paid', payment_intent: 'pi_test_delayed' };
    await expectJson(
      await deliver(stripe.event('checkout.session.async_payment_succeeded', paid)),
      200,
    );
    expect((await subscriptionOf(user)).status).toBe('active');
  });

  it('ends Pro on a full refund, not on a partial one', async () => {
    const { user, paymentIntent } = await paidUser();
    const charge = { id: 'ch_test_1', object: 'charge', payment_intent: paymentIntent };
    await expectJson(
      await deliver(
        stripe.event('charge.refunded', { ...charge, refunded: false, amount_refunded: 500 }),
      ),
      200,
    );
    expect((await subscriptionOf(user)).status).toBe('active');
    await expectJson(
      await deliver(
        stripe.event('charge.refunded', { ...charge, refunded: true, amount_refunded: 2900 }),
      ),
      200,
    );
    expect(await subscriptionOf(user)).toEqual({ status: 'none', planId: null });
  });

  it('ends Pro when the payment is disputed, and restores it when the dispute is won', async () => {
    const { user, paymentIntent, event } = await paidUser();
    const dispute = { id: 'dp_test_1', object: 'dispute', payment_intent: paymentIntent };
    await expectJson(
      await deliver(
        stripe.event('charge.dispute.created', { ...dispute, status: 'needs_response' }),
      ),
      200,
    );
    expect((await subscriptionOf(user)).status).toBe('none');
    // A late redelivery of the old completion does not bring Pro back.
    const lateCompletion = stripe.event(
      'checkout.session.completed',
      (event.data as { object: Record<string, unknown> }).object,
    );
    await expectJson(await deliver(lateCompletion), 200);
    expect((await subscriptionOf(user)).status).toBe('none');
    await expectJson(
      await deliver(stripe.event('charge.dispute.closed', { ...dispute, status: 'won' })),
      200,
    );
    expect((await subscriptionOf(user)).status).toBe('active');
  });

  it('grants nothing for a donation or for a session that was not a Pro checkout', async () => {
    const user = await signUp(system);
    const { sessionId } = await startCheckout(user);
    const session = stripe.sessions.get(sessionId)!;
    const donation = { ...session, metadata: { purpose: 'donation' }, payment_status: 'paid' };
    await expectJson(await deliver(stripe.event('checkout.session.completed', donation)), 200);
    const unmarked = { ...session, metadata: {}, payment_status: 'paid' };
    await expectJson(await deliver(stripe.event('checkout.session.completed', unmarked)), 200);
    expect((await subscriptionOf(user)).status).toBe('none');
  });

  it("grants Pro to the session's customer, whoever the session names", async () => {
    const payer = await signUp(system);
    const bystander = await signUp(system);
    const { sessionId } = await startCheckout(payer);
    const session = stripe.sessions.get(sessionId)!;
    const namingBystander = {
      ...session,
      client_reference_id: bystander.id,
      metadata: { user_id: bystander.id, purpose: 'pro' },
      payment_status: 'paid',
    };
    await expectJson(
      await deliver(stripe.event('checkout.session.completed', namingBystander)),
      200,
    );
    expect((await subscriptionOf(payer)).status).toBe('active');
    expect((await subscriptionOf(bystander)).status).toBe('none');
  });

  it('keeps Pro off when the refund or dispute arrives before the completion', async () => {
    for (const reversal of ['refund', 'dispute'] as const) {
      const user = await signUp(system);
      const { sessionId } = await startCheckout(user);
      const completion = stripe.completeSession(sessionId);
      const paymentIntent = String(stripe.sessions.get(sessionId)!.payment_intent);
      const early =
        reversal === 'refund'
          ? stripe.event('charge.refunded', {
              id: 'ch_early',
              object: 'charge',
              payment_intent: paymentIntent,
              refunded: true,
            })
          : stripe.event('charge.dispute.created', {
              id: 'dp_early',
              object: 'dispute',
              payment_intent: paymentIntent,
              status: 'needs_response',
            });
      await expectJson(await deliver(early), 200);
      await expectJson(await deliver(completion), 200);
      expect((await subscriptionOf(user)).status, reversal).toBe('none');
    }
  });

  it('mirrors subscriptions: active or trialing gives Pro, deleted ends it', async () => {
    const user = await signUp(system);
    await startCheckout(user);
    const [{ customerId }] = (await system.db
      .select({ customerId: stripeCustomers.customerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, user.id))) as [{ customerId: string }];
    const subscription = {
      id: 'sub_test_1',
      object: 'subscription',
      customer: customerId,
      status: 'trialing',
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            price: { id: 'price_monthly' },
            current_period_start: 1_790_000_000,
            current_period_end: 1_792_592_000,
          },
        ],
      },
    };
    await expectJson(
      await deliver(stripe.event('customer.subscription.created', subscription)),
      200,
    );
    expect(await subscriptionOf(user)).toEqual({ status: 'trialing', planId: 'price_monthly' });
    await expectJson(
      await deliver(
        stripe.event('customer.subscription.deleted', { ...subscription, status: 'canceled' }),
      ),
      200,
    );
    expect((await subscriptionOf(user)).status).toBe('none');
  });

  it('ignores event types it does not handle, recording them once', async () => {
    const answer = await expectJson(
      await deliver(stripe.event('invoice.paid', { id: 'in_test', object: 'invoice' })),
      200,
    );
    expect(answer).toEqual({ received: true, outcome: 'ignored' });
  });

  it('says webhooks are not set up without STRIPE_WEBHOOK_SECRET', async () => {
    const bare = withEnv(system, {});
    const payload = JSON.stringify(stripe.event('invoice.paid', {}));
    await expectError(
      await bare.request('/api/webhooks/stripe', {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
        origin: null,
      }),
      503,
    );
  });
});

describe('GET /api/subscription/events', () => {
  async function openStream(user: TestUser) {
    const response = await user.get('/api/subscription/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return readEventStream<Me['subscription']>(response, 'subscription');
  }

  it('sends the status at once, then the payment within one second of the webhook', async () => {
    const user = await signUp(system);
    const { sessionId } = await startCheckout(user);
    const stream = await openStream(user);
    try {
      expect(await stream.next(1_000)).toEqual({ status: 'none', planId: null });
      await expectJson(await deliver(stripe.completeSession(sessionId)), 200);
      expect(await stream.next(1_000)).toEqual({ status: 'active', planId: ONE_TIME_PRO_PLAN });
    } finally {
      await stream.close();
    }
  });

  it("hears nothing of another user's payment", async () => {
    const watcher = await signUp(system);
    const stream = await openStream(watcher);
    try {
      expect((await stream.next(1_000)).status).toBe('none');
      await paidUser();
      await expect(stream.next(300)).rejects.toThrow(/No subscription event/);
    } finally {
      await stream.close();
    }
  });

  it('needs a signed-in user', async () => {
    await expectError(await system.request('/api/subscription/events'), 401);
  });
});

describe('POST /api/functions/donation-checkout', () => {
  it('answers the Checkout URL of the donation price, returning to the budget maker', async () => {
    const response = await system.request('/api/functions/donation-checkout', {
      json: {},
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    const body = await expectJson<{ url: string }>(response, 200);
    expect(body.url).toContain(`${stripe.url}/c/pay/`);
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.params).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      line_items: [{ price: DONATION_PRICE, quantity: '1' }],
      success_url: `${PUBLIC_URL}/budget-maker?donation_success=true`,
      cancel_url: `${PUBLIC_URL}/budget-maker`,
      metadata: { purpose: 'donation' },
    });
  });

  it('says donations are not set up without a donation price', async () => {
    const bare = withEnv(system, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: stripe.url });
    await expectError(await bare.request('/api/functions/donation-checkout', { json: {} }), 503, {
      error: PAYMENT_MESSAGES.donationsNotSetUp,
    });
  });

  it('is limited per address', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await system.request('/api/functions/donation-checkout', {
        json: {},
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
