// Subscription status derivation (spec section 4), pure so the server and the Access tab agree.

export type SubscriptionStatus = 'active' | 'trialing' | 'none';

export interface Subscription {
  status: SubscriptionStatus;
  planId: string | null;
}

export const PASSKEY_PRO_PLAN = 'passkey_pro_access';
export const ONE_TIME_PRO_PLAN = 'pro_one_time';

export interface AccessFacts {
  isPasskeyPro: boolean;
  hasCompletedOrder: boolean;
  subscription: { status: string | null; priceId: string | null } | null;
}

/** Derives the subscription in the spec's order: passkey-pro, completed order, live subscription, none. */
export function deriveSubscription(facts: AccessFacts): Subscription {
  if (facts.isPasskeyPro) return { status: 'active', planId: PASSKEY_PRO_PLAN };
  if (facts.hasCompletedOrder) return { status: 'active', planId: ONE_TIME_PRO_PLAN };
  const status = facts.subscription?.status;
  if (status === 'active' || status === 'trialing') {
    return { status, planId: facts.subscription?.priceId ?? null };
  }
  return { status: 'none', planId: null };
}

/** Pro means an active or trialing subscription. */
export function isPro(subscription: Subscription): boolean {
  return subscription.status === 'active' || subscription.status === 'trialing';
}
