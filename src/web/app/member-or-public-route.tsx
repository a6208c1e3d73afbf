// A page open to everyone (/help, /terms, /privacy): inside the shell for a member who has finished
// onboarding, so the sidebar stays; in the public frame for everyone else.
import { Outlet } from 'react-router';
import { PublicPage } from '#web/components/layout/public-page.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/session.ts';
import { LazyShellRoute } from './lazy-shell-route.tsx';

export function MemberOrPublicRoute({ shellPaths }: { shellPaths: ReadonlySet<string> }) {
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError && me.data === undefined) throw me.error;
  if (me.data?.profile.onboardingCompleted) return <LazyShellRoute availablePaths={shellPaths} />;
  return (
    <PublicPage>
      <Outlet />
    </PublicPage>
  );
}
