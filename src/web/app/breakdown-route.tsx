// /breakdown is two pages at one address (spec section 2): inside the shell for a member who has
// finished onboarding, the free public page for everyone else. The public page's free-account form
// comes from the auth feature; the report it made is kept for import after onboarding.
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/session.ts';
import type { Report } from '#web/features/breakdown/report.ts';
import { LazyShellRoute } from './lazy-shell-route.tsx';

const loadPublicPage = () => import('#web/features/breakdown/components/public-breakdown-page.tsx');

// Most visitors of /breakdown are first-time visitors of the public page: its code starts loading
// with the app rather than after the session check.
if (window.location.pathname === '/breakdown') void loadPublicPage();

/** The free-account form under a report, loaded once there is a report to keep. */
const FreeAccount = lazy(async () => {
  const [{ FreeAccountForm }, { savePendingReport }] = await Promise.all([
    import('#web/features/auth/components/free-account-form.tsx'),
    import('#web/features/breakdown/pending-report.ts'),
  ]);
  function FreeAccountSection({ report, onCreated }: { report: Report; onCreated: () => void }) {
    const [isCreated, setIsCreated] = useState(false);
    // Kept as it stands: edits made after the account exists are kept too.
    useEffect(() => {
      if (isCreated) savePendingReport(report);
    }, [isCreated, report]);
    return (
      <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
        <FreeAccountForm
          onCreated={() => {
            setIsCreated(true);
            onCreated();
          }}
        />
      </section>
    );
  }
  return { default: FreeAccountSection };
});

const PublicBreakdown = lazy(async () => {
  const { PublicBreakdownPage } = await loadPublicPage();
  function Page() {
    const me = useMe();
    // Once the visitor has made their account here, the form stays to say what comes next.
    const [hasCreatedAccount, setHasCreatedAccount] = useState(false);
    const isSignedIn = Boolean(me.data?.profile);
    return (
      <PublicBreakdownPage
        viewer={me.data?.profile.id ?? null}
        afterReport={(report) =>
          isSignedIn && !hasCreatedAccount ? null : (
            <Suspense fallback={null}>
              <FreeAccount report={report} onCreated={() => setHasCreatedAccount(true)} />
            </Suspense>
          )
        }
      />
    );
  }
  return { default: Page };
});

export function BreakdownRoute({ shellPaths }: { shellPaths: ReadonlySet<string> }) {
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError && me.data === undefined) throw me.error;
  const profile = me.data?.profile;
  if (profile?.onboardingCompleted) return <LazyShellRoute availablePaths={shellPaths} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PublicBreakdown />
    </Suspense>
  );
}
