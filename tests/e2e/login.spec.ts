import { expect, test } from '@playwright/test';
import { PASSWORD, signUpOnboarded, signUpViaApi, uniqueEmail } from './support.ts';

test.describe('signing in', () => {
  test('an existing user signs in and lands on the dashboard', async ({ page }) => {
    const email = await signUpOnboarded(page, uniqueEmail('login'));
    await page.context().clearCookies();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
    await expect(page.getByText('Salary', { exact: true })).toBeVisible();
  });

  test('a wrong password is refused and the visitor stays on /login', async ({ page }) => {
    const email = await signUpOnboarded(page, uniqueEmail('wrongpw'));
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an address that is not one is named in words, before anything is sent', async ({
    page,
  }) => {
    for (const path of ['/signup', '/login']) {
      await page.goto(path);
      await page.getByLabel('Email').fill('notanemail');
      await page.getByLabel('Password').fill('a-long-enough-password');
      await page
        .getByRole('button', {
          name: path === '/login' ? 'Sign In' : 'Create Account',
          exact: true,
        })
        .click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await expect(page.getByLabel('Password')).not.toHaveAttribute('placeholder', /•/);
  });

  test('the login links lead back to /start and on to /signup', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/start$/);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Need an account?' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });
});

test.describe('signing up with an email that is taken, or a short password', () => {
  test('the same email and password says the account exists and leaves the visitor signed out', async ({
    page,
  }) => {
    const email = await signUpViaApi(page, uniqueEmail('taken'));
    await page.context().clearCookies();

    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email already exists. Please sign in instead.',
    );
    await expect(page).toHaveURL(/\/signup$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('the same email with another password says the password does not match', async ({
    page,
  }) => {
    const email = await signUpViaApi(page, uniqueEmail('taken-pw'));
    await page.context().clearCookies();

    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-different-password');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      "Account exists but password doesn't match. Please try signing in.",
    );
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the password rule is said once, as the field's description", async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password');
    await expect(password).toHaveAccessibleDescription('At least 8 characters');
    await expect(page.getByText('At least 8 characters')).toHaveCount(1);
    await expect(password).not.toHaveAttribute('placeholder');
  });

  test('a 7-character password is refused', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('1234567');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
    await expect(page).toHaveURL(/\/signup$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});
