// Page-view tracking (spec section 3, page_views): each page a person stays on for a moment is queued
// and sent in batches, off the navigation path, and flushed with sendBeacon when the tab hides or
// the page goes (pagehide: a full page load, a closed tab), so views of pages left quickly arrive. It
// never throws, never blocks a page, and sends nothing a failed request would retry: analytics are
// worth less than a smooth app. Kept free of libraries, since every public page loads it.
import { PAGE_VIEW_BATCH_MAX, PAGE_VIEW_REFERRER_MAX } from '#shared/contract/analytics-limits';
import { knownPagePath, type PagePath } from '#shared/pages';

const ENDPOINT = '/api/page-views';
/** A page counts once it has been on screen this long: a guard's instant redirect does not. */
const SETTLE_MS = 1000;
/** Views wait this long for company before they are sent. */
const BATCH_DELAY_MS = 5000;
const SESSION_KEY = 'pennyflow.session-id';

interface PageView {
  path: PagePath;
  sessionId: string;
  referrer: string | null;
}

export interface LocationSource {
  readonly state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** One id per browser tab session, so visitors can be counted without an account. */
function sessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    // Storage blocked or not a secure context: an id for this page load only.
    return `tab-${Math.random().toString(36).slice(2, 14)}`;
  }
}

export function startPageViewTracking(router: LocationSource): void {
  const session = sessionId();
  const queue: PageView[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: PagePath | null = null;
  let previous: PagePath | null = null;

  const take = () => queue.splice(0, PAGE_VIEW_BATCH_MAX);

  const send = () => {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    for (let views = take(); views.length > 0; views = take()) {
      fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ views }),
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => {});
    }
  };

  const record = (path: PagePath) => {
    const external = previous === null && document.referrer ? document.referrer : null;
    queue.push({
      path,
      sessionId: session,
      referrer: (previous ?? external)?.slice(0, PAGE_VIEW_REFERRER_MAX) ?? null,
    });
    previous = path;
    if (queue.length >= PAGE_VIEW_BATCH_MAX) send();
    else batchTimer ??= setTimeout(send, BATCH_DELAY_MS);
  };

  const settle = () => {
    settleTimer = undefined;
    if (pending) record(pending);
    pending = null;
  };

  const visit = (pathname: string) => {
    const path = knownPagePath(pathname);
    if (path === pending) return; // the router's other state changes on the same page
    clearTimeout(settleTimer);
    pending = null;
    if (!path || path === previous) return;
    pending = path;
    settleTimer = setTimeout(settle, SETTLE_MS);
  };

  // The tab may never come back: send what is queued, including the page on screen now. A string
  // body goes as text/plain, which every browser's beacon accepts (one typed application/json is
  // refused by some); the server reads it as the same JSON and counts it as a beacon's.
  const flushWithBeacon = () => {
    clearTimeout(settleTimer);
    settle();
    clearTimeout(batchTimer);
    batchTimer = undefined;
    for (let views = take(); views.length > 0; views = take()) {
      const body = JSON.stringify({ views });
      let isQueued = false;
      try {
        isQueued = navigator.sendBeacon(ENDPOINT, body);
      } catch {
        // Refused outright: the keepalive fetch below is the last chance.
      }
      if (!isQueued) {
        fetch(ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body,
          credentials: 'same-origin',
          keepalive: true,
        }).catch(() => {});
      }
    }
  };

  visit(router.state.location.pathname);
  router.subscribe((state) => visit(state.location.pathname));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWithBeacon();
  });
  // A full page load or a closed tab does not always hide the page first.
  window.addEventListener('pagehide', flushWithBeacon);
}
