// Forgot password, end to end: the link arrives (in the server log, as on a server without SMTP), sets
// a new password once, and the new password signs in.
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  resetLinkFromServerLog,
  signUpViaApi,
  uniqueEmail,
} from './support.ts';

test('forgot password to a new password and a sign-in with it', async ({ page }) => {
  const email = await signUpViaApi(page, uniqueEmail('forgot'));
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent it a link'),
  ).toBeVisible();

  const link = await resetLinkFromServerLog(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The rules are checked before sending, with their reason.
  await page.getByLabel('Password').fill('        ');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your password needs more than spaces');
  // The commonest passwords are refused by the server, with its reason.
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That password is one of the most common ones. Please choose one that is harder to guess.',
  );

  await page.getByLabel('Password').fill('a-fresh-secret-31');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(
    page.getByText('Your password was changed. Sign in with the new one.'),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-fresh-secret-31');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has expired or was already used. Please ask for a new one.',
  );
  await page.getByRole('link', { name: 'Send a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
