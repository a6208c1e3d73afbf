/// <reference lib="webworker" />
// The service worker (ADR 0034): the app shell and its hashed assets from Workbox's precache, so a
// second start opens at once and offline; pages are the shell (the app routes itself); /api and /mcp
// are never touched, so an answer about money is never a stale copy. It also receives what another
// app shares to Pennyflow (the manifest's share target) and keeps it for the /share page.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { pageHtml, type RoutePreloads } from '#shared/page-html';
import { ROUTE_PRELOADS_FILE } from '#shared/pages';
import { keepShared, SHARE_PATH } from './lib/offline/shared-item.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const precached = self.__WB_MANIFEST;
// '/' is a page like any other (made from the shell below), not index.html as stored.
precacheAndRoute(precached, { directoryIndex: '' });
cleanupOutdatedCaches();

/** Paths the server answers itself: never the app shell. */
const SERVER_PATHS = [/^\/api\//, /^\/mcp/, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/assets\//];
const shell = createHandlerBoundToURL('/index.html');
let preloads: Promise<RoutePreloads> | null = null;

/**
 * The text font's Latin part, which every page draws with. A page this worker answers has it on the
 * device, so the page asks for it at once instead of at its first layout, and its first words
 * (the saved picture of the page) paint in their own font and size. The server's pages (a first
 * visit) do not: there the font would compete with the scripts for the network.
 */
const textFont = precached
  .map((entry) => (typeof entry === 'string' ? entry : entry.url))
  .find((url) => /inter-latin-wght-normal-[^/]*\.woff2$/.test(url));
const fontPreload = textFont
  ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${textFont}">`
  : '';

// Each page as the server would send it: the shell with the page's title and the modulepreload
// links of its chunks, so they load beside the entry (shared/page-html.ts).
registerRoute(
  new NavigationRoute(
    async (options) => {
      const response = await shell(options);
      try {
        preloads ??= matchPrecache(`/${ROUTE_PRELOADS_FILE}`)
          .then((file?: Response) => (file ? (file.json() as Promise<RoutePreloads>) : {}))
          .catch((): RoutePreloads => ({}));
        const html = pageHtml(
          await response.clone().text(),
          new URL(options.request.url).pathname,
          await preloads,
        );
        return new Response(html.replace('<head>', `<head>${fontPreload}`), {
          status: response.status,
          headers: response.headers,
        });
      } catch {
        // The plain shell still opens the page, only without its preload links.
        return response;
      }
    },
    { denylist: SERVER_PATHS },
  ),
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
