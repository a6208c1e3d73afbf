// The Spend Breakdown's '$29 One Time Payment': to the Access tab of /settings, where Pro is bought
// (Stripe Checkout joins there with the Pro access work).
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export const UPGRADE_PATH = '/settings?tab=access';

export function UpgradeLink({ className }: { className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to={UPGRADE_PATH}>$29 One Time Payment</Link>
    </Button>
  );
}
