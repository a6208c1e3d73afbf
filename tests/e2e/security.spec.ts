// The Security tab: a second browser signed in to the same account is listed, ended from here, and
// its next API call is refused; the log shows the new device.
import { expect, test, type Browser } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  PASSWORD,
  setThemeViaApi,
  signUpOnboarded,
} from './support.ts';

/** Another browser (its own cookies), signed in to the account through the API. */
async function signInElsewhere(browser: Browser, email: string) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect((await context.request.get('/api/me')).status()).toBe(200);
  return context;
}

test('ends another signed-in device from /settings?tab=security (light theme), which is then refused', async ({
  page,
  browser,
}) => {
  const email = await signUpOnboarded(page);
  await setThemeViaApi(page, 'light');
  const other = await signInElsewhere(browser, email);

  await page.goto('/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  const log = page.getByRole('list', { name: 'Security events, newest first' });
  await expect(log.getByText('Signed in from a new device')).toBeVisible();
  await expect(log.getByText('Account created')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await devices.getByRole('button', { name: /^End session on / }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Signed out / })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByText('A signed-in device was signed out')).toBeVisible();

  expect((await other.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await other.close();
});

test('signs out all other devices after a confirmation, at phone width in the dark theme', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = await signUpOnboarded(page);
  const first = await signInElsewhere(browser, email);
  const second = await signInElsewhere(browser, email);
  await setThemeViaApi(page, 'dark');

  await page.goto('/settings?tab=security');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByText('Signed in from a new device').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out all other devices?' });
  await expect(dialog).toContainText('The 2 other devices will have to sign in again.');
  await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Signed out 2 other devices.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  expect((await first.request.get('/api/me')).status()).toBe(401);
  expect((await second.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await first.close();
  await second.close();
});
