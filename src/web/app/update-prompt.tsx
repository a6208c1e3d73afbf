// 'A new version of Pennyflow is ready': registers the service worker (src/web/sw.ts) and, when a
// new one waits, offers to reload into it. Loaded after the page (app-status.tsx).
import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '#web/components/ui/button.tsx';

/** How often an open app asks whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60_000;

export function UpdatePrompt() {
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
