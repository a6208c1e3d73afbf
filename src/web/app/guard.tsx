// Renders a route's content only when the visitor may see it; otherwise redirects (see route-access.ts).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/session.ts';
import { resolveRedirect, type RouteAccess } from './route-access.ts';

export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) throw me.error;
  const profile = me.data?.profile;
  const target = resolveRedirect(access, {
    isSignedIn: Boolean(profile),
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    isAdmin: profile?.isAdmin ?? false,
  });
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  return <>{children}</>;
}
