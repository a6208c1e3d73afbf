// Renders a route's content only when the visitor may see it; otherwise redirects (see route-access.ts).
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { isSavedAnswer } from '#web/lib/offline/saved-queries.ts';
import { useMe } from '#web/lib/session.ts';
import { resolveRedirect, type RouteAccess } from './route-access.ts';

/** Offline with nothing saved on this device: nothing to show until the connection returns. */
function OfflineScreen() {
  return (
    <div className="flex min-h-[60vh] w-full flex-col items-center justify-center gap-3 px-6 text-center">
      <CloudOff aria-hidden className="h-8 w-8 text-muted" />
      <h1 className="text-lg font-semibold text-text">You&rsquo;re offline</h1>
      <p className="max-w-sm text-sm text-muted">
        Pennyflow needs a connection to open the first time on a device. Once you have used it
        online, it opens offline too. This page loads when you&rsquo;re back online.
      </p>
    </div>
  );
}

export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return me.fetchStatus === 'paused' ? <OfflineScreen /> : <LoadingScreen />;
  // (A failed refresh of who is signed in, offline say, keeps what is known: only nothing known is an
  // error to show.)
  if (me.isError && me.data === undefined) throw me.error;
  const profile = me.data?.profile;
  const target = resolveRedirect(access, {
    isSignedIn: Boolean(profile),
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    isAdmin: profile?.isAdmin ?? false,
  });
  if (target && target !== location.pathname) {
    // A profile put back from the device may be out of date (setup finished since, say): it may
    // show the page, but only a fresh one sends the person elsewhere.
    if (isSavedAnswer(me.dataUpdatedAt) && me.fetchStatus === 'fetching') return <LoadingScreen />;
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
