// Serves the built React app: hashed assets cached for a year, every other page path gets index.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context.ts';

export function mountWebApp(app: Hono<AppEnv>, options: { distDir: string }): void {
  const root = path.relative(process.cwd(), options.distDir) || '.';
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Built files have brotli and gzip copies beside them (scripts/vite/precompress.ts).
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing asset is a 404, never the page: a stale tab must not run HTML as a script.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
