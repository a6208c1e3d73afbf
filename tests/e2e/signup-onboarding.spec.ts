import { expect, test } from '@playwright/test';
import { PASSWORD, signUpViaApi, uniqueEmail } from './support.ts';

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

test('what was entered in onboarding survives a reload on either step, and is gone once setup is done', async ({
  page,
}) => {
  await signUpViaApi(page, uniqueEmail('onboarding-reload'));
  await page.goto('/onboarding');
  const income = page.getByRole('textbox', { name: 'Income source' });
  const removeButton = (name: string) => page.getByRole('button', { name: `Remove ${name}` });
  await income.fill('Salary');
  await income.press('Enter');
  await income.fill('Freelance');
  await income.press('Enter');
  await income.fill('Pensi');

  await page.reload();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(removeButton('Salary')).toBeVisible();
  await expect(removeButton('Freelance')).toBeVisible();
  await expect(income).toHaveValue('Pensi');
  await income.fill('');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Groceries' }).click();
  await page.reload();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Groceries' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Going back after the reload finds step 1 as it was left.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(removeButton('Salary')).toBeVisible();
  await expect(removeButton('Freelance')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pennyflow.tab.onboarding'))).toBeNull();
});

test('another account signing up in the same tab starts onboarding afresh', async ({ page }) => {
  await signUpViaApi(page, uniqueEmail('onboarding-first'));
  await page.goto('/onboarding');
  const income = page.getByRole('textbox', { name: 'Income source' });
  await income.fill('Salary');
  await income.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Salary' })).toBeVisible();

  await page.context().clearCookies();
  await signUpViaApi(page, uniqueEmail('onboarding-second'));
  await page.reload();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Salary' })).toHaveCount(0);
});
