// The app's pages by path, with the names page-view analytics files them under. Only these paths
// are recorded, so a client cannot fill the admin tables with made-up pages.
export const PAGE_NAMES = {
  '/start': 'Start',
  '/login': 'Log In',
  '/signup': 'Sign Up',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/unlock-access': 'Unlock Access',
  '/subscription/success': 'Subscription Success',
  '/onboarding': 'Onboarding',
  '/breakdown': 'Spend Breakdown',
  '/budget-maker': 'Budget Maker',
  '/': 'Dashboard',
  '/budget': 'Your Budget',
  '/transactions': 'Transactions',
  '/ai-chat': 'Spending Report',
  '/settings': 'Account Settings',
  '/admin': 'Admin Dashboard',
} as const;

export type PagePath = keyof typeof PAGE_NAMES;

/** The known page a location's path is (a trailing slash ignored), or null for any other path. */
export function knownPagePath(pathname: string): PagePath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PAGE_NAMES, path) ? (path as PagePath) : null;
}
