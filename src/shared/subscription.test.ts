import { describe, expect, it } from 'vitest';
import {
  deriveSubscription,
  isPro,
  ONE_TIME_PRO_PLAN,
  PASSKEY_PRO_PLAN,
  type AccessFacts,
} from './subscription.ts';

const none: AccessFacts = { isPasskeyPro: false, hasCompletedOrder: false, subscription: null };

describe('deriveSubscription (spec section 4, in order)', () => {
  it('1. a passkey-pro profile is active with plan passkey_pro_access', () => {
    expect(deriveSubscription({ ...none, isPasskeyPro: true })).toEqual({
      status: 'active',
      planId: PASSKEY_PRO_PLAN,
    });
    expect(PASSKEY_PRO_PLAN).toBe('passkey_pro_access');
  });

  it('1. passkey-pro wins over a completed order and any subscription', () => {
    expect(
      deriveSubscription({
        isPasskeyPro: true,
        hasCompletedOrder: true,
        subscription: { status: 'trialing', priceId: 'price_trial' },
      }),
    ).toEqual({ status: 'active', planId: PASSKEY_PRO_PLAN });
    expect(
      deriveSubscription({
        isPasskeyPro: true,
        hasCompletedOrder: false,
        subscription: { status: 'canceled', priceId: 'price_x' },
      }),
    ).toEqual({ status: 'active', planId: PASSKEY_PRO_PLAN });
  });

  it('2. otherwise a completed order is active with the one-time pro plan', () => {
    expect(deriveSubscription({ ...none, hasCompletedOrder: true })).toEqual({
      status: 'active',
      planId: ONE_TIME_PRO_PLAN,
    });
  });

  it('2. a completed order wins over a trialing or lapsed subscription', () => {
    for (const status of ['trialing', 'active', 'canceled', null]) {
      expect(
        deriveSubscription({
          ...none,
          hasCompletedOrder: true,
          subscription: { status, priceId: 'price_sub' },
        }),
      ).toEqual({ status: 'active', planId: ONE_TIME_PRO_PLAN });
    }
  });

  it.each(['active', 'trialing'] as const)(
    '3. otherwise a %s subscription gives that status with its price',
    (status) => {
      expect(
        deriveSubscription({ ...none, subscription: { status, priceId: 'price_123' } }),
      ).toEqual({ status, planId: 'price_123' });
    },
  );

  it('3. a live subscription without a price has a null plan', () => {
    expect(
      deriveSubscription({ ...none, subscription: { status: 'active', priceId: null } }),
    ).toEqual({ status: 'active', planId: null });
  });

  it.each([
    'canceled',
    'past_due',
    'incomplete',
    'incomplete_expired',
    'unpaid',
    'paused',
    'not_started',
    'ACTIVE',
    '',
    null,
  ])('4. a %j subscription gives none', (status) => {
    expect(deriveSubscription({ ...none, subscription: { status, priceId: 'price_1' } })).toEqual({
      status: 'none',
      planId: null,
    });
  });

  it('4. no facts at all give none', () => {
    expect(deriveSubscription(none)).toEqual({ status: 'none', planId: null });
  });
});

describe('isPro', () => {
  it('is true for active and trialing, false for none', () => {
    expect(isPro({ status: 'active', planId: null })).toBe(true);
    expect(isPro({ status: 'trialing', planId: 'price_1' })).toBe(true);
    expect(isPro({ status: 'none', planId: null })).toBe(false);
  });

  it('agrees with every branch of deriveSubscription', () => {
    expect(isPro(deriveSubscription({ ...none, isPasskeyPro: true }))).toBe(true);
    expect(isPro(deriveSubscription({ ...none, hasCompletedOrder: true }))).toBe(true);
    expect(
      isPro(deriveSubscription({ ...none, subscription: { status: 'trialing', priceId: null } })),
    ).toBe(true);
    expect(isPro(deriveSubscription(none))).toBe(false);
  });
});
