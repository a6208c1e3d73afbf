// npm run bench:browser: the breakdown screens measured in headless Chromium against the built app
// (run `npm run build` first): submit to rendered report for a 30,000-character statement (about 500
// transactions), how long a keystroke in the table search takes to paint (Event Timing), reading a
// 10-page PDF, and OCR of one statement page as a picture (cold: the worker starts; warm: it is
// running). Prints medians and ranges; nothing is asserted.
// Usage: npm run bench:browser [-- --runs N]   (CHROMIUM_PATH, default /usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { generateStatementOfSize } from '../tests/support/statement-generator.ts';
import { findFreePort } from './free-port.ts';
import { startApp } from './start-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);

const TEN_PAGE_PDF = [
  path.join(root, '../shared/data/statements/pdf/summer/tests/fixtures/amex/skymiles.pdf'),
].find((file) => existsSync(file));
const TD_PDF = path.join(
  root,
  'tests/fixtures/statements/pdf/td_statement_extractor/spec/fixtures/VISA_2014.pdf',
);

function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `median ${median.toFixed(0)} ms (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}, n=${sorted.length})`;
}

/** Milliseconds from clicking 'Get Spending Report' to the report painted. */
async function timeReport(page: Page, text: string): Promise<number> {
  await page.getByLabel('Your transactions').fill(text);
  // Entering a statement starts loading the report's code (lazy-report.tsx), as a person's pasting
  // does well before they press the button: let it arrive, as it would, before timing the submit.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('breakdown-report')),
  );
  await page.waitForTimeout(150);
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Get Spending Report',
        )!;
        performance.clearResourceTimings();
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="table-row"]')) return;
          observer.disconnect();
          // Two frames: the report has been painted.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const total = performance.now() - started;
              const request = performance
                .getEntriesByType('resource')
                .find((entry) => entry.name.includes('financial-breakdown-ai')) as
                PerformanceResourceTiming | undefined;
              (window as unknown as { __request: number }).__request = request
                ? request.responseEnd - request.startTime
                : Number.NaN;
              resolve(total);
            }),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true });
        button.click();
      }),
  );
  return ms;
}

/** How long the last report's request took, from sending to the last byte. */
async function lastRequestMs(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __request: number }).__request);
}

/** Event Timing durations (input to next paint) of typing `query` into the table search. */
async function timeSearchKeys(page: Page, query: string): Promise<number[]> {
  await page.evaluate(() => {
    (window as unknown as { __events: number[] }).__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown' || entry.name === 'input' || entry.name === 'keyup')
          (window as unknown as { __events: number[] }).__events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 0 } as PerformanceObserverInit);
  });
  const search = page.getByLabel('Search transactions');
  await search.click();
  for (const key of query) {
    await search.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __events: number[] }).__events);
}

/** Milliseconds from choosing a file to its text in the statement box (the page as it is). */
async function timeUpload(page: Page, file: string): Promise<{ ms: number; characters: number }> {
  await page.getByLabel('Your transactions').fill('');
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __watching?: boolean };
    if (w.__watching) return;
    w.__watching = true;
    document.querySelector('input[type="file"]')!.addEventListener('change', () => {
      w.__t0 = performance.now();
    });
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  // The text fills the box, or it is longer than the box takes and the upsell says so.
  await page.waitForFunction(
    () =>
      (document.querySelector('textarea')?.value.length ?? 0) > 0 ||
      Boolean(document.body.textContent?.includes('Unlock Pennyflow For Unlimited AI Usage')),
    null,
    { timeout: 120_000 },
  );
  return page.evaluate(() => ({
    ms: performance.now() - (window as unknown as { __t0: number }).__t0,
    characters: document.querySelector('textarea')!.value.length,
  }));
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('Run `npm run build` first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-bench-browser-'));
  const port = await findFreePort();
  const server = await startApp(port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const version = browser.version();
    console.log(
      `bench:browser, Chromium ${version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString().slice(0, 16)} UTC`,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const url = `http://localhost:${port}/breakdown`;
    await page.goto(url);

    const { text, records } = generateStatementOfSize(30_000);
    const reportMs: number[] = [];
    const requestMs: number[] = [];
    for (let i = 0; i < runs + 1; i += 1) {
      await page.goto(url);
      const ms = await timeReport(page, text);
      // The first run also loads the report's code.
      if (i > 0) {
        reportMs.push(ms);
        requestMs.push(await lastRequestMs(page));
      }
    }
    const shown = await page.getByTestId('stat-transactions').textContent();
    console.log(
      `submit to rendered report, ${text.length} characters (${records.length} transactions generated, ${shown} money out shown): ${stats(reportMs)}`,
    );
    console.log(`  of which the request (server and network): ${stats(requestMs)}`);

    const keys = await timeSearchKeys(page, 'starbucks cof');
    console.log(
      `table search keystroke (Event Timing, keydown/input/keyup to next paint): ${stats(keys)}`,
    );

    if (TEN_PAGE_PDF) {
      const pdfMs: number[] = [];
      let characters = 0;
      for (let i = 0; i < Math.min(runs, 5) + 1; i += 1) {
        await page.goto(url);
        const result = await timeUpload(page, TEN_PAGE_PDF);
        characters = result.characters;
        if (i > 0) pdfMs.push(result.ms);
        else console.log(`10-page PDF, first read (loads pdf.js): ${result.ms.toFixed(0)} ms`);
      }
      const size =
        characters > 0
          ? `${characters} characters`
          : 'its text is longer than the 30,000 characters the box takes, so the upsell shows';
      console.log(`10-page PDF text extraction (${size}): ${stats(pdfMs)}`);
    } else console.log('(10-page PDF: ../shared/data not found; skipped)');

    const dir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-bench-scan-'));
    execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', TD_PDF, `${dir}/page`], {
      stdio: 'ignore',
    });
    const photo = path.join(dir, 'page-1.png');
    const ocrPage = await context.newPage();
    await ocrPage.goto(url);
    const cold = await timeUpload(ocrPage, photo);
    const warm: number[] = [];
    for (let i = 0; i < 3; i += 1) warm.push((await timeUpload(ocrPage, photo)).ms);
    console.log(
      `OCR of one statement page (1275x1650 PNG, 150 dpi): cold ${cold.ms.toFixed(0)} ms (loads tesseract.js, its core and the English model); warm ${stats(warm)}`,
    );
    rmSync(dir, { recursive: true, force: true });
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
