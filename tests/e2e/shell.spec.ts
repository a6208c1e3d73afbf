import { expect, test } from '@playwright/test';
import { signUpOnboarded } from './support.ts';

test.describe('large screens: the icon rail', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('rail entries show their label as a tooltip, and admin-only entries stay hidden', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    await page.goto('/');
    const rail = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(rail).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const dashboard = rail.getByRole('link', { name: 'Dashboard', exact: true });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await dashboard.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Dashboard');

    // Moving away (in steps, as a real pointer does) closes it again.
    await page.mouse.move(900, 500, { steps: 5 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // Keyboard users get the same label on focus.
    await rail.getByRole('link', { name: 'Account Settings' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Account Settings');

    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.locator('a[href="/admin"]')).toHaveCount(0);

    await rail.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(rail.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the rail’s background runs the whole height of a tall page, its links in view', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    // A short window makes the dashboard taller than the screen.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
    const rail = page.getByRole('complementary', { name: 'Sidebar' });
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(600);
    expect((await rail.boundingBox())!.height).toBeGreaterThanOrEqual(pageHeight - 1);
    // Scrolled to the bottom, the rail's links are still on screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rail.getByRole('link', { name: 'Dashboard', exact: true })).toBeInViewport();
    await expect(rail.getByRole('button', { name: 'Help & Support' })).toBeInViewport();
  });

  test('Help & Support shows the configured contact; Watch Tutorial leads to the guide', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    await page.goto('/');
    const rail = page.getByRole('complementary', { name: 'Sidebar' });

    // TUTORIAL_URL's default, our own getting-started page (help-and-legal.spec.ts follows it).
    const tutorial = rail.getByRole('link', { name: /Watch Tutorial/ });
    await expect(tutorial).toHaveAttribute('href', '/help');

    await rail.getByRole('button', { name: 'Help & Support' }).click();
    const help = page.getByRole('dialog', { name: 'Help & Support' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('link', { name: /help@pennyflow\.test/ })).toHaveAttribute(
      'href',
      'mailto:help@pennyflow.test',
    );
    await expect(help.getByText('We typically reply within 24 hours.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
});

test.describe('small screens: the drawer', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the rail is hidden; the menu button opens a drawer that closes on navigation', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const label of ['Dashboard', 'Account Settings']) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: /Watch Tutorial/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Help & Support' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

    await drawer.getByRole('link', { name: 'Account Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

    // The drawer's Help & Support closes the drawer and opens the help dialog.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Help & Support' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Help & Support' })).toBeVisible();
  });
});
