// The bar over the free public tools (the breakdown and the budget maker): the logo home, and the
// way to an account, or for someone signed in (an account made on the page, say) the way on into it.
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { useMe } from '#web/lib/session.ts';
import { Button } from './ui/button.tsx';
import { Logo } from './ui/logo.tsx';

/** Where the header's button leads: sign-up for a visitor, else setup or the dashboard. */
function useAccountLink(): { to: string; label: string } {
  const profile = useMe().data?.profile;
  if (!profile) return { to: '/signup', label: 'Start Tracking Your Expenses' };
  return profile.onboardingCompleted
    ? { to: '/', label: 'Go to Dashboard' }
    : { to: '/onboarding', label: 'Continue Setup' };
}

export function PublicHeader({
  className,
}: {
  /** The inner width, to line up with the page. */ className?: string;
}) {
  const account = useAccountLink();
  return (
    <header className="border-b border-border bg-surface/80 backdrop-blur">
      <div
        className={cn(
          'mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6',
          className,
        )}
      >
        <Link to="/start" aria-label="Pennyflow home">
          <Logo className="text-lg" />
        </Link>
        <Button asChild size="sm" className="whitespace-nowrap px-2.5 text-xs sm:px-3 sm:text-sm">
          <Link to={account.to}>{account.label}</Link>
        </Button>
      </div>
    </header>
  );
}
