// What every page says about the app itself, in one place at the foot of the screen: that the
// connection is gone (and what still works), and that a new version is ready to load.
import { CloudOff, Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '#web/components/ui/button.tsx';
import { useIsOnline } from '#web/lib/offline/network.ts';
import { useSavedAnswersShown } from '#web/lib/offline/saved-queries.ts';

/** How often an open app asks whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60_000;

function formatTime(at: number): string {
  return new Date(at).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="pointer-events-auto flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-text shadow-lg"
    >
      <RefreshCw aria-hidden className="h-4 w-4 shrink-0 text-accent-text" />
      <span className="min-w-0 flex-1">A new version of Pennyflow is ready.</span>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          Reload
        </Button>
      </div>
    </div>
  );
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
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-warning/40 bg-surface px-4 py-3 text-sm text-text shadow-lg"
    >
      <CloudOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      <p>
        <span className="font-semibold">You&rsquo;re offline.</span>{' '}
        {savedAt ? `Showing what was saved on this device on ${formatTime(savedAt)}. ` : ''}
        Transactions you add wait here and are sent when you&rsquo;re back online; the rest needs a
        connection.
      </p>
    </div>
  );
}

export function AppStatus() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-xl flex-col gap-2 p-3 sm:p-4">
      <ConnectionNotice />
      {/* The service worker exists in built apps only (vite build); development has none. */}
      {import.meta.env.PROD ? <UpdatePrompt /> : null}
    </div>
  );
}
