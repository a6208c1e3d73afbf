// Importing a statement's money in (issue 28, ADR 0017), on the path a new person takes: the free
// public report, an account made from it, onboarding with a 'Salary' income source, then the Spend
// Breakdown takes the kept report up; its payroll credit goes to Salary, the card payment stays out,
// and the dashboard's Money In is the payroll, to the cent.
import { expect, test } from '@playwright/test';
import { formatPeriod } from '#shared/period';
import { expectNoSeriousA11yViolations, PASSWORD, uniqueEmail } from './support.ts';

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const today = localToday();
const [year, mm, dd] = today.split('-');
const usDate = `${mm}/${dd}/${year}`;
const PAYROLL_CENTS = 245_703;

const STATEMENT = [
  `${usDate}  PAYROLL ACME CORP DIR DEP  2457.03`,
  `${usDate}  PAYMENT THANK YOU  500.00`,
  `${usDate}  STARBUCKS STORE #1234 SEATTLE WA  -5.75`,
  `${usDate}  WHOLEFDS MKT 10234 AUSTIN TX  -82.10`,
].join('\n');

const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('a payroll credit from the free report, imported after sign-up, is the dashboard’s Money In', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 1200 });

  // The free report, signed out, then an account made from it.
  await page.goto('/breakdown');
  await page.getByLabel('Your transactions').fill(STATEMENT);
  await page.getByRole('button', { name: 'Get Spending Report' }).click();
  await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('money-in'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByText('Your free account is ready.')).toBeVisible();
  await page.getByRole('link', { name: 'Set up my budget' }).click();

  // Onboarding: one income source, one expense category.
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('textbox', { name: 'Income source' }).fill('Salary');
  await page.getByRole('textbox', { name: 'Income source' }).press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Groceries' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('money-in')).toHaveText(usd(0));

  // The Spend Breakdown takes the kept report up: the payroll is Salary's, the card payment is not income.
  await page.getByRole('link', { name: 'Open Spend Breakdown' }).click();
  await expect(page).toHaveURL(/\/ai-chat$/);
  const salary = page.locator('section[data-income-category="Salary"]');
  const notIncome = page.locator('section[data-income-category="Not income"]');
  await expect(salary).toContainText('Acme');
  await expect(salary.getByTestId('income-card-total')).toHaveText(usd(PAYROLL_CENTS));
  await expect(notIncome).toContainText(/thank you/i);
  await expect(page.getByLabel(/^Income category for .*thank you/i)).toHaveValue('Not income');
  await expectNoSeriousA11yViolations(page);

  await salary.getByRole('button', { name: /^Add to Budget/ }).click();
  await expect(salary).toContainText('1 transaction imported successfully to Salary!');
  await expect(
    salary.getByRole('button', {
      name: `Added 1 transaction to ${formatPeriod(today.slice(0, 7))}`,
    }),
  ).toBeDisabled();
  await expect(salary.getByRole('button', { name: 'Undo import of Salary' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Money In on the dashboard is the payroll, and only the payroll.
  await page.goto('/');
  await expect(page.getByTestId('money-in')).toHaveText(usd(PAYROLL_CENTS));
});
