import { expect, test } from '@playwright/test';
import { signUpOnboarded } from './support.ts';

test('signing out from Account Settings ends the session and the shell is closed again', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await page.goto('/settings');

  // The innermost box holding both the 'Sign Out' title and a 'Sign Out' button: the card.
  const card = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Sign Out' }) })
    .filter({ has: page.getByRole('button', { name: 'Sign Out' }) })
    .last();
  await expect(card.getByText('Sign out of Pennyflow on this device.')).toBeVisible();
  await card.getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('link', { name: /I already have an account/ })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto('/');
  await expect(page).toHaveURL(/\/start$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/start$/);
});
