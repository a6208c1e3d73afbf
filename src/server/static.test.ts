import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './http/context.ts';
import { mountWebApp, pageHtml, robotsTxt, sitemapXml } from './static.ts';

const INDEX = `<!doctype html><html><head>
    <meta
      name="description"
      content="Pennyflow: plan a monthly budget."
    />
    <title>Pennyflow</title></head><body></body></html>`;

describe('the pages search engines read', () => {
  it('gives each public page its own title and description in the first HTML', () => {
    const html = pageHtml(INDEX, '/budget-maker');
    expect(html).toContain(
      '<title>Free budget maker: a monthly budget in three steps | Pennyflow</title>',
    );
    expect(html).toMatch(/content="Enter your income, paste your expenses/);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('preloads a public page’s own chunks, and nothing on other pages', () => {
    const preloads = {
      '/budget-maker': ['/assets/budget-maker-page-abc.js', '/assets/card-def.js'],
    };
    const html = pageHtml(INDEX, '/budget-maker', preloads);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/budget-maker-page-abc.js"><link rel="modulepreload" crossorigin href="/assets/card-def.js"></head>',
    );
    expect(pageHtml(INDEX, '/settings', preloads)).not.toContain('modulepreload');
  });

  it('names a signed-in page in the title and keeps the app description', () => {
    const html = pageHtml(INDEX, '/transactions');
    expect(html).toContain('<title>Transactions | Pennyflow</title>');
    expect(html).toContain('content="Pennyflow: plan a monthly budget, log money in and out');
  });

  it('writes robots.txt and the sitemap for the public address', () => {
    const robots = robotsTxt('https://pennyflow.example/');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Allow: /budget-maker');
    expect(robots).toContain('Sitemap: https://pennyflow.example/sitemap.xml');
    const sitemap = sitemapXml('https://pennyflow.example');
    expect(sitemap).toContain('<loc>https://pennyflow.example/start</loc>');
    expect(sitemap).toContain('<loc>https://pennyflow.example/breakdown</loc>');
    expect(sitemap).not.toContain('/settings');
  });
});

describe('the web app as the server mounts it', () => {
  it('answers robots.txt, the sitemap and each page with its preloads, gzipped', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-dist-'));
    try {
      writeFileSync(
        path.join(distDir, 'index.html'),
        INDEX.replace('<body>', `<body>${' '.repeat(2000)}`),
      );
      writeFileSync(
        path.join(distDir, 'route-preloads.json'),
        JSON.stringify({ '/start': ['/assets/start-page-abc.js'] }),
      );
      const app = new Hono<AppEnv>();
      mountWebApp(app, { distDir, publicUrl: 'https://pennyflow.example' });

      const robots = await app.request('/robots.txt');
      expect(await robots.text()).toContain('Sitemap: https://pennyflow.example/sitemap.xml');
      const sitemap = await app.request('/sitemap.xml');
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);

      const page = await app.request('/start', { headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-encoding')).toBe('gzip');
      const html = gunzipSync(Buffer.from(await page.arrayBuffer())).toString('utf8');
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/start-page-abc.js">',
      );
      expect(html).toContain(
        '<title>Pennyflow: plan your budget and see where your money goes</title>',
      );

      const missing = await app.request('/assets/gone-123.js');
      expect(missing.status).toBe(404);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
