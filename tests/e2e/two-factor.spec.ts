// Two-factor sign-in as a person uses it: set up from Settings with the shown secret (the test is
// the authenticator app), then sign in with a code, with a recovery code (once), and on a device
// trusted for 30 days; axe on each new screen, also at 375 px.
import { expect, test, type Page } from '@playwright/test';
import { nextTotpCode } from '../support/totp.ts';
import {
  expectNoSeriousA11yViolations,
  PASSWORD,
  setThemeViaApi,
  signOut,
  signUpOnboarded,
  turnOnTwoFactorViaApi,
} from './support.ts';
import { LICENSE_KEYS } from './accounts.ts';

/** Sets up two-factor from /settings?tab=security; returns the secret and the recovery codes. */
async function setUpTwoFactor(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right.');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const secret = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That code is not right. Check your authenticator app and try again.',
  );
  await dialog.getByLabel('Code from the app').fill(await nextTotpCode(secret));
  await dialog.getByRole('button', { name: 'Turn on two-factor' }).click();

  await expect(page.getByRole('dialog', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await dialog
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('pennyflow-recovery-codes.txt');
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('heading', { name: /Two-factor sign-in\s*On/ })).toBeVisible();
  return { secret, codes };
}

async function enterPassword(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('two-factor: set up, then sign in with a code, a recovery code once, and a trusted device', async ({
  page,
}) => {
  test.slow();
  const email = await signUpOnboarded(page);
  const { secret, codes } = await setUpTwoFactor(page);

  // A code from the app.
  await signOut(page);
  await enterPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Authentication code').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Groceries', { exact: true })).toBeVisible();

  // A recovery code works once.
  for (const expected of ['signed in', 'refused'] as const) {
    await signOut(page);
    await enterPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'signed in') {
      await expect(page).toHaveURL(/\/$/);
    } else {
      await expect(page.getByRole('alert')).toHaveText(
        'That recovery code is not right, or it was used already.',
      );
    }
  }

  // Trust this device: the next sign-in here asks for no code.
  await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
  await page.getByLabel('Authentication code').fill(await nextTotpCode(secret));
  await page.getByLabel('Trust this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Groceries', { exact: true })).toBeVisible();

  // Turning it off takes the password; then the card says Off.
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('dialog').getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(page.getByRole('heading', { name: /Two-factor sign-in\s*Off/ })).toBeVisible();
});

test('unlocking Pro with two-factor on asks for the code before the key is redeemed', async ({
  page,
}) => {
  const email = await signUpOnboarded(page);
  const secret = await turnOnTwoFactorViaApi(page);
  await signOut(page);
  await page.goto('/unlock-access');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('License key').fill(LICENSE_KEYS.forTwoFactor);
  await page.getByRole('button', { name: 'Unlock Access' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.getByLabel('Authentication code').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Access Unlocked!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test.describe('at 375 px, in light', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the security tab, the setup dialog and the code step fit and pass axe', async ({
    page,
  }) => {
    const email = await signUpOnboarded(page);
    await setThemeViaApi(page, 'light');
    await page.goto('/settings?tab=security');
    await expect(page.getByRole('heading', { name: /Two-factor sign-in/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const { secret } = await setUpTwoFactor(page);
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(375);

    await signOut(page);
    await enterPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Authentication code').fill(await nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
