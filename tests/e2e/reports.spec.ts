// Reports (issue 34) on the seeded demo account: reached from the sidebar by keyboard, the spending
// figures equal the dashboard's for the same month, a figure drills down to its transactions in
// History, a report downloads as CSV; axe in both themes, and at 375 px nothing scrolls sideways.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { formatCents } from '#shared/money';
import { daysInMonth, shiftMonth, todayLocalDate } from '#shared/period';
import type { DashboardView } from '#shared/contract/dashboard';
import { DEMO_USER } from './accounts.ts';
import { expectNoSeriousA11yViolations, setThemeViaApi } from './support.ts';

async function signInAsDemo(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: DEMO_USER });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the demo account’s reports agree with the dashboard, drill down to History and download', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signInAsDemo(page);
  await setThemeViaApi(page, 'light');
  await page.goto('/');
  // Reached from the sidebar by keyboard.
  const link = page.getByRole('link', { name: 'Reports' }).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '6 months' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('group', { name: /Spending per month/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Last month's spending in the table equals the dashboard's expenses for its dates.
  const lastMonth = shiftMonth(todayLocalDate().slice(0, 7), -1);
  const dashboard = await page.request.get(
    `/api/dashboard?from=${lastMonth}-01&to=${lastMonth}-${daysInMonth(lastMonth)}`,
  );
  const { totals } = (await dashboard.json()) as DashboardView;
  expect(totals.expenses).toBeGreaterThan(0);
  const spending = page.getByRole('region', { name: 'Spending over time' });
  await spending.getByRole('button', { name: 'Show as table' }).click();
  const table = spending.getByRole('table');
  const allSpending = table.getByRole('row', { name: /All spending/ });
  await expect(allSpending).toContainText(formatCents(totals.expenses, 'USD'));
  const flow = page.getByRole('region', { name: 'Income, spending and saving' });
  await expect(flow.getByRole('row', { name: /Total/ })).toBeVisible();

  // The CSV holds the same figures.
  const download = page.waitForEvent('download');
  await spending.getByRole('button', { name: 'Download Spending over time as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pennyflow-spending-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  const rows = Papa.parse<string[]>(readFileSync((await file.path())!, 'utf8').trim()).data;
  expect(rows[0]![0]).toBe('Category');
  const lastColumn = rows[0]!.indexOf(lastMonth);
  expect(rows.at(-1)![0]).toBe('All spending');
  expect(rows.at(-1)![lastColumn]).toBe((totals.expenses / 100).toFixed(2));

  // The top merchant opens its transactions in History, searched by name.
  const merchants = page.getByRole('list', { name: 'Merchants, most spent first' });
  await expect(merchants.getByRole('listitem').first()).toBeVisible();
  const topMerchant = (await merchants.getByRole('link').first().textContent())!.trim();
  await merchants.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/transactions\?from=.*&q=/);
  await expect(page.getByRole('searchbox').first()).toHaveValue(topMerchant);
  await page.goBack();

  // A category's month opens its transactions in History, filtered to them.
  await spending.getByRole('button', { name: 'Show as table' }).click();
  const firstCategory = (await table.locator('tbody th').first().textContent())!.trim();
  await table
    .getByRole('row', { name: new RegExp(`^${firstCategory}`) })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/transactions\?from=.*&category=/);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue(firstCategory);
  await expect(page.getByRole('heading', { name: 'Transaction History' }).first()).toBeVisible();
});

test('reports in the dark theme at 375 px: nothing scrolls sideways, and axe is satisfied', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDemo(page);
  await setThemeViaApi(page, 'dark');
  await page.goto('/reports?months=12');
  await expect(page.getByRole('heading', { name: 'This month against usual' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Budget against actual' }).getByRole('table'),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  // A custom range the API would refuse says why, in its words.
  await page.goto('/reports?from=2026-08&to=2026-03');
  await expect(page.getByRole('alert')).toHaveText('The first month must be on or before the last');
});
