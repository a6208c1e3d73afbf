// Shared steps for the browser journeys: fresh users made through the real API, and axe checks.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { secretOf, nextTotpCode } from '../support/totp.ts';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-42';

/** Signs a new user up through the API (the page's context keeps the session cookie). */
export async function signUpViaApi(page: Page, email = uniqueEmail()): Promise<string> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A signed-in user who finished onboarding with one income source and two expense categories. */
export async function signUpOnboarded(page: Page, email = uniqueEmail()): Promise<string> {
  await signUpViaApi(page, email);
  const response = await page.request.post('/api/onboarding/complete', {
    data: { incomeSources: ['Salary'], expenseCategories: ['Groceries', 'Dining Out'] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A signed-in user who skipped onboarding: no categories at all. */
export async function signUpSkipped(page: Page, email = uniqueEmail()): Promise<string> {
  await signUpViaApi(page, email);
  // A body-less POST passes the CSRF check the way a browser's does: with its Origin header.
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const response = await page.request.post('/api/onboarding/skip', { headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** Waits for every running transition and animation that ends (a spinner turns forever). */
export async function whenAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

/** Fails on serious or critical accessibility violations of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours mid-transition (a tab just clicked, a theme just applied) are neither the old nor the
  // new ones, and axe would judge their contrast.
  await whenAnimationsEnd(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export type Theme = 'dark' | 'light';

/** Saves the signed-in user's theme through the API, as the settings page would. */
export async function setThemeViaApi(page: Page, theme: Theme): Promise<void> {
  const response = await page.request.patch('/api/me', { data: { theme } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Makes signed-out pages of this test open in the given theme (the remembered first-paint choice). */
export async function rememberThemeSignedOut(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('pennyflow.theme', value), theme);
}

/** The profile the server holds for the signed-in user of this page's context. */
export async function fetchProfile(
  page: Page,
): Promise<{ email: string; theme: Theme; currency: string; onboardingCompleted: boolean }> {
  const response = await page.request.get('/api/me');
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    profile: { email: string; theme: Theme; currency: string; onboardingCompleted: boolean };
  };
  return body.profile;
}

/** The link of the newest password reset mail for this email in the server log (no SMTP in e2e). */
export async function resetLinkFromServerLog(email: string): Promise<string> {
  const log = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(log, 'utf8')).split('\n');
        const line = lines.reverse().find((l) => l.startsWith('[mail]') && l.includes(email));
        link = line ? /(https?:\/\/\S+)$/.exec(line)?.[1] : undefined;
        return link;
      },
      { message: `a reset link for ${email} in ${log}`, timeout: 5_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Ends the page's session as the Sign Out button does; a trusted device's cookie stays. */
export async function signOut(page: Page): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const response = await page.request.post('/api/auth/sign-out', { headers: { origin }, data: {} });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Turns two-factor on for the signed-in user as Settings does; returns the app's secret. */
export async function turnOnTwoFactorViaApi(page: Page): Promise<string> {
  const enabled = await page.request.post('/api/auth/two-factor/enable', {
    data: { password: PASSWORD },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = secretOf(totpURI);
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: await nextTotpCode(secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return secret;
}
