// The admin dashboard (issue 17): a member is sent away and refused by the server; an admin finds it
// in the sidebar and sees every source, including the page views their own browsing just recorded.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_USER } from './accounts.ts';
import {
  expectNoSeriousA11yViolations,
  setThemeViaApi,
  signUpOnboarded,
  type Theme,
} from './support.ts';

const SECTIONS = [
  'Overview',
  'Revenue',
  'Engagement',
  'Sign-ups',
  'Last 30 days',
  'Feature usage',
  'Budget maker',
  'Page views',
  'Newest users',
];

async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: ADMIN_USER });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectLoaded(page: Page): Promise<void> {
  for (const name of SECTIONS) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.describe('admin dashboard', () => {
  test('a member who opens /admin lands on the dashboard, and the server refuses them', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
    await expect(page.locator('a[href="/admin"]')).toHaveCount(0);
    const refused = await page.request.get('/api/admin/lifetime-stats');
    expect(refused.status()).toBe(403);
  });

  test('a signed-out visitor who opens /admin is sent to /start', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/start$/);
    expect((await page.request.get('/api/admin/page-views')).status()).toBe(401);
  });

  test('an admin opens it from the sidebar and sees the pages they just viewed counted', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    // The page's own clock, moved on rather than waited for.
    await page.clock.install();
    await page.goto('/budget-maker');
    await expect(page.getByRole('heading', { name: /budget/i }).first()).toBeVisible();
    // Counted once it has been on screen for a second; leaving the page sends it with a beacon.
    await page.clock.runFor(1_100);
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expectLoaded(page);

    const budgetMakerRow = page
      .getByTestId('admin-page-views')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Budget Maker/ }) });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(budgetMakerRow).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const views = page.getByTestId('admin-budget-maker').getByText('Views today').locator('..');
    await expect(views.locator('dd').first()).not.toHaveText('0');

    const engagement = page.getByTestId('admin-engagement');
    await expect(
      engagement.getByText('Active today').locator('..').locator('dd').first(),
    ).not.toHaveText('0');
    await expect(page.getByTestId('admin-recent-users').getByRole('row')).not.toHaveCount(0);

    await page.getByText('Show as a table').first().click();
    await expect(page.getByRole('region', { name: 'Active users by period' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/** Views of one page so far, and those of them sent as the page was left (by beacon). */
async function viewsOf(page: Page, path: string): Promise<{ total: number; onLeaving: number }> {
  const response = await page.request.get('/api/admin/page-views');
  expect(response.ok(), await response.text()).toBe(true);
  const pages = (await response.json()) as Array<{
    pagePath: string;
    totalViews: number;
    beaconViews: number;
  }>;
  const row = pages.find((p) => p.pagePath === path);
  return { total: row?.totalViews ?? 0, onLeaving: row?.beaconViews ?? 0 };
}

test('a page left at once by a full page load still has its view counted, as sent on leaving', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const before = await viewsOf(page, '/forgot-password');
  // A visitor, signed out in their own browser, opens the page and is gone at once to another
  // document: no time for the page's batch to be sent while it was open.
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/forgot-password');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await visitor.goto('/start');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await visitor.close();
  }
  await expect
    .poll(() => viewsOf(page, '/forgot-password'))
    .toEqual({
      total: before.total + 1,
      onLeaving: before.onLeaving + 1,
    });
  // The admin sees it in the page views' 'Sent on leaving' column.
  await page.goto('/admin');
  await expectLoaded(page);
  const row = page
    .getByTestId('admin-page-views')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Forgot Password/ }) });
  const columns = await page
    .getByTestId('admin-page-views')
    .getByRole('columnheader')
    .allTextContents();
  const onLeaving = columns.indexOf('Sent on leaving');
  expect(onLeaving).toBeGreaterThan(0);
  await expect(row.getByRole('cell').nth(onLeaving - 1)).toHaveText(String(before.onLeaving + 1));
});

// One after the other: both change the same admin's theme.
test.describe('admin dashboard on a phone', () => {
  test.describe.configure({ mode: 'serial' });
  for (const theme of ['dark', 'light'] as Theme[]) {
    test(`reads on a phone without sideways scrolling (${theme})`, async ({ page }) => {
      await signInAsAdmin(page);
      await setThemeViaApi(page, theme);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/admin');
      await expectLoaded(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBe(0);
      await expect(page.getByRole('list', { name: 'Page views' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`admin-${theme}-375.png`),
        fullPage: true,
      });
    });
  }
});
