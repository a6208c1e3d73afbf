// The route table of spec section 2. Pages that later work delivers join it when they exist.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '#web/features/auth/components/login-page.tsx';
import { SignupPage } from '#web/features/auth/components/signup-page.tsx';
import { StartPage } from '#web/features/auth/components/start-page.tsx';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { OnboardingPage } from '#web/features/onboarding/components/onboarding-page.tsx';
import { SettingsPage } from '#web/features/settings/components/settings-page.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { Guard } from './guard.tsx';
import { ShellRoute } from './shell-route.tsx';

const shellChildren: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'settings', element: <SettingsPage /> },
];

const shellPaths = new Set(shellChildren.map((r) => (r.index ? '/' : `/${r.path}`)));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      {
        path: '/start',
        element: (
          <Guard access="guest">
            <StartPage />
          </Guard>
        ),
      },
      {
        path: '/login',
        element: (
          <Guard access="guest">
            <LoginPage />
          </Guard>
        ),
      },
      {
        path: '/signup',
        element: (
          <Guard access="guest">
            <SignupPage />
          </Guard>
        ),
      },
      {
        path: '/onboarding',
        element: (
          <Guard access="onboarding">
            <OnboardingPage />
          </Guard>
        ),
      },
      {
        path: '/',
        element: (
          <Guard access="shell">
            <ShellRoute availablePaths={shellPaths} />
          </Guard>
        ),
        children: shellChildren,
      },
      { path: '*', element: <Navigate to="/start" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
