// Serves the built React app: hashed assets cached for a year, every other page path gets index.html
// with that page's title and description (for crawlers and link previews that run no script) and
// modulepreload links for a public page's chunks, and /robots.txt and /sitemap.xml for PUBLIC_URL.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { escapeHtml, pageHtml, type RoutePreloads } from '#shared/page-html';
import { knownPagePath, ROUTE_PRELOADS_FILE, SHARE_PATH, SITEMAP_PATHS } from '#shared/pages';
import type { AppEnv } from './http/context.ts';

export { pageHtml, type RoutePreloads };

function readPreloads(distDir: string): RoutePreloads {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
}

export function robotsTxt(publicUrl: string): string {
  const base = new URL(publicUrl);
  return [
    'User-agent: *',
    ...SITEMAP_PATHS.map((p) => `Allow: ${p}`),
    'Disallow: /api/',
    `Sitemap: ${new URL('/sitemap.xml', base).href}`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const base = new URL(publicUrl);
  const urls = SITEMAP_PATHS.map(
    (p) => `  <url><loc>${escapeHtml(new URL(p, base).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const noCache = createMiddleware(async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', 'no-cache');
});

export function mountWebApp(
  app: Hono<AppEnv>,
  options: { distDir: string; publicUrl: string },
): void {
  const root = path.relative(process.cwd(), options.distDir) || '.';
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  const robots = robotsTxt(options.publicUrl);
  const sitemap = sitemapXml(options.publicUrl);
  const preloads = readPreloads(options.distDir);
  const pages = new Map<string, string>();

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemap);
  });
  // The service worker and the manifest are checked for a new version: never kept stale.
  app.use('/sw.js', noCache);
  app.use('/manifest.webmanifest', noCache);
  // A share reaches the service worker; without one (it was not installed yet, or was cleared)
  // the /share page says the file did not arrive.
  app.post(SHARE_PATH, (c) => c.redirect(`${SHARE_PATH}?failed=1`, 303));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Built files have brotli and gzip copies beside them (scripts/vite/precompress.ts).
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing asset is a 404, never the page: a stale tab must not run HTML as a script.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The page itself is gzipped too (over 1 KB once its preload links are in).
  app.get('*', compress(), (c) => {
    c.header('Cache-Control', 'no-cache');
    // One rendering per known page (unknown paths all get the app's own title).
    const key = knownPagePath(c.req.path) ?? '';
    let html = pages.get(key);
    if (html === undefined) {
      html = pageHtml(indexHtml, c.req.path, preloads);
      pages.set(key, html);
    }
    return c.html(html);
  });
}
