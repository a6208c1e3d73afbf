// /subscription/success (spec sections 2 and 4): where Stripe returns a buyer. It waits for the payment
// to be confirmed (pushed live, never polled), then welcomes them and goes to /onboarding after 2 s.
// Without a user it goes to /start; unconfirmed after 15 s, to /signup.
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isPro } from '#shared/subscription';
import { CenteredCard } from '#web/components/layout/centered-card.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { sessionKeys, useMe } from '#web/lib/session.ts';
import { useLiveSubscription } from './use-live-subscription.ts';

/** Spec section 9: the welcome shows this long before onboarding. */
export const WELCOME_REDIRECT_MS = 2_000;
/** Spec section 9: how long the page waits for the payment before giving up. */
export const VERIFICATION_TIMEOUT_MS = 15_000;

export function SubscriptionSuccessPage() {
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) throw me.error;
  if (!me.data) return <Navigate to="/start" replace />;
  return <PaymentConfirmation />;
}

function PaymentConfirmation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subscription = useLiveSubscription();
  const isConfirmed = subscription ? isPro(subscription) : false;

  useEffect(() => {
    if (!isConfirmed) return;
    // Every screen reading /api/me learns of Pro now, not 30 s later.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    const timer = setTimeout(() => navigate('/onboarding', { replace: true }), WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isConfirmed, navigate, queryClient]);

  useEffect(() => {
    if (isConfirmed) return;
    const timer = setTimeout(() => navigate('/signup', { replace: true }), VERIFICATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isConfirmed, navigate]);

  return (
    <CenteredCard homeHref="/" className="text-center">
      <div role="status" aria-live="polite" className="space-y-3">
        {isConfirmed ? (
          <>
            <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-positive-soft text-positive">
              <PartyPopper aria-hidden className="h-7 w-7" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">Welcome to Pennyflow!</h1>
            <p className="text-sm text-muted">
              Your payment is confirmed and Pro is yours for life: unlimited Spend Breakdown,
              statements up to 30,000 characters and file uploads.
            </p>
          </>
        ) : (
          <>
            <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
              <Loader2 aria-hidden className="h-7 w-7 animate-spin" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">Setting Up Your Account...</h1>
            <p className="text-sm text-muted">
              Confirming your payment with Stripe. This usually takes a few seconds.
            </p>
          </>
        )}
      </div>
    </CenteredCard>
  );
}
