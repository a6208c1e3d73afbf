// Starting a Pro purchase: the server creates a Stripe Checkout Session and the browser goes to its URL
// (DESIGN section 11: no payment script from a CDN). Messages follow spec section 8.
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_MESSAGES } from '#shared/contract/payments-messages';
import { api, ApiError, unwrap } from './api-client.ts';

/** The page a checkout starts from, where Stripe's Back link returns. */
export type CheckoutStart = 'settings' | 'ai-chat';

// The server's own words are clearer than the generic failure for these.
const EXPLAINED = new Set(['NOT_CONFIGURED', 'CONFLICT', 'RATE_LIMITED']);

/** The Checkout URL, or an Error whose message is meant for the person. */
export async function createCheckout(from: CheckoutStart): Promise<string> {
  try {
    const session = await unwrap(
      api.functions.checkout.$post({
        // A path: the server puts its own PUBLIC_URL in front.
        json: { mode: 'payment', cancel_url: `/${from}` },
      }),
    );
    return session.url;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) throw error;
      throw new Error(
        error.code && EXPLAINED.has(error.code) ? error.message : PAYMENT_MESSAGES.checkoutFailed,
      );
    }
    throw new Error(PAYMENT_MESSAGES.unexpected);
  }
}

/**
 * Starts checkout and leaves for Stripe. Signed out goes to /login. `isPending` stays true while the
 * browser navigates away, so the button cannot be pressed twice.
 */
export function useCheckout(from: CheckoutStart) {
  const navigate = useNavigate();
  const checkout = useMutation({
    mutationFn: async () => {
      const url = await createCheckout(from);
      window.location.assign(url);
      // Never settles: the page is being replaced by Stripe's.
      return new Promise<never>(() => {});
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) navigate('/login');
    },
  });
  const { reset } = checkout;
  useEffect(() => {
    // Back from Stripe may restore this page from the back-forward cache, mid-redirect.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  return checkout;
}
