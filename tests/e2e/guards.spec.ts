import { expect, test } from '@playwright/test';
import { signUpOnboarded, signUpViaApi } from './support.ts';

test.describe('route guards', () => {
  test('a signed-out visitor is sent to /start from private, onboarding and unknown paths', async ({
    page,
  }) => {
    for (const path of ['/', '/settings', '/onboarding', '/no-such-page', '/settings/deeper']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/start$/);
      await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
    }
  });

  test('/start offers the three ways in', async ({ page }) => {
    await page.goto('/start');
    const choices = page.getByRole('navigation', { name: 'Get started' }).getByRole('link');
    await expect(choices).toHaveCount(3);
    await expect(page.getByRole('link', { name: /I'm new here/ })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: /I have a license key/ })).toHaveAttribute(
      'href',
      '/unlock-access',
    );
    await expect(page.getByRole('link', { name: /I already have an account/ })).toHaveAttribute(
      'href',
      '/login',
    );

    await page.getByRole('link', { name: /I already have an account/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('a signed-in user who has not finished onboarding is sent to /onboarding', async ({
    page,
  }) => {
    await signUpViaApi(page);
    for (const path of ['/', '/settings', '/login']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/onboarding$/);
      await expect(page.getByText('Step 1 of 2')).toBeVisible();
    }
  });

  test('an onboarded user is sent to the dashboard from onboarding and the signed-out pages', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    for (const path of ['/onboarding', '/login', '/signup', '/start', '/no-such-page']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    }
  });
});
