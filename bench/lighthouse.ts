// Lighthouse (mobile profile, the default) on the public pages a first-time visitor meets: each page
// three times, printing the median of each score, of largest contentful paint and total blocking
// time, and the JavaScript transferred. Starts the built app (`npm run build` first) on a fresh
// embedded database and drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// Then the repeat visit (issue 36): /budget-maker and a signed-in dashboard loaded once to install
// the service worker, then measured again with it warm (applied mobile throttling, as a phone on a
// slow network would see it).
// Usage: npm run bench:lighthouse [-- --pages /start,/budget-maker --runs 3 --repeat-only]
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
    'repeat-only': { type: 'boolean', default: false },
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

async function audit(
  url: string,
  port: number,
  options: { isRepeat?: boolean; cookie?: string } = {},
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // A repeat visit keeps the service worker and caches of the visit before it, and is measured
    // under applied throttling: the simulated kind models every request as going to the network.
    ...(options.isRepeat && { disableStorageReset: true, throttlingMethod: 'devtools' as const }),
    ...(options.cookie && { extraHeaders: { Cookie: options.cookie } }),
  });
  const lhr = result!.lhr;
  // LH_DEBUG=1: each run's largest element with its phases, the paint metrics, the first requests
  // (start and end, ms) and where the main thread's time went.
  if (process.env.LH_DEBUG) {
    type Items = { items?: Array<Record<string, unknown>> } | undefined;
    const element = lhr.audits['largest-contentful-paint-element']?.details as unknown;
    console.log(JSON.stringify(element).slice(0, 1600));
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'cumulative-layout-shift',
      'total-blocking-time',
    ])
      console.log(`  ${id} ${lhr.audits[id]?.displayValue}`);
    const requests = (lhr.audits['network-requests']?.details as Items)?.items ?? [];
    for (const r of requests.slice(0, 8))
      console.log(
        `  ${Math.round(Number(r.networkRequestTime))}-${Math.round(Number(r.networkEndTime))} ${String(r.url)}`,
      );
    const work = (lhr.audits['mainthread-work-breakdown']?.details as Items)?.items ?? [];
    console.log(
      `  main thread: ${work.map((w) => `${String(w.groupLabel)} ${Math.round(Number(w.duration))} ms`).join(', ')}`,
    );
  }
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
    if (!values['repeat-only']) await coldVisits(port, chrome.port);
    await repeatVisits(port, chrome.port);
  } finally {
    await chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new account with its budget set up; its session cookie. */
async function signedInCookie(appPort: number): Promise<string> {
  const base = `http://localhost:${appPort}`;
  const headers = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password-1',
      name: 'Bench',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const onboarded = await fetch(`${base}/api/onboarding/complete`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ incomeSources: ['Salary'], expenseCategories: ['Groceries', 'Rent'] }),
  });
  if (!onboarded.ok) throw new Error(`Onboarding failed: ${onboarded.status}`);
  return cookie;
}

async function repeatVisits(appPort: number, chromePort: number) {
  console.log();
  console.log('Repeat visit, service worker warm (applied mobile throttling), median of runs:');
  console.log('| page | first load LCP | repeat LCP | repeat performance |');
  console.log('| --- | --- | --- | --- |');
  const cookie = await signedInCookie(appPort);
  for (const [label, page, options] of [
    ['/budget-maker', '/budget-maker', {}],
    ['/ (signed in)', '/', { cookie }],
  ] as const) {
    const url = `http://localhost:${appPort}${page}`;
    // The first load installs the worker; it precaches the app shell while the page is open.
    const first = await audit(url, chromePort, { ...options, isRepeat: true });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const repeats: Run[] = [];
    for (let i = 0; i < runs; i += 1)
      repeats.push(await audit(url, chromePort, { ...options, isRepeat: true }));
    console.log(
      `| ${label} | ${(first.lcpMs / 1000).toFixed(2)} s | ${(median(repeats.map((r) => r.lcpMs)) / 1000).toFixed(2)} s | ${median(repeats.map((r) => r.scores.performance))} |`,
    );
  }
}

async function coldVisits(port: number, chromePort: number) {
  {
    console.log(
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | JS transferred |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1)
        results.push(await audit(`http://localhost:${port}${page}`, chromePort));
      const score = (c: (typeof CATEGORIES)[number]) => median(results.map((r) => r.scores[c]));
      console.log(
        `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(1)} s | ${median(results.map((r) => r.tbtMs)).toFixed(0)} ms | ${(median(results.map((r) => r.scriptBytes)) / 1024).toFixed(0)} KB |`,
      );
    }
  }
}

await main();
