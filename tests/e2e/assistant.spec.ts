// The assistant (/assistant): a Pro member asks in their own words and gets the dashboard's figure
// to the cent, an example question answered in one click, a plain 'cannot answer' for the rest; a
// free member is shown what Pro adds.
import { expect, test } from '@playwright/test';
import { formatCents } from '../../src/shared/money.ts';
import { daysInMonth } from '../../src/shared/period.ts';
import type { DashboardView } from '../../src/shared/contract/dashboard.ts';
import { PRO_USER } from './accounts.ts';
import { expectNoSeriousA11yViolations, setThemeViaApi, signUpOnboarded } from './support.ts';

test('a Pro member asks about their budget and gets the screens’ figures', async ({ page }) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: PRO_USER });
  expect(signIn.ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('link', { name: 'Assistant' }).first().click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole('heading', { name: 'Assistant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const answers = page.getByRole('list', { name: 'Questions and answers' });
  await page.getByRole('button', { name: 'What is due this week?' }).click();
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  await expect(answers.getByRole('listitem').first()).toContainText(
    /Due this week|Nothing is left to pay this week/,
  );

  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const dashboard = (await (
    await page.request.get(`/api/dashboard?from=${month}-01&to=${month}-${daysInMonth(month)}`)
  ).json()) as DashboardView;
  await page.getByLabel('Your question').fill('How much did I spend this month?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(answers.getByRole('listitem').nth(1)).toContainText(
    `Money out this month: ${formatCents(dashboard.totals.moneyOut)}`,
  );

  await page.getByLabel('Your question').fill('Should I buy a house?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(answers.getByRole('listitem').nth(2)).toContainText(
    'I cannot answer that question exactly, so I will not guess',
  );
  await expect(page.getByLabel('Your question')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});

test('a free member is shown what Pro adds (light theme, 375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpOnboarded(page);
  await setThemeViaApi(page, 'light');
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { name: 'Part of Pro' })).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveCount(0);
  await page.getByRole('link', { name: 'See what Pro adds' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=access$/);
  await expect(
    page.getByRole('link', { name: /The assistant: ask about your budget/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
