import { BadgeCheck, Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { isPro, type Subscription } from '#shared/subscription';
import {
  FREE_INPUT_LIMIT,
  FREE_MONTHLY_QUOTA,
  PRO_INPUT_LIMIT,
} from '#shared/contract/breakdown-messages';
import { CheckoutButton } from '#web/components/checkout-button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';

/**
 * What Pro adds today, each linked to where it lives. Only what the server really grants a Pro user
 * (breakdown/limits.ts, support/service.ts): not the spec's list, which named features that do not
 * exist and limits free users do not have (ADR 0022).
 */
const PRO_FEATURES = [
  {
    label: `Unlimited Spend Breakdown: no ${FREE_MONTHLY_QUOTA}-character monthly limit`,
    to: '/ai-chat',
  },
  {
    label: `Statements up to ${PRO_INPUT_LIMIT.toLocaleString('en-US')} characters at once in the Spend Breakdown, not ${FREE_INPUT_LIMIT}`,
    to: '/ai-chat',
  },
  // The free page (/breakdown) takes uploads and 30,000 characters from anyone: Pro adds them here.
  {
    label: 'Statement uploads in the Spend Breakdown: CSV, OFX, QIF, CAMT, PDF or a photo',
    to: '/ai-chat',
  },
  {
    label: 'The assistant: ask about your budget in your own words, or add a transaction',
    to: '/assistant',
  },
  {
    label: 'Receipt scanning: a photo of a receipt fills in the transaction',
    to: '/transactions?add=expense',
  },
  { label: 'Priority support: your help requests are marked priority', to: '/help#write-to-us' },
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
        {PRO_FEATURES.map(({ label, to }) => (
          <li key={label} className="flex items-start gap-2.5 text-sm">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-positive" />
            <Link
              to={to}
              className="text-text underline decoration-muted/50 underline-offset-4 hover:text-accent-text hover:decoration-current"
            >
              {label}
            </Link>
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
