// What every page says about the app itself, in one place at the foot of the screen: that the
// connection is gone (and what still works), and that a new version is ready to load.
import { CloudOff, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsOnline } from '#web/lib/offline/network.ts';
import { useSavedAnswersShown } from '#web/lib/offline/saved-queries.ts';

function formatTime(at: number): string {
  return new Date(at).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** How long saved answers may be on screen, being updated, before the app says so. */
const UPDATING_NOTICE_DELAY_MS = 800;

function ConnectionNotice() {
  const isOnline = useIsOnline();
  const savedAt = useSavedAnswersShown();
  // Online, saved answers are replaced within moments: say so only if it takes a while.
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (savedAt === null || !isOnline) return;
    const timer = setTimeout(() => setIsSlow(true), UPDATING_NOTICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setIsSlow(false);
    };
  }, [savedAt, isOnline]);
  if (isOnline) {
    if (savedAt === null || !isSlow) return null;
    return (
      <div
        role="status"
        data-testid="updating-notice"
        className="pointer-events-auto flex items-center gap-3 self-center rounded-full border border-border bg-surface px-4 py-2 text-xs text-muted shadow-lg"
      >
        <Loader2 aria-hidden className="h-3.5 w-3.5 shrink-0 animate-spin text-accent-text" />
        Showing what was saved on {formatTime(savedAt)}; updating…
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-warning/40 bg-surface px-3 py-2 text-xs text-text shadow-lg sm:px-4 sm:py-3 sm:text-sm"
    >
      <CloudOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      <p>
        <span className="font-semibold">You&rsquo;re offline.</span>{' '}
        {savedAt ? `Showing what was saved on ${formatTime(savedAt)}. ` : ''}
        {/* A phone keeps most of its screen: the short form there. */}
        <span className="sm:hidden">New transactions wait to sync.</span>
        <span className="hidden sm:inline">
          Transactions you add wait here and are sent when you&rsquo;re back online; the rest needs
          a connection.
        </span>
      </p>
    </div>
  );
}

// Without a connection (and no worker yet to serve it) the chunk cannot load: then there is no
// prompt, rather than an error that would take the whole page down with it.
const UpdatePrompt = lazy(async () => {
  try {
    return { default: (await import('./update-prompt.tsx')).UpdatePrompt };
  } catch {
    return { default: () => null };
  }
});

/**
 * The worker's registration waits until the page has loaded and then a few quiet seconds: its first
 * install downloads the whole app shell, which must not compete with what the first screen needs.
 */
const REGISTER_DELAY_MS = 4_000;

export function AppStatus() {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(() => setIsReady(true), REGISTER_DELAY_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div
      data-snapshot-skip
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-xl flex-col gap-2 p-3 sm:p-4"
    >
      <ConnectionNotice />
      {/* The service worker exists in built apps only (vite build); development has none. */}
      {import.meta.env.PROD && isReady ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </div>
  );
}
