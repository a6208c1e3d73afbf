// Who is signed in is fetched again now and then (when a page opens and the answer is 30 s old). A
// refresh that fails on the way (the connection dropped, offline) keeps the page the person is on:
// before, it replaced the whole app with 'Something went wrong' / 'Failed to fetch'.
import { expect, test } from '@playwright/test';
import { signUpOnboarded } from './support.ts';

test('a failed refresh of who is signed in keeps the page on screen', async ({ page }) => {
  await page.clock.install();
  await signUpOnboarded(page);
  await page.goto('/dashboard');
  const rail = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(rail.getByRole('link', { name: 'Transactions', exact: true })).toBeVisible();

  // The connection drops for the session's check only, and the profile is old enough to refresh.
  let failures = 0;
  await page.route('**/api/auth/get-session', async (route) => {
    failures += 1;
    await route.abort('internetdisconnected');
  });
  await page.clock.fastForward('01:00');
  await rail.getByRole('link', { name: 'Transactions', exact: true }).click();

  // The refresh is tried three times (two retries), and each fails.
  await expect.poll(() => failures, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await page.clock.fastForward('00:05');
  await expect.poll(() => failures, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await page.clock.fastForward('00:01');
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
