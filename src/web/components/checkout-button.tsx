// An upgrade button that opens Stripe Checkout for Pro, with its failure shown beneath it. Without card
// payments configured it is disabled and says so, pointing at the license key instead. Its note and
// failure are full width, so with className 'contents' in a wrapping flex row they take a line of
// their own under the button.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '#shared/contract/payments-messages';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { useCheckout, type CheckoutStart } from '#web/lib/checkout.ts';
import { usePublicConfig } from '#web/lib/session.ts';

export function CheckoutButton({
  from,
  children,
  failureMessage,
  size,
  className,
  id,
  offersLicenseKey = true,
}: {
  from: CheckoutStart;
  children: ReactNode;
  /** Replaces the failure's own message (the Spend Breakdown has its own words). */
  failureMessage?: string;
  size?: ButtonProps['size'];
  className?: string;
  id: string;
  /** False where the page links to /unlock-access itself. */
  offersLicenseKey?: boolean;
}) {
  const config = usePublicConfig();
  const checkout = useCheckout(from);
  const isAvailable = config.data?.isCheckoutAvailable ?? false;
  const noteId = `${id}-note`;
  const failure = checkout.error
    ? (failureMessage ?? checkout.error.message ?? PAYMENT_MESSAGES.unexpected)
    : null;
  return (
    <div className={className}>
      <Button
        id={id}
        size={size}
        className="w-full shrink-0 sm:w-auto"
        disabled={!isAvailable}
        aria-describedby={isAvailable ? undefined : noteId}
        isPending={checkout.isPending}
        pendingLabel="Opening checkout..."
        onClick={() => checkout.mutate()}
      >
        {children}
      </Button>
      {config.data && !isAvailable ? (
        <p id={noteId} className="mt-2 w-full text-xs text-muted">
          {PAYMENT_MESSAGES.paymentsNotSetUp}
          {offersLicenseKey ? (
            <>
              {' '}
              <Link to="/unlock-access" className="font-medium text-accent-text hover:underline">
                Use a license key
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {failure ? (
        <Alert tone="error" className="mt-3 w-full">
          {failure}
        </Alert>
      ) : null}
    </div>
  );
}
