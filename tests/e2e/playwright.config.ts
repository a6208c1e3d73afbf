// Browser journeys in the system Chromium against the built app on a throwaway data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eChromiumPath } from './chromium-path.ts';
import { E2E_STRIPE, E2E_STRIPE_URL } from './stripe.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// Set once in the runner; its workers inherit the variable, so they all read the same server log.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pennyflow-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** The server's standard output: where account mail goes when no SMTP is set (tests read links there). */
const SERVER_LOG = path.join(dataDir, 'server.log');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.resolve('test-results'),
  use: {
    baseURL,
    // Writes with a session cookie must carry our Origin (http/same-origin.ts); the browser sends it
    // itself, and this gives the tests' own API calls (page.request) the same header.
    extraHTTPHeaders: { origin: baseURL },
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace for every test, kept or
    // not, costs more CPU than the tests themselves on a two-core machine (ADR 0024). A failure still
    // leaves a screenshot and the page's accessibility snapshot.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The journeys test the pages as the server sends them; the service worker (which would answer
    // every navigation from its cache and precache the app in every new context) has its own spec,
    // installable-app.spec.ts, which allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // Stripe's API and hosted checkout, played locally (tests/support/stripe-server.ts).
      command: 'node --import tsx tests/support/stripe-server-main.ts',
      cwd: path.resolve('.'),
      url: `${E2E_STRIPE_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(E2E_STRIPE.port),
        FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/api/webhooks/stripe`,
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_PRICE_PRO: E2E_STRIPE.proPrice,
        STRIPE_PRICE_DONATION: E2E_STRIPE.donationPrice,
      },
    },
    {
      // The Pro account first (prepare-data.ts), then the server, on the same fresh data directory,
      // its standard output kept in SERVER_LOG (errors still show here).
      command: `node --import tsx tests/e2e/prepare-data.ts && node --import tsx src/server/main.ts > "${SERVER_LOG}"`,
      cwd: path.resolve('.'),
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        // Every journey signs in from 127.0.0.1; the limiter itself is covered by the API suite.
        SIGN_IN_RATE_LIMIT: '10000',
        SIGN_UP_RATE_LIMIT: '10000',
        PUBLIC_AI_RATE_LIMIT: '10000',
        SUPPORT_EMAIL: 'help@pennyflow.test',
        // TUTORIAL_URL is left at its default, the getting-started page (help-and-legal.spec.ts).
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_PRICE_PRO: E2E_STRIPE.proPrice,
        STRIPE_PRICE_DONATION: E2E_STRIPE.donationPrice,
        STRIPE_API_URL: E2E_STRIPE_URL,
      },
    },
  ],
});
