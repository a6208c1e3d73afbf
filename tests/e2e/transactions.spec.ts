// The Add / Edit Transaction dialog and Transaction History: adding through the sidebar, validation,
// editing between categories, deleting, calendar tints and selection, search, paging, and axe.
import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import {
  expectNoSeriousA11yViolations,
  setThemeViaApi,
  signUpOnboarded,
  signUpSkipped,
  type Theme,
} from './support.ts';

const now = new Date();
const month = format(now, 'yyyy-MM');
const today = format(now, 'yyyy-MM-dd');
const monthName = format(now, 'MMMM yyyy');
/** 'YYYY-MM-DD' of a day of the current month. */
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
/** 'March 2, 2026', as the calendar and the list write a day. */
const longDate = (n: number) =>
  format(new Date(now.getFullYear(), now.getMonth(), n), 'MMMM d, yyyy');
/** A day of this month that is not today, so that choosing it changes the date. */
const otherDay = now.getDate() === 1 ? 2 : 1;

interface Category {
  name: string;
  type: string;
  actual: number;
}

async function addTransaction(
  page: Page,
  tx: { name: string; type: string; amount: number; date: string; note?: string },
): Promise<void> {
  const response = await page.request.post('/api/transactions', { data: tx });
  expect(response.ok(), await response.text()).toBe(true);
}

async function actualOf(page: Page, name: string, type: string, forMonth = month) {
  const response = await page.request.get(`/api/categories?month=${forMonth}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { categories } = (await response.json()) as { categories: Category[] };
  return categories.find((c) => c.name === name && c.type === type)?.actual;
}

function rows(page: Page) {
  return page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
}

function openSidebarDialog(page: Page) {
  return page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Add Transaction' })
    .click();
}

test.describe('the Add Transaction dialog', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('adds money out and money in from the sidebar, after showing what is missing', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    await page.goto('/transactions');
    await expect(page.getByText('No transactions found for the selected period.')).toBeVisible();

    const rail = page.getByRole('complementary', { name: 'Sidebar' });
    await rail.getByRole('button', { name: 'Add Transaction' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Add Transaction');
    await openSidebarDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await expect(dialog).toBeVisible();
    // Money Out on today by default, with the month's expense categories and the currency symbol.
    await expect(dialog.getByRole('radio', { name: 'Money Out' })).toBeChecked();
    await expect(dialog.getByLabel('Date')).toHaveValue(today);
    await expect(dialog.getByRole('radio', { name: 'Groceries' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Salary' })).toHaveCount(0);
    await expect(dialog.getByLabel('Amount')).toHaveAttribute('placeholder', '0.00');
    await expect(dialog.getByLabel('Amount')).toHaveAttribute('step', '0.01');
    await expect(dialog.getByText('$', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Enter Multiple' })).toHaveAttribute(
      'href',
      '/ai-chat',
    );

    // Nothing chosen: both messages, and the dialog stays open.
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(dialog.getByText('Please select a category')).toBeVisible();
    await expect(dialog.getByText('Please enter an amount')).toBeVisible();
    await dialog.getByLabel('Amount').fill('0');
    await expect(dialog.getByText('The amount must be greater than 0')).toBeVisible();

    // Changing the type clears the chosen category; a new date in a month that has it keeps it
    // (ADR 0020; budget-rough-edges.spec.ts moves to a month without it).
    await dialog.getByRole('radio', { name: 'Groceries' }).check({ force: true });
    await expect(dialog.getByText('Please select a category')).toBeHidden();
    await dialog.getByText('Money In', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Salary' })).not.toBeChecked();
    await dialog.getByText('Money Out', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Groceries' })).not.toBeChecked();
    await dialog.getByText('Groceries', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Groceries' })).toBeChecked();
    await dialog.getByLabel('Date').fill(day(otherDay));
    await expect(dialog.getByRole('radio', { name: 'Groceries' })).toBeChecked();

    await dialog.getByText('Groceries', { exact: true }).click();
    await dialog.getByLabel('Amount').fill('12.50');
    // A note is optional free text, trimmed, shown under the row and found by the search box.
    await dialog.getByLabel('Note (optional)').fill('  Farmers market  ');
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByTestId('transaction-note')).toHaveText('Farmers market');
    await expect(rows(page).first()).toContainText('Groceries');
    await expect(rows(page).first()).toContainText('Money Out');
    await expect(rows(page).first()).toContainText('-$12.50');
    await expect(rows(page).first()).toContainText(longDate(otherDay));
    expect(await actualOf(page, 'Groceries', 'expense')).toBe(1250);

    await openSidebarDialog(page);
    await dialog.getByText('Money In', { exact: true }).click();
    await dialog.getByText('Salary', { exact: true }).click();
    await dialog.getByLabel('Amount').fill('2500');
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText('Salary');
    await expect(rows(page).first()).toContainText('+$2,500.00');
    expect(await actualOf(page, 'Salary', 'income')).toBe(250000);

    const search = page.getByRole('searchbox', { name: 'Search transactions' });
    await search.fill('farmers');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Groceries');
  });

  test("keeps the server's refusal in the open dialog", async ({ page }) => {
    await signUpOnboarded(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Transactions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await expect(dialog.getByRole('radio', { name: 'Dining Out' })).toBeVisible();

    // The category goes away on the server while the dialog still offers it.
    // A body-less write passes the CSRF check as a browser's does: with its Origin header.
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const removed = await page.request.delete('/api/categories?name=Dining%20Out&type=expense', {
      headers: { origin },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
    await dialog.getByText('Dining Out', { exact: true }).click();
    await dialog.getByLabel('Amount').fill('5');
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Category 'Dining Out' does not exist. Please add this category first.",
    );
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('without categories, says so and cannot submit', async ({ page }) => {
    await signUpSkipped(page);
    await page.goto('/');
    await openSidebarDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await expect(
      dialog.getByText('No categories available. Please add a category first.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Transaction' })).toBeDisabled();
  });
});

test.describe('Transaction History', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('edit moves a transaction to another category; delete asks first', async ({ page }) => {
    await signUpOnboarded(page);
    await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 1000, date: day(3) });
    await page.goto('/transactions');

    await page
      .getByRole('button', { name: `Edit Groceries transaction of ${longDate(3)}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    await expect(dialog.getByRole('radio', { name: 'Groceries' })).toBeChecked();
    await expect(dialog.getByLabel('Amount')).toHaveValue('10.00');
    await expect(dialog.getByLabel('Date')).toHaveValue(day(3));
    await dialog.getByText('Dining Out', { exact: true }).click();
    await dialog.getByLabel('Amount').fill('15');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Dining Out');
    await expect(rows(page).first()).toContainText('-$15.00');
    expect(await actualOf(page, 'Groceries', 'expense')).toBe(0);
    expect(await actualOf(page, 'Dining Out', 'expense')).toBe(1500);

    await page
      .getByRole('button', { name: `Delete Dining Out transaction of ${longDate(3)}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Transaction' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(1);

    await page
      .getByRole('button', { name: `Delete Dining Out transaction of ${longDate(3)}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No transactions found for the selected period.')).toBeVisible();
    expect(await actualOf(page, 'Dining Out', 'expense')).toBe(0);
  });

  test('calendar tints days, selects a day by mouse and keyboard, and changes month', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    await addTransaction(page, { name: 'Salary', type: 'income', amount: 5000, date: day(2) });
    await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 1000, date: day(2) });
    await addTransaction(page, { name: 'Dining Out', type: 'expense', amount: 3000, date: day(3) });
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: monthName })).toHaveCount(2);

    const day2 = page.getByRole('button', {
      name: `${longDate(2)}, money in $50.00, money out $10.00`,
    });
    const day3 = page.getByRole('button', {
      name: `${longDate(3)}, money in $0.00, money out $30.00`,
    });
    const day4 = page.getByRole('button', { name: longDate(4), exact: true });
    await expect(day2).toHaveAttribute('data-tone', 'positive');
    await expect(day3).toHaveAttribute('data-tone', 'negative');
    await expect(day4).toHaveAttribute('data-tone', 'neutral');
    await expect(
      page.getByRole('button', { name: new RegExp(`^${format(now, 'MMMM d, yyyy')}`) }),
    ).toHaveAttribute('aria-current', 'date');
    await expect(rows(page)).toHaveCount(3);

    await day2.click();
    await expect(day2).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: longDate(2) })).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await day4.click();
    await expect(page.getByText('No transactions on this date.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Clear selection' })).toHaveCount(0);

    // Keyboard: one day in the tab order, arrows move, Enter selects.
    await day2.focus();
    await page.keyboard.press('ArrowRight');
    await expect(day3).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Dining Out');

    await page.getByRole('button', { name: 'Next month' }).click();
    const next = format(new Date(now.getFullYear(), now.getMonth() + 1, 1), 'MMMM yyyy');
    await expect(page.getByRole('heading', { name: next })).toHaveCount(2);
    await expect(page.getByText('No transactions found for the selected period.')).toBeVisible();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(rows(page)).toHaveCount(3);
  });

  test('search matches names and type labels; a picked day takes over from the search', async ({
    page,
  }) => {
    await signUpOnboarded(page);
    await addTransaction(page, { name: 'Salary', type: 'income', amount: 5000, date: day(2) });
    await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 1000, date: day(2) });
    await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 2000, date: day(3) });
    await page.goto('/transactions');
    await expect(rows(page)).toHaveCount(3);

    const search = page.getByRole('searchbox', { name: 'Search transactions' });
    await expect(search).toHaveAttribute('placeholder', 'Search transactions...');
    await search.fill('groc');
    await expect(rows(page)).toHaveCount(2);
    await search.fill('money in');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Salary');
    await search.fill('zzz');
    await expect(page.getByText('No transactions match your search.')).toBeVisible();

    await search.fill('groc');
    await page.getByRole('button', { name: new RegExp(`^${longDate(3)},`) }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { name: longDate(3) })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('-$20.00');
  });

  test("search and filters look through all history from one month's screen, by text and amount", async ({
    page,
  }) => {
    // A dozen searches and an axe pass: close to the 45 s default on a busy two-core machine.
    test.slow();
    await signUpOnboarded(page);
    /** 'YYYY-MM-DD' of day n, `back` months before this one. */
    const earlier = (back: number, n: number) =>
      format(new Date(now.getFullYear(), now.getMonth() - back, n), 'yyyy-MM-dd');
    for (const back of [1, 2]) {
      const response = await page.request.post('/api/categories', {
        data: {
          categories: [
            { name: 'Insurance', type: 'expense', month: earlier(back, 1).slice(0, 7) },
            { name: 'Groceries', type: 'expense', month: earlier(back, 1).slice(0, 7) },
          ],
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      await addTransaction(page, {
        name: 'Insurance',
        type: 'expense',
        amount: 18000,
        date: earlier(back, 3),
      });
    }
    await addTransaction(page, {
      name: 'Groceries',
      type: 'expense',
      amount: 8245,
      date: earlier(1, 14),
      note: 'WHOLE FOODS #123',
    });
    await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 1000, date: day(2) });

    await page.goto('/transactions');
    await expect(page.getByTestId('period-totals')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    const search = page.getByRole('searchbox', { name: 'Search transactions' });
    await search.fill('insurance');
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(page.getByText('All history, newest first')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText(
      format(new Date(`${earlier(1, 3)}T12:00`), 'MMMM d, yyyy'),
    );
    await expect(rows(page).nth(1)).toContainText(
      format(new Date(`${earlier(2, 3)}T12:00`), 'MMMM d, yyyy'),
    );

    // An amount, to the cent; the row leads with its merchant, then its category.
    await search.fill('82.45');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByTestId('transaction-note')).toHaveText('WHOLE FOODS #123');
    await expect(rows(page).first()).toContainText('Groceries');
    await expect(rows(page).first()).toContainText('-$82.45');

    // Filters alone search all history too; a wrong one says why.
    await search.fill('');
    await page.getByLabel('Category').selectOption('Groceries');
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel('Min amount ($)').fill('50');
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel('Max amount ($)').fill('20');
    await expect(page.getByText('Min is more than Max')).toBeVisible();
    await page.getByLabel('Max amount ($)').fill('80');
    await expect(page.getByText('No transactions match your search.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Search results' })).toHaveCount(0);
    await expect(page.getByTestId('period-totals')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel('Category')).toHaveValue('');
  });

  test("writes amounts in the profile's currency", async ({ page }) => {
    await signUpOnboarded(page);
    const saved = await page.request.patch('/api/me', { data: { currency: 'EUR' } });
    expect(saved.ok(), await saved.text()).toBe(true);
    await addTransaction(page, {
      name: 'Groceries',
      type: 'expense',
      amount: 123450,
      date: day(2),
    });
    await page.goto('/transactions');
    await expect(rows(page).first()).toContainText('-€1,234.50');
    await expect(
      page.getByRole('button', { name: `${longDate(2)}, money in €0.00, money out €1,234.50` }),
    ).toBeVisible();
    await openSidebarDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await expect(dialog.getByText('€', { exact: true })).toBeVisible();
  });

  test('shows 50 at a time with Load more', async ({ page }) => {
    await signUpOnboarded(page);
    for (let batch = 0; batch < 51; batch += 17) {
      await Promise.all(
        Array.from({ length: 17 }, (_, i) =>
          addTransaction(page, {
            name: 'Groceries',
            type: 'expense',
            amount: 100 + batch + i,
            date: day(1 + ((batch + i) % 27)),
          }),
        ),
      );
    }
    await page.goto('/transactions');
    await expect(rows(page)).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows(page)).toHaveCount(51);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

async function seedMixedMonth(page: Page): Promise<void> {
  const response = await page.request.post('/api/categories', {
    data: { categories: [{ name: 'Car Loan', type: 'debt', month }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await addTransaction(page, { name: 'Salary', type: 'income', amount: 300000, date: day(1) });
  await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 8450, date: day(2) });
  await addTransaction(page, { name: 'Car Loan', type: 'debt', amount: 25000, date: day(3) });
}

for (const theme of ['dark', 'light'] as Theme[]) {
  test(`axe: history, selected day, dialogs and delete confirmation in ${theme}`, async ({
    page,
  }) => {
    // Several axe passes over dialogs: close to the 45 s default on a busy two-core machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 860 });
    await signUpOnboarded(page);
    await setThemeViaApi(page, theme);
    await seedMixedMonth(page);
    await page.goto('/transactions');
    await expect(rows(page)).toHaveCount(3);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: new RegExp(`^${longDate(2)},`) }).click();
    await expect(rows(page)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await openSidebarDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(dialog.getByText('Please select a category')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByRole('button', { name: `Edit Car Loan transaction of ${longDate(3)}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Transaction' })).toContainText('Debt');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Delete Salary transaction of ${longDate(1)}` }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Transaction' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('history, the drawer’s Add Transaction and the dialog, in both themes', async ({ page }) => {
    await signUpOnboarded(page);
    await seedMixedMonth(page);
    for (const theme of ['light', 'dark'] as Theme[]) {
      await setThemeViaApi(page, theme);
      await page.goto('/transactions');
      await expect(rows(page)).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await drawer.getByRole('button', { name: 'Add Transaction' }).click();
      await expect(drawer).toBeHidden();
      const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
      await expect(dialog).toBeVisible();
      await dialog.getByText('Groceries', { exact: true }).click();
      await dialog.getByLabel('Amount').fill('3.25');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Add Transaction' }).click();
      await expect(dialog).toBeHidden();
      await expect(rows(page)).toHaveCount(4);
      // Leave the month as it was for the next theme.
      await page
        .getByRole('button', { name: /^Delete Groceries transaction/ })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Delete Transaction' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(rows(page)).toHaveCount(3);
    }
  });
});
