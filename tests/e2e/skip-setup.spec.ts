import { expect, test } from '@playwright/test';
import { PASSWORD, fetchProfile, uniqueEmail } from './support.ts';

test('a new user who skips setup lands on an empty dashboard, and the skip is remembered', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('skip'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Skip Setup' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Budget Set' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Budget' })).toHaveAttribute(
    'href',
    '/budget',
  );
  expect((await fetchProfile(page)).onboardingCompleted).toBe(true);

  // Skipping counts as finished onboarding: a reload stays here and onboarding is not offered again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Budget Set' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'No Budget Set' })).toBeVisible();
});
