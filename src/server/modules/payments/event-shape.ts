// What a Stripe event must hold before it is applied. The signature proves who sent it, not that it
// is whole: an event without its object, or with an amount no payment has, is refused with a clear
// error and changes nothing (issue 32, F11), rather than failing half-way as a 500.
import type Stripe from 'stripe';
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '#shared/contract/budget';

const id = z.string().min(1).max(255);
/** A reference Stripe sends as an id, or as the expanded object. */
const ref = z.union([id, z.object({ id }).passthrough(), z.null()]).optional();
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS).nullable().optional();
const word = z.string().max(64);

const checkoutSession = z
  .object({
    id,
    customer: ref,
    payment_intent: ref,
    amount_total: cents,
    amount_subtotal: cents,
    currency: word.nullable().optional(),
    payment_status: word.optional(),
  })
  .passthrough();
const charge = z.object({ refunded: z.boolean(), payment_intent: ref }).passthrough();
const dispute = z.object({ status: word, payment_intent: ref }).passthrough();
const subscription = z.object({ id, customer: ref, status: word }).passthrough();

const OBJECTS: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSession,
  'checkout.session.async_payment_succeeded': checkoutSession,
  'checkout.session.async_payment_failed': checkoutSession,
  'checkout.session.expired': checkoutSession,
  'charge.refunded': charge,
  'charge.dispute.created': dispute,
  'charge.dispute.closed': dispute,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.paused': subscription,
  'customer.subscription.resumed': subscription,
  'customer.subscription.deleted': subscription,
};

/** Whether a verified event is whole enough to apply; types we do not handle pass (and are ignored). */
export function isWholeEvent(event: Stripe.Event): boolean {
  const base = z.object({ id, type: word }).passthrough().safeParse(event);
  if (!base.success) return false;
  const object = OBJECTS[event.type];
  if (!object) return true;
  return z.object({ data: z.object({ object }) }).safeParse(event).success;
}
