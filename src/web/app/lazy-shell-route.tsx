// The signed-in shell, loaded only when a member reaches it: a first-time visitor of a public page
// downloads none of the app's navigation, dialogs or forms.
import { lazy, Suspense } from 'react';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';

const ShellRoute = lazy(async () => ({ default: (await import('./shell-route.tsx')).ShellRoute }));

export function LazyShellRoute({ availablePaths }: { availablePaths: ReadonlySet<string> }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ShellRoute availablePaths={availablePaths} />
    </Suspense>
  );
}
