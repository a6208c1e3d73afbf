import { ChevronRight, KeyRound, LogIn, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';

const choices = [
  {
    to: '/signup',
    label: "I'm new here",
    hint: 'Create a free account and set up your budget',
    Icon: Sparkles,
  },
  {
    to: '/unlock-access',
    label: 'I have a license key',
    hint: 'Unlock Pro access with your key',
    Icon: KeyRound,
  },
  { to: '/login', label: 'I already have an account', hint: 'Sign in to your budget', Icon: LogIn },
] as const;

export function StartPage() {
  return (
    <AuthLayout
      title="Welcome to Pennyflow"
      subtitle="Plan your month, log money in and out, and see where it all went."
    >
      <nav aria-label="Get started">
        <ul className="space-y-3">
          {choices.map(({ to, label, hint, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-4 rounded-xl border border-border bg-surface-2 p-4 transition-colors hover:border-accent hover:bg-accent-soft"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-text">{label}</span>
                  <span className="block text-sm text-muted">{hint}</span>
                </span>
                <ChevronRight
                  aria-hidden
                  className="h-5 w-5 text-muted transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-6 text-center text-sm text-muted">
        Or try it free, no account needed:{' '}
        <Link to="/breakdown" className="font-medium text-accent-text hover:underline">
          Free Breakdown
        </Link>{' '}
        ·{' '}
        <Link to="/budget-maker" className="font-medium text-accent-text hover:underline">
          Budget Maker
        </Link>
      </p>
    </AuthLayout>
  );
}
