// The answers the app saves on the device for a quick and offline start are one person's: when
// their session ends without signing out and someone else signs in on the device, none of them
// may reach the screen (issue 36's offline start; found while reading issue 29's onboarding race).
import { expect, test } from '@playwright/test';
import { savedAnswers, whenAnswersSaved } from './installed-app.ts';
import { signUpOnboarded } from './support.ts';

const thisMonth = new Date().toISOString().slice(0, 7);

test("another person signing in where a session ended without signing out sees none of the last person's saved answers", async ({
  page,
  context,
}) => {
  await signUpOnboarded(page);
  const added = await page.request.post('/api/transactions', {
    data: {
      name: 'Groceries',
      type: 'expense',
      amount: 43_21,
      date: `${thisMonth}-02`,
      note: 'First person private note',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/transactions');
  await expect(page.getByText('First person private note')).toBeVisible();
  await whenAnswersSaved(page, 'any page');

  // The session ends without signing out (its cookie gone); someone else signs up on the device.
  await context.clearCookies();
  await signUpOnboarded(page);
  // Their history is held back: the page can show only what the device kept.
  await page.route(/\/api\/transactions(?:\?|$)/, () => undefined);
  // And the server is slow to say who is signed in, so the page is drawn from what the device kept
  // before it knows: what it drew must go when the answer comes.
  await page.route(/\/api\/me$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
  await page.goto('/transactions');
  expect((await me).ok()).toBe(true);
  await expect(page.getByText('First person private note')).toHaveCount(0);
  // Nor does the device keep them.
  await expect
    .poll(async () => JSON.stringify(await savedAnswers(page)))
    .not.toContain('First person private note');
});
