import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  fetchProfile,
  PASSWORD,
  signUpOnboarded,
  uniqueEmail,
} from './support.ts';

const SAVED = 'Settings saved successfully! Currency will update across the app.';

/** When the saved message appeared and disappeared, by the page's own clock. */
type SavedMarks = { shown?: number; hidden?: number };

test('theme and currency are saved, applied at once, and kept after a reload', async ({ page }) => {
  const email = await signUpOnboarded(page, uniqueEmail('settings'));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  const emailBox = page.getByRole('textbox', { name: 'Email' });
  await expect(emailBox).toHaveValue(email);
  await expect(emailBox).not.toBeEditable();

  const theme = page.getByRole('combobox', { name: 'Theme' });
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(theme).toHaveValue('dark');
  await expect(currency).toHaveValue('USD');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await theme.selectOption('light');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await currency.selectOption('EUR');

  // The one time-based check: the message goes away by itself after about 3 seconds. The browser
  // notes when it appears and disappears, so the polling of the checks below does not blur it.
  await page.evaluate((text) => {
    const marks: SavedMarks = {};
    (window as unknown as { savedMarks: SavedMarks }).savedMarks = marks;
    new MutationObserver(() => {
      const isShown = document.body.textContent?.includes(text) ?? false;
      if (isShown && marks.shown === undefined) marks.shown = performance.now();
      if (!isShown && marks.shown !== undefined) marks.hidden ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, SAVED);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  const saved = page.getByText(SAVED);
  await expect(saved).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(saved).toBeHidden({ timeout: 6_000 });
  const marks = await page.evaluate(
    () => (window as unknown as { savedMarks: SavedMarks }).savedMarks,
  );
  const shownFor = (marks.hidden ?? NaN) - (marks.shown ?? NaN);
  expect(shownFor).toBeGreaterThanOrEqual(2_900);
  expect(shownFor).toBeLessThan(4_000);

  const profile = await fetchProfile(page);
  expect([profile.theme, profile.currency]).toEqual(['light', 'EUR']);

  // Forget the remembered first-paint theme, so what shows after the reload comes from the server.
  await page.evaluate(() => localStorage.removeItem('pennyflow.theme'));
  await page.reload();
  await expect(theme).toHaveValue('light');
  await expect(currency).toHaveValue('EUR');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('€0.00').first()).toBeVisible();
  await expect(page.getByText('$0.00')).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('the Access tab of a free user offers Pro', async ({ page }) => {
  await signUpOnboarded(page);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Access' }).click();

  const panel = page.getByRole('tabpanel', { name: 'Access' });
  await expect(panel.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  await expect(panel.getByText('Upgrade to Pro to unlock all features.')).toBeVisible();
  // Only what Pro really adds, each a link to where it lives (ADR 0022).
  const features = panel.getByRole('listitem');
  await expect(features).toHaveText([
    'Unlimited Spend Breakdown: no 250-character monthly limit',
    'Statements up to 30,000 characters at once in the Spend Breakdown, not 100',
    'Statement uploads in the Spend Breakdown: CSV, OFX, QIF, CAMT, PDF or a photo',
    'The assistant: ask about your budget in your own words, or add a transaction',
    'Receipt scanning: a photo of a receipt fills in the transaction',
    'Priority support: your help requests are marked priority',
  ]);
  for (const [index, href] of [
    '/ai-chat',
    '/ai-chat',
    '/ai-chat',
    '/assistant',
    '/transactions?add=expense',
    '/help#write-to-us',
  ].entries()) {
    await expect(features.nth(index).getByRole('link')).toHaveAttribute('href', href);
  }
  await expect(panel.getByRole('button', { name: 'Get Pro Access - $29' })).toBeVisible();

  await features.getByRole('link', { name: /Priority support/ }).click();
  await expect(page).toHaveURL(/\/help#write-to-us$/);
  await expect(page.getByRole('form', { name: 'Write to us' })).toBeInViewport();
});

test('export my data, then delete the account and everything in it', async ({ page }) => {
  const email = await signUpOnboarded(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Your Data' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Everything (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pennyflow-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    categories: Array<{ name: string }>;
  };
  expect(data.account.email).toBe(email);
  expect(data.categories.map((c) => c.name)).toEqual(
    expect.arrayContaining(['Salary', 'Groceries', 'Dining Out']),
  );

  const csvDownloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Transactions (CSV)' }).click();
  expect((await csvDownloading).suggestedFilename()).toMatch(/^pennyflow-transactions-.*\.csv$/);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectNoSeriousA11yViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill('someone@else.example');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/start$/);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});
