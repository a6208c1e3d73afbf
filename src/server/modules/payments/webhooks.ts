// Stripe events, applied once each (the event id is recorded in the same transaction as its effect).
// Only a paid Pro checkout grants Pro; a full refund or a dispute ends it; subscriptions are mirrored.
// Every change NOTIFYs the access channel, which the subscription success page listens to.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import {
  stripeCustomers,
  stripeOrders,
  stripePaymentReversals,
  stripeSubscriptions,
  stripeWebhookEvents,
} from '../../db/schema.ts';
import { LIVE_CHANNELS, notify } from '../live/hub.ts';
import { PRO_PURPOSE } from './checkout.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

async function userForCustomer(tx: Tx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId))
    .limit(1);
  return row?.userId ?? null;
}

const PAID = new Set(['paid', 'no_payment_required']);

/** A Pro checkout finished: paid now (card) or later (async methods); unpaid stays pending. */
async function recordCheckout(tx: Tx, session: Stripe.Checkout.Session): Promise<string[]> {
  if (session.metadata?.purpose !== PRO_PURPOSE || session.mode !== 'payment') return [];
  const customerId = idOf(session.customer);
  if (!customerId) return [];
  let userId = await userForCustomer(tx, customerId);
  if (!userId && session.client_reference_id) {
    // Our sessions always name the customer we stored; this covers a row lost to a restore.
    await tx
      .insert(stripeCustomers)
      .values({ userId: session.client_reference_id, customerId })
      .onConflictDoNothing();
    userId = await userForCustomer(tx, customerId);
  }
  const paymentIntentId = idOf(session.payment_intent);
  // A refund or dispute that arrived before this completion decides the order's status.
  const reversal = paymentIntentId ? await reversalOf(tx, paymentIntentId) : null;
  const paidStatus = reversal ?? 'completed';
  const isPaid = PAID.has(session.payment_status);
  const facts = {
    customerId,
    paymentIntentId,
    amountSubtotal: session.amount_subtotal,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentStatus: session.payment_status,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(stripeOrders)
    .values({
      ...facts,
      checkoutSessionId: session.id,
      status: isPaid ? paidStatus : 'pending',
    })
    .onConflictDoUpdate({
      target: stripeOrders.checkoutSessionId,
      // A late 'completed' never revives a refunded or disputed order.
      set: isPaid
        ? {
            ...facts,
            status: sql`case when ${stripeOrders.status} in ('pending', 'canceled') then ${paidStatus} else ${stripeOrders.status} end`,
          }
        : facts,
    });
  return userId ? [userId] : [];
}

type OrderStatus = (typeof stripeOrders.$inferSelect)['status'];
type Reversal = (typeof stripePaymentReversals.$inferSelect)['status'];

async function reversalOf(tx: Tx, paymentIntentId: string): Promise<Reversal | null> {
  const [row] = await tx
    .select({ status: stripePaymentReversals.status })
    .from(stripePaymentReversals)
    .where(eq(stripePaymentReversals.paymentIntentId, paymentIntentId))
    .limit(1);
  return row?.status ?? null;
}

/**
 * Remembers that a payment was refunded or disputed (a refund is never downgraded to a dispute), then
 * ends Pro on its order if the order is known already.
 */
async function reversePayment(
  tx: Tx,
  paymentIntentId: string | null,
  status: Reversal,
): Promise<string[]> {
  if (!paymentIntentId) return [];
  await tx
    .insert(stripePaymentReversals)
    .values({ paymentIntentId, status })
    .onConflictDoUpdate({
      target: stripePaymentReversals.paymentIntentId,
      set: { status, updatedAt: sql`now()` },
      setWhere: sql`${stripePaymentReversals.status} = 'disputed'`,
    });
  const from: OrderStatus[] = status === 'refunded' ? ['completed', 'disputed'] : ['completed'];
  return setOrderStatus(tx, { paymentIntentId }, from, status);
}

/** A dispute the seller won: the payment stands again (unless it was refunded meanwhile). */
async function restorePayment(tx: Tx, paymentIntentId: string | null): Promise<string[]> {
  if (!paymentIntentId) return [];
  await tx
    .delete(stripePaymentReversals)
    .where(
      and(
        eq(stripePaymentReversals.paymentIntentId, paymentIntentId),
        eq(stripePaymentReversals.status, 'disputed'),
      ),
    );
  return setOrderStatus(tx, { paymentIntentId }, ['disputed'], 'completed');
}

async function setOrderStatus(
  tx: Tx,
  where: { checkoutSessionId?: string; paymentIntentId?: string | null },
  from: readonly OrderStatus[],
  to: OrderStatus,
): Promise<string[]> {
  const match = where.checkoutSessionId
    ? eq(stripeOrders.checkoutSessionId, where.checkoutSessionId)
    : where.paymentIntentId
      ? eq(stripeOrders.paymentIntentId, where.paymentIntentId)
      : null;
  if (!match) return [];
  const changed = await tx
    .update(stripeOrders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(match, inArray(stripeOrders.status, [...from])))
    .returning({ customerId: stripeOrders.customerId });
  const users: string[] = [];
  for (const order of changed) {
    const userId = await userForCustomer(tx, order.customerId);
    if (userId) users.push(userId);
  }
  return users;
}

async function mirrorSubscription(
  tx: Tx,
  subscription: Stripe.Subscription,
  isDeleted: boolean,
): Promise<string[]> {
  const customerId = idOf(subscription.customer);
  if (!customerId) return [];
  const item = subscription.items?.data[0];
  const periodStart = item?.current_period_start;
  const periodEnd = item?.current_period_end;
  const facts = {
    subscriptionId: subscription.id,
    priceId: item?.price?.id ?? null,
    currentPeriodStart: periodStart ? new Date(periodStart * 1000) : null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    status: isDeleted ? 'canceled' : subscription.status,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(stripeSubscriptions)
    .values({ customerId, ...facts })
    .onConflictDoUpdate({ target: stripeSubscriptions.customerId, set: facts });
  const userId = await userForCustomer(tx, customerId);
  return userId ? [userId] : [];
}

async function applyEvent(tx: Tx, event: Stripe.Event): Promise<string[] | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return recordCheckout(tx, event.data.object);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return setOrderStatus(
        tx,
        { checkoutSessionId: event.data.object.id },
        ['pending'],
        'canceled',
      );
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund (a goodwill discount) keeps Pro; the full amount back ends it.
      if (!charge.refunded) return [];
      return reversePayment(tx, idOf(charge.payment_intent), 'refunded');
    }
    case 'charge.dispute.created':
      return reversePayment(tx, idOf(event.data.object.payment_intent), 'disputed');
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      if (dispute.status !== 'won') return [];
      return restorePayment(tx, idOf(dispute.payment_intent));
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return mirrorSubscription(tx, event.data.object, false);
    case 'customer.subscription.deleted':
      return mirrorSubscription(tx, event.data.object, true);
    default:
      return null;
  }
}

/** Applies a verified event once; a repeated delivery of the same event id changes nothing. */
export async function handleStripeEvent(options: {
  db: Database;
  event: Stripe.Event;
}): Promise<EventOutcome> {
  const { db, event } = options;
  return db.transaction(async (tx) => {
    const [isFirst] = await tx
      .insert(stripeWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeWebhookEvents.id });
    if (!isFirst) return 'duplicate';
    const users = await applyEvent(tx, event);
    if (users === null) return 'ignored';
    for (const userId of new Set(users)) await notify(tx, LIVE_CHANNELS.access, userId);
    return 'applied';
  });
}
