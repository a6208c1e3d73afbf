/// <reference lib="webworker" />
// The service worker (ADR 0034): the app shell and its hashed assets from Workbox's precache, so a
// second start opens at once and offline; pages are the shell (the app routes itself); /api and /mcp
// are never touched, so an answer about money is never a stale copy. It also receives what another
// app shares to Pennyflow (the manifest's share target) and keeps it for the /share page.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { keepShared, SHARE_PATH } from './lib/offline/shared-item.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the server answers itself: never the app shell. */
const SERVER_PATHS = [/^\/api\//, /^\/mcp/, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/assets\//];
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }),
);

// The readers' large files (pdf.js's worker, the OCR model) come when a document is first read, then
// stay: their paths carry a hash or the package versions, so a kept copy is always the right one.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'pennyflow-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.pathname !== SHARE_PATH) return;
  event.respondWith(
    (async () => {
      try {
        await keepShared(await event.request.formData());
        return Response.redirect(SHARE_PATH, 303);
      } catch {
        return Response.redirect(`${SHARE_PATH}?failed=1`, 303);
      }
    })(),
  );
});

// The page's 'Reload' on a new version: this worker takes over, and the page reloads once it has.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
