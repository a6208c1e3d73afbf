// The Spend Breakdown's '$29 One Time Payment': Stripe Checkout for Pro, returning here if cancelled.
import { PAYMENT_MESSAGES } from '#shared/contract/payments-messages';
import { CheckoutButton } from '#web/components/checkout-button.tsx';

export function UpgradeLink({ className, id }: { className?: string; id: string }) {
  return (
    <CheckoutButton
      id={id}
      from="ai-chat"
      failureMessage={PAYMENT_MESSAGES.upgradeFailed}
      className={className}
    >
      $29 One Time Payment
    </CheckoutButton>
  );
}
