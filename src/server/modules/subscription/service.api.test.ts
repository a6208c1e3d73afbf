// The subscription on /api/me is derived from the payment tables in the spec's order, scoped to the
// caller's own customer record.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_TIME_PRO_PLAN, PASSKEY_PRO_PLAN } from '#shared/subscription';
import type { Me } from '#shared/contract/profile';
import { profiles, stripeCustomers, stripeOrders, stripeSubscriptions } from '../../db/schema.ts';
import {
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { grantPro } from './service.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function subscriptionOf(user: TestUser): Promise<Me['subscription']> {
  return (await expectJson<Me>(await user.get('/api/me'), 200)).subscription;
}

/** A user with a payment customer record (and a profile, fetched once). */
async function customer(options: { deleted?: boolean } = {}) {
  const user = await signUp(system);
  await subscriptionOf(user);
  const customerId = `cus_${randomUUID()}`;
  await system.db.insert(stripeCustomers).values({
    userId: user.id,
    customerId,
    deletedAt: options.deleted ? new Date() : null,
  });
  return { user, customerId };
}

function order(customerId: string, status: 'pending' | 'completed' | 'canceled', deleted = false) {
  return system.db.insert(stripeOrders).values({
    checkoutSessionId: `cs_${randomUUID()}`,
    customerId,
    status,
    deletedAt: deleted ? new Date() : null,
  });
}

function subscription(customerId: string, status: string, priceId: string | null = 'price_pro') {
  return system.db.insert(stripeSubscriptions).values({ customerId, status, priceId });
}

describe('subscription on GET /api/me', () => {
  it('is none for a new user', async () => {
    expect(await subscriptionOf(await signUp(system))).toEqual({ status: 'none', planId: null });
  });

  it('is active passkey-pro for a passkey-pro profile, before anything else', async () => {
    const { user, customerId } = await customer();
    await subscription(customerId, 'trialing', 'price_trial');
    await system.db.update(profiles).set({ isPasskeyPro: true }).where(eq(profiles.id, user.id));
    expect(await subscriptionOf(user)).toEqual({ status: 'active', planId: PASSKEY_PRO_PLAN });
  });

  it('is active one-time pro for a completed order, ahead of a subscription', async () => {
    const { user, customerId } = await customer();
    await order(customerId, 'completed');
    await subscription(customerId, 'trialing', 'price_trial');
    expect(await subscriptionOf(user)).toEqual({ status: 'active', planId: ONE_TIME_PRO_PLAN });
  });

  it.each(['active', 'trialing'])('passes on a %s subscription with its price', async (status) => {
    const { user, customerId } = await customer();
    await order(customerId, 'pending');
    await subscription(customerId, status, 'price_monthly');
    expect(await subscriptionOf(user)).toEqual({ status, planId: 'price_monthly' });
  });

  it.each(['canceled', 'past_due', 'incomplete', 'not_started'])(
    'is none for a %s subscription',
    async (status) => {
      const { user, customerId } = await customer();
      await subscription(customerId, status);
      expect(await subscriptionOf(user)).toEqual({ status: 'none', planId: null });
    },
  );

  it('ignores pending, canceled and deleted orders', async () => {
    const { user, customerId } = await customer();
    await order(customerId, 'pending');
    await order(customerId, 'canceled');
    await order(customerId, 'completed', true);
    expect(await subscriptionOf(user)).toEqual({ status: 'none', planId: null });
  });

  it('ignores a deleted customer record', async () => {
    const { user, customerId } = await customer({ deleted: true });
    await order(customerId, 'completed');
    expect(await subscriptionOf(user)).toEqual({ status: 'none', planId: null });
  });

  it("never takes another user's purchase", async () => {
    const { customerId } = await customer();
    await order(customerId, 'completed');
    const bystander = await signUp(system);
    expect(await subscriptionOf(bystander)).toEqual({ status: 'none', planId: null });
  });
});

describe('grantPro (the `pro grant` CLI)', () => {
  it('gives an existing account lifetime Pro, found by email in any case, before or after its profile exists', async () => {
    const fresh = await signUp(system);
    expect(await grantPro({ db: system.db, email: fresh.email.toUpperCase() })).toBe(true);
    expect(await subscriptionOf(fresh)).toEqual({ status: 'active', planId: PASSKEY_PRO_PLAN });
    const usage = await expectJson<{ isPro: boolean; limit: number | null }>(
      await fresh.get('/api/functions/financial-breakdown-ai/usage'),
      200,
    );
    expect(usage).toMatchObject({ isPro: true, limit: null });

    const existing = await signUp(system);
    await subscriptionOf(existing);
    expect(await grantPro({ db: system.db, email: existing.email })).toBe(true);
    expect((await subscriptionOf(existing)).planId).toBe(PASSKEY_PRO_PLAN);
  });

  it('answers false for an email with no account, and changes nothing', async () => {
    expect(await grantPro({ db: system.db, email: 'nobody-here@example.com' })).toBe(false);
  });
});
