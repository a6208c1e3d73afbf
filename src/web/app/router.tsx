// The route table of spec section 2. Pages that later work delivers join it when they exist.
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { BreakdownRoute } from './breakdown-route.tsx';
import { Guard } from './guard.tsx';
import { LazyShellRoute } from './lazy-shell-route.tsx';
import { MemberOrPublicRoute } from './member-or-public-route.tsx';
import { PageShown } from './page-shown.tsx';

/** Loads a page's code when it is first visited, so the first screen downloads only what it shows. */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
      <PageShown />
    </Suspense>
  );
}

const StartPage = page(
  async () => (await import('#web/features/auth/components/start-page.tsx')).StartPage,
);
const LoginPage = page(
  async () => (await import('#web/features/auth/components/login-page.tsx')).LoginPage,
);
const SignupPage = page(
  async () => (await import('#web/features/auth/components/signup-page.tsx')).SignupPage,
);
const ForgotPasswordPage = page(
  async () =>
    (await import('#web/features/auth/components/forgot-password-page.tsx')).ForgotPasswordPage,
);
const ResetPasswordPage = page(
  async () =>
    (await import('#web/features/auth/components/reset-password-page.tsx')).ResetPasswordPage,
);
const UnlockAccessPage = page(
  async () =>
    (await import('#web/features/auth/components/unlock-access-page.tsx')).UnlockAccessPage,
);
const SubscriptionSuccessPage = page(
  async () =>
    (await import('#web/features/subscription/subscription-success-page.tsx'))
      .SubscriptionSuccessPage,
);
const OnboardingPage = page(
  async () =>
    (await import('#web/features/onboarding/components/onboarding-page.tsx')).OnboardingPage,
);
const loadDashboard = async () =>
  (await import('#web/features/dashboard/components/dashboard-page.tsx')).DashboardPage;
const loadBudget = async () =>
  (await import('#web/features/budget/components/budget-page.tsx')).BudgetPage;
const loadTransactions = async () =>
  (await import('#web/features/transactions/components/transactions-page.tsx')).TransactionsPage;
const DashboardPage = page(loadDashboard);
const BudgetPage = page(loadBudget);
const TransactionsPage = page(loadTransactions);

/** The pages a member most often opens the app on, by path. */
const MEMBER_LANDING_PAGES: Record<string, () => Promise<unknown>> = {
  '/': loadDashboard,
  '/budget': loadBudget,
  '/transactions': loadTransactions,
};

/**
 * Starts fetching the signed-in shell and the page at `pathname` at once, side by side, rather than
 * the page only once the shell has loaded (when the app starts with a member's saved answers).
 */
export function preloadMemberPage(pathname: string): void {
  void import('./shell-route.tsx').catch(() => undefined);
  void MEMBER_LANDING_PAGES[pathname]?.().catch(() => undefined);
}
const SettingsPage = page(
  async () => (await import('#web/features/settings/components/settings-page.tsx')).SettingsPage,
);

const AdminPage = page(
  async () => (await import('#web/features/admin/components/admin-page.tsx')).AdminPage,
);

const BudgetMakerPage = page(
  async () =>
    (await import('#web/features/budget-maker/components/budget-maker-page.tsx')).BudgetMakerPage,
);

const InAppBreakdownPage = page(
  async () =>
    (await import('#web/features/breakdown/components/in-app-breakdown-page.tsx'))
      .InAppBreakdownPage,
);

const SpendBreakdownPage = page(
  async () =>
    (await import('#web/features/breakdown/spend/spend-breakdown-page.tsx')).SpendBreakdownPage,
);

const RecurringPage = page(
  async () => (await import('#web/features/recurring/components/recurring-page.tsx')).RecurringPage,
);

const ReportsPage = page(
  async () => (await import('#web/features/reports/components/reports-page.tsx')).ReportsPage,
);

const AssistantPage = page(
  async () => (await import('#web/features/assistant/components/assistant-page.tsx')).AssistantPage,
);

const SharePage = page(async () => (await import('#web/features/share/share-page.tsx')).SharePage);

const HelpPage = page(
  async () => (await import('#web/features/help/components/help-page.tsx')).HelpPage,
);
const TermsPage = page(
  async () => (await import('#web/features/legal/components/terms-page.tsx')).TermsPage,
);
const PrivacyPage = page(
  async () => (await import('#web/features/legal/components/privacy-page.tsx')).PrivacyPage,
);

const shellChildren: RouteObject[] = [
  { index: true, element: DashboardPage },
  { path: 'budget', element: BudgetPage },
  { path: 'transactions', element: TransactionsPage },
  { path: 'recurring', element: RecurringPage },
  { path: 'reports', element: ReportsPage },
  { path: 'assistant', element: AssistantPage },
  { path: 'ai-chat', element: SpendBreakdownPage },
  { path: 'settings', element: SettingsPage },
  // Inside the shell for admins; everyone else is sent to / (the server refuses them too).
  { path: 'admin', element: <Guard access="admin">{AdminPage}</Guard> },
];

const shellPaths = new Set(shellChildren.map((r) => (r.index ? '/' : `/${r.path}`)));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      {
        path: '/start',
        element: <Guard access="guest">{StartPage}</Guard>,
      },
      {
        path: '/login',
        element: <Guard access="guest">{LoginPage}</Guard>,
      },
      {
        path: '/signup',
        element: <Guard access="guest">{SignupPage}</Guard>,
      },
      {
        path: '/forgot-password',
        element: <Guard access="guest">{ForgotPasswordPage}</Guard>,
      },
      // Open to everyone: the mailed link works whoever is signed in on this browser.
      { path: '/reset-password', element: ResetPasswordPage },
      // Open to everyone: a visitor signs in or signs up there, a member just enters the key.
      { path: '/unlock-access', element: UnlockAccessPage },
      // Stripe returns here; the page itself sends a visitor without a session to /start.
      { path: '/subscription/success', element: SubscriptionSuccessPage },
      {
        path: '/onboarding',
        element: <Guard access="onboarding">{OnboardingPage}</Guard>,
      },
      {
        path: '/',
        element: (
          <Guard access="shell">
            <LazyShellRoute availablePaths={shellPaths} />
          </Guard>
        ),
        children: shellChildren,
      },
      {
        // Inside the shell for a member, the free public page for everyone else.
        path: '/breakdown',
        element: <BreakdownRoute shellPaths={shellPaths} />,
        children: [{ index: true, element: InAppBreakdownPage }],
      },
      // The getting-started guide and the small print: open to everyone, in the shell for members.
      ...[
        { path: '/help', element: HelpPage },
        { path: '/terms', element: TermsPage },
        { path: '/privacy', element: PrivacyPage },
      ].map(({ path, element }) => ({
        path,
        element: <MemberOrPublicRoute shellPaths={shellPaths} />,
        children: [{ index: true, element }],
      })),
      // The free budget maker: open to everyone, signed in or not.
      { path: '/budget-maker', element: BudgetMakerPage },
      // What another app shared to the installed app: on to the right breakdown page.
      { path: '/share', element: SharePage },
      { path: '*', element: <Navigate to="/start" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
