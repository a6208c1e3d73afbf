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
  '/breakdown': 'Spending Breakdown',
  '/budget-maker': 'Budget Maker',
  '/': 'Dashboard',
  '/budget': 'Your Budget',
  '/transactions': 'Transactions',
  '/recurring': 'Recurring',
  '/reports': 'Reports',
  '/ai-chat': 'Spend Breakdown',
  '/assistant': 'Assistant',
  '/settings': 'Account Settings',
  '/admin': 'Admin Dashboard',
  '/help': 'Getting Started',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/share': 'Shared File',
} as const;

/** Where the installed app's share target posts a shared file or text (src/web/sw.ts reads it). */
export const SHARE_PATH = '/share';

export type PagePath = keyof typeof PAGE_NAMES;

/** The known page a location's path is (a trailing slash ignored), or null for any other path. */
export function knownPagePath(pathname: string): PagePath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PAGE_NAMES, path) ? (path as PagePath) : null;
}

/** What search engines and link previews show for the public pages (spec section 2's public routes). */
export const PUBLIC_PAGE_META = {
  '/start': {
    title: 'Pennyflow: plan your budget and see where your money goes',
    description:
      'Plan a monthly budget, log money in and out, and turn a bank statement into spending categories in seconds. Start free.',
  },
  '/breakdown': {
    title: 'Free bank statement breakdown: spending by category | Pennyflow',
    description:
      'Paste a bank or card statement, or upload a CSV, PDF or photo, and get every transaction sorted into spending categories with totals and charts. Free, no sign-up.',
  },
  '/budget-maker': {
    title: 'Free budget maker: a monthly budget in three steps | Pennyflow',
    description:
      'Enter your income, paste your expenses or upload a statement, and get a monthly budget with suggested amounts per category. Free, no sign-up.',
  },
  '/login': {
    title: 'Sign in | Pennyflow',
    description:
      'Sign in to Pennyflow to see your budget, your transactions and where your money went.',
  },
  '/signup': {
    title: 'Create your free account | Pennyflow',
    description:
      'Create a free Pennyflow account: plan a monthly budget, log money in and out, and break down your statements.',
  },
  '/unlock-access': {
    title: 'Unlock Pro with a license key | Pennyflow',
    description:
      'Have a Pennyflow license key? Enter it here to unlock Pro on a new or existing account.',
  },
  '/help': {
    title: 'Getting started with Pennyflow: the five things to do first',
    description:
      'Set up your categories, plan the month, log money in and out, break down a statement and read your dashboard: a short guide with pictures.',
  },
  '/terms': {
    title: 'Terms of Service | Pennyflow',
    description: 'The terms for using Pennyflow, its free tools and Pro access.',
  },
  '/privacy': {
    title: 'Privacy Policy | Pennyflow',
    description:
      'What Pennyflow stores, where, for how long, what leaves the server, and how to export or delete it.',
  },
} as const satisfies Partial<Record<PagePath, { title: string; description: string }>>;

/** Written into dist/ at build: each public page's own chunks, which its HTML preloads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The public pages listed in the sitemap, most important first. */
export const SITEMAP_PATHS = [
  '/start',
  '/breakdown',
  '/budget-maker',
  '/signup',
  '/login',
  '/help',
  '/privacy',
  '/terms',
] as const;

const DEFAULT_DESCRIPTION =
  'Pennyflow: plan a monthly budget, log money in and out, and see where your money went.';

/** The document title and description of a path: its own for a public page, else the app's. */
export function pageMeta(pathname: string): { title: string; description: string } {
  const path = knownPagePath(pathname);
  if (path && Object.hasOwn(PUBLIC_PAGE_META, path)) {
    return PUBLIC_PAGE_META[path as keyof typeof PUBLIC_PAGE_META];
  }
  return {
    title: path && path !== '/start' ? `${PAGE_NAMES[path]} | Pennyflow` : 'Pennyflow',
    description: DEFAULT_DESCRIPTION,
  };
}
