// The picture of a page (issue 36, the repeat visit): a second start paints the page as it was last
// shown before the app's code has run, hands over to the live page once that has drawn, and never
// shows a picture to the wrong person, in the wrong theme or from another version of the app.
import { expect, test, type Page } from '@playwright/test';
import { signUpOnboarded } from './support.ts';

const PICTURE_PREFIX = 'pennyflow.snapshot:';

/** The pictures this browser keeps: page path → taken signed in. */
function pictures(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate((prefix) => {
    const kept: Record<string, boolean> = {};
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(prefix))
        kept[key.slice(prefix.length)] = (
          JSON.parse(localStorage.getItem(key)!) as { isMember: boolean }
        ).isMember;
    }
    return kept;
  }, PICTURE_PREFIX);
}

/**
 * Holds back the app's entry script (as a slow phone would take long to run it) until the returned
 * function is called.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const entry = await page.evaluate(
    () => new URL(document.querySelector<HTMLLinkElement>('link[data-app-entry]')!.href).pathname,
  );
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const picture = (page: Page) => page.locator('#app-snapshot');

/** Waits until the app has marked this device as a member's (a second after their answers arrive). */
async function whenAnswersKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pennyflow.saved-answers')))
    .toBe('1');
}

/** Opens the budget maker with the app's code held back: the app, not a picture, must draw it. */
async function expectBudgetMakerWithoutPicture(page: Page): Promise<void> {
  const release = await holdAppCode(page);
  await page.goto('/budget-maker', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(picture(page)).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Make a budget in two minutes' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
}

/** Waits until the page has loaded all it shows: a page left while still loading is not pictured. */
async function whenLoaded(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0);
}

test('a second visit paints the dashboard as last seen at once; the live page takes over', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
  await whenAnswersKept(page);
  await whenLoaded(page);
  await page.goto('/budget');
  await expect(page.getByRole('heading', { name: 'Your Budget' })).toBeVisible();
  expect(await pictures(page)).toMatchObject({ '/': true });

  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The picture is on screen, filling it, while the app's code has not run.
  await expect(picture(page)).toBeVisible();
  expect((await picture(page).boundingBox())!.height).toBeGreaterThan(400);
  await expect(page.locator('#root')).toBeHidden();
  // It is a picture only: nothing in it can be found by role, focused or clicked.
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toHaveCount(0);
  expect(await picture(page).getAttribute('inert')).toBe('');

  release();
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
  await expect(picture(page)).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
});

test('the budget maker is pictured as first shown, not with what was typed', async ({ page }) => {
  await page.goto('/budget-maker');
  await expect(page.getByRole('heading', { name: 'Make a budget in two minutes' })).toBeVisible();
  await expect.poll(() => pictures(page)).toEqual({ '/budget-maker': false });
  const first = await page.evaluate(() => localStorage.getItem('pennyflow.snapshot:/budget-maker'));
  await page.getByRole('textbox', { name: 'Income source 1', exact: true }).fill('Salary');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.goto('/start');
  expect(await page.evaluate(() => localStorage.getItem('pennyflow.snapshot:/budget-maker'))).toBe(
    first,
  );
});

test('no picture in another theme, signed in or out otherwise, and none kept after sign-out', async ({
  page,
}) => {
  await page.goto('/budget-maker');
  await expect.poll(() => pictures(page)).toEqual({ '/budget-maker': false });

  // Another theme: the app draws the page itself.
  await page.evaluate(() => localStorage.setItem('pennyflow.theme', 'light'));
  await expectBudgetMakerWithoutPicture(page);

  // Signed in now: a picture taken signed out is not shown.
  await page.evaluate(() => localStorage.removeItem('pennyflow.theme'));
  await signUpOnboarded(page);
  await page.goto('/');
  await whenAnswersKept(page);
  await whenLoaded(page);
  await expectBudgetMakerWithoutPicture(page);

  // Pictures of a member's pages are forgotten when they sign out.
  await page.goto('/budget');
  await expect(page.getByRole('main').getByText('Groceries').first()).toBeVisible();
  await whenLoaded(page);
  await page.goto('/settings');
  expect(await pictures(page)).toMatchObject({ '/': true, '/budget': true });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/(start|login)$/);
  expect(Object.values(await pictures(page)).filter(Boolean)).toEqual([]);
});
