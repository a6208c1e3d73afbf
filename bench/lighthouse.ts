// Lighthouse (mobile profile, the default) on the public pages a first-time visitor meets: each page
// three times, printing the median of each score, of largest contentful paint and total blocking
// time, and the JavaScript transferred. Starts the built app (`npm run build` first) on a fresh
// embedded database and drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// Usage: npm run bench:lighthouse [-- --pages /start,/budget-maker --runs 3]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findFreePort } from './free-port.ts';
import { startApp } from './start-app.ts';

const PUBLIC_PAGES = ['/start', '/login', '/signup', '/breakdown', '/budget-maker'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: PUBLIC_PAGES.join(',') },
    runs: { type: 'string', default: '3' },
  },
});
const pages = values.pages.split(',').filter(Boolean);
const runs = Number(values.runs);

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = result!.lhr;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as Array<{ resourceType?: string; transferSize?: number }> | undefined;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptBytes: (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-lighthouse-'));
  const port = await findFreePort();
  const server = await startApp(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  try {
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile, median of ${runs} runs; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | JS transferred |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1)
        results.push(await audit(`http://localhost:${port}${page}`, chrome.port));
      const score = (c: (typeof CATEGORIES)[number]) => median(results.map((r) => r.scores[c]));
      console.log(
        `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(1)} s | ${median(results.map((r) => r.tbtMs)).toFixed(0)} ms | ${(median(results.map((r) => r.scriptBytes)) / 1024).toFixed(0)} KB |`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
