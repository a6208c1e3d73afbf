// Reads the facts behind a user's access and derives the subscription with the shared rule.
import { and, eq, isNull } from 'drizzle-orm';
import { deriveSubscription, isPro, type Subscription } from '#shared/subscription';
import type { Database } from '../../db/client.ts';
import { profiles, stripeCustomers, stripeOrders, stripeSubscriptions } from '../../db/schema.ts';
import { grantProfileFlag } from '../profile/grant.ts';

export async function getSubscription(options: {
  db: Database;
  userId: string;
  isPasskeyPro: boolean;
}): Promise<Subscription> {
  const { db, userId, isPasskeyPro } = options;
  if (isPasskeyPro)
    return deriveSubscription({ isPasskeyPro, hasCompletedOrder: false, subscription: null });
  try {
    const [customer] = await db
      .select({ customerId: stripeCustomers.customerId })
      .from(stripeCustomers)
      .where(and(eq(stripeCustomers.userId, userId), isNull(stripeCustomers.deletedAt)))
      .limit(1);
    if (!customer)
      return deriveSubscription({ isPasskeyPro, hasCompletedOrder: false, subscription: null });
    const [order] = await db
      .select({ id: stripeOrders.id })
      .from(stripeOrders)
      .where(
        and(
          eq(stripeOrders.customerId, customer.customerId),
          eq(stripeOrders.status, 'completed'),
          isNull(stripeOrders.deletedAt),
        ),
      )
      .limit(1);
    const [subscription] = await db
      .select({ status: stripeSubscriptions.status, priceId: stripeSubscriptions.priceId })
      .from(stripeSubscriptions)
      .where(
        and(
          eq(stripeSubscriptions.customerId, customer.customerId),
          isNull(stripeSubscriptions.deletedAt),
        ),
      )
      .limit(1);
    return deriveSubscription({
      isPasskeyPro,
      hasCompletedOrder: Boolean(order),
      subscription: subscription ?? null,
    });
  } catch (error) {
    // Spec section 4: lookup errors are logged and the status falls back to none.
    console.error('Subscription lookup failed', error);
    return { status: 'none', planId: null };
  }
}

/** The user's subscription from their stored facts alone (the profile need not exist yet). */
export async function loadSubscription(options: {
  db: Database;
  userId: string;
}): Promise<Subscription> {
  const { db, userId } = options;
  const [profile] = await db
    .select({ isPasskeyPro: profiles.isPasskeyPro })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return getSubscription({ db, userId, isPasskeyPro: profile?.isPasskeyPro ?? false });
}

/**
 * Whether the user is Pro, by the one rule (`isPro`, docs/glossary.md). The admin's Pro count
 * (`PRO_USERS` in admin/queries.ts) says it in SQL; a test holds the two together.
 */
export async function isProUser(options: { db: Database; userId: string }): Promise<boolean> {
  return isPro(await loadSubscription(options));
}

/**
 * Gives an existing account lifetime Pro, as a redeemed passkey does (the operator's comp access; also
 * how browser tests get a Pro user). False when there is no account with this email.
 */
export function grantPro(options: { db: Database; email: string }): Promise<boolean> {
  return grantProfileFlag({ ...options, flag: 'isPasskeyPro' });
}
