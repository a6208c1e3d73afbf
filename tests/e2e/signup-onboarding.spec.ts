import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support.ts';

test('a new user signs up, completes both onboarding steps and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/start');
  await page.getByRole('link', { name: /I'm new here/ }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();

  await page.getByLabel('Email').fill(uniqueEmail('signup'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  const add = page.getByRole('button', { name: 'Add income source' });
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'Income source' }).fill('Salary');
  await page.getByRole('textbox', { name: 'Income source' }).press('Enter');
  await page.getByRole('textbox', { name: 'Income source' }).fill('Freelance');
  await add.click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Groceries' }).click();
  await page.getByRole('textbox', { name: 'Custom category' }).fill('Childcare');
  await page.getByRole('button', { name: 'Add custom category' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
  for (const name of ['Salary', 'Freelance', 'Groceries', 'Childcare']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
});
