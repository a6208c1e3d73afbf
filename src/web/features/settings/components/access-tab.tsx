import { BadgeCheck, Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { isPro, type Subscription } from '#shared/access';
import { CheckoutButton } from '#web/components/checkout-button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';

const PRO_FEATURES = [
  'Unlimited budget categories',
  'AI financial assistant',
  'Smart insights & analytics',
  'Receipt scanning',
  'Priority support',
] as const;

/** What the user's access is, derived from their subscription (spec section 4). */
export function AccessTab({ subscription }: { subscription: Subscription }) {
  if (isPro(subscription)) {
    return (
      <Card>
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-positive-soft text-positive">
            <BadgeCheck aria-hidden className="h-6 w-6" />
          </span>
          <div>
            <CardTitle>Pennyflow Unlocked</CardTitle>
            <CardDescription>You have full access to all Pennyflow Features</CardDescription>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Sparkles aria-hidden className="h-6 w-6" />
        </span>
        <div>
          <CardTitle>Free Trial</CardTitle>
          <CardDescription>Upgrade to Pro to unlock all features.</CardDescription>
        </div>
      </div>
      <ul className="mt-6 space-y-2.5">
        {PRO_FEATURES.map((feature) => (
          <li key={feature} className="flex items-center gap-2.5 text-sm">
            <Check aria-hidden className="h-4 w-4 text-positive" />
            {feature}
          </li>
        ))}
      </ul>
      <CheckoutButton
        id="access-checkout"
        from="settings"
        size="lg"
        className="mt-6"
        offersLicenseKey={false}
      >
        Get Pro Access - $29
      </CheckoutButton>
      <p className="mt-4 text-sm text-muted">
        Have a license key?{' '}
        <Link to="/unlock-access" className="font-medium text-accent-text hover:underline">
          Unlock Pro with it
        </Link>
      </p>
    </Card>
  );
}
