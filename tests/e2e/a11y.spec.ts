// axe on every screen so far, in both themes, and on a phone-sized screen for the busiest ones.
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  rememberThemeSignedOut,
  setThemeViaApi,
  signUpOnboarded,
  signUpSkipped,
  signUpViaApi,
  type Theme,
} from './support.ts';

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test('signed-out pages: /start, /login, /signup and its error', async ({ page }) => {
      await rememberThemeSignedOut(page, theme);

      await page.goto('/start');
      await expect(page.getByRole('link', { name: /I'm new here/ })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
      await expectNoSeriousA11yViolations(page);
    });

    test('/help, /terms and /privacy signed out, also on a phone', async ({ page }) => {
      // Six long pages, each checked by axe.
      test.slow();
      await rememberThemeSignedOut(page, theme);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        for (const [path, title] of [
          ['/help', 'Getting started'],
          ['/terms', 'Terms of Service'],
          ['/privacy', 'Privacy Policy'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expectTheme(page, theme);
          await expectNoSeriousA11yViolations(page);
        }
      }
    });

    test("the help dialog's Write to us form, empty and with its errors", async ({ page }) => {
      test.slow();
      await signUpOnboarded(page);
      await setThemeViaApi(page, theme);
      await page.goto('/');
      await page.getByRole('button', { name: 'Help & Support' }).click();
      const dialog = page.getByRole('dialog', { name: 'Help & Support' });
      await expect(dialog.getByRole('form', { name: 'Write to us' })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(dialog.getByText('Please enter a subject')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('onboarding steps 1 and 2', async ({ page }) => {
      await signUpViaApi(page);
      await setThemeViaApi(page, theme);
      await page.goto('/onboarding');
      await expect(page.getByText('Step 1 of 2')).toBeVisible();
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page);

      // Step 1 with a source on the list and the unconfirmed-name warning showing.
      const source = page.getByRole('textbox', { name: 'Income source' });
      await source.fill('Salary');
      await source.press('Enter');
      await source.fill('Bonus');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByText("Please confirm your income source by clicking the '+' button."),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await source.fill('');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Step 2 of 2')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Step 2 with the error showing, then with a preset and a custom category chosen.
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Groceries' }).click();
      await page.getByRole('textbox', { name: 'Custom category' }).fill('Childcare');
      await page.getByRole('button', { name: 'Add custom category' }).click();
      await expect(page.getByText('2 categories selected')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('dashboard without categories', async ({ page }) => {
      await signUpSkipped(page);
      await setThemeViaApi(page, theme);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'No Budget Set' })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page);
    });

    test('dashboard with categories, settings tabs and the help dialog', async ({ page }) => {
      await signUpOnboarded(page);
      await setThemeViaApi(page, theme);
      await page.goto('/');
      await expect(page.getByText('Groceries', { exact: true })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/settings');
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue(theme);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('tab', { name: 'Access' }).click();
      await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Help & Support' }).click();
      await expect(page.getByRole('dialog', { name: 'Help & Support' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('signed-out /start and /signup with its error, in light', async ({ page }) => {
    await rememberThemeSignedOut(page, 'light');
    await page.goto('/start');
    await expect(page.getByRole('link', { name: /I'm new here/ })).toBeVisible();
    await expectTheme(page, 'light');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expectNoSeriousA11yViolations(page);
  });

  test('onboarding step 2, dashboard, open drawer and settings, in dark', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/onboarding');
    const source = page.getByRole('textbox', { name: 'Income source' });
    await source.fill('Salary');
    await source.press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectTheme(page, 'dark');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Groceries' }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
    await expect(page.getByText('Groceries', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('dashboard and settings in light', async ({ page }) => {
    await signUpOnboarded(page);
    await setThemeViaApi(page, 'light');
    await page.goto('/');
    await expect(page.getByText('Groceries', { exact: true })).toBeVisible();
    await expectTheme(page, 'light');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Access' }).click();
    await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
