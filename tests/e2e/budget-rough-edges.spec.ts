// Issue 30's rough edges on Your Budget, the transaction dialog and the dashboard: a date change that
// keeps the category, a delete that says how far it reaches (and can stop at one month), a plan field
// that looks empty when it is, 'Diff.' explained on tap and keyboard, and lists without a scroll box.
import { expect, test, type Page } from '@playwright/test';
import { formatPeriod, monthKeyOf, shiftMonth, todayLocalDate } from '../../src/shared/period.ts';
import { signUpOnboarded } from './support.ts';

const thisMonth = monthKeyOf(new Date());
const lastMonth = shiftMonth(thisMonth, -1);
const today = todayLocalDate();
/** Another day of this month than today. */
const otherDayThisMonth = today.endsWith('-01') ? `${thisMonth}-02` : `${thisMonth}-01`;

async function post(page: Page, path: string, data: unknown, status = 201) {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(status);
}

async function addTransaction(page: Page, name: string, amount: number, date: string) {
  await post(page, '/api/transactions', { name, type: 'expense', amount, date });
}

async function namesIn(page: Page, month: string): Promise<string[]> {
  const response = await page.request.get(`/api/categories?month=${month}`);
  const body = (await response.json()) as { categories: { name: string; type: string }[] };
  return body.categories.filter((c) => c.type === 'expense').map((c) => c.name);
}

test('Add Transaction: the date comes before the chips, and a date in a month with the category keeps it', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await page.goto('/budget?tab=money-out');
  await page.getByRole('button', { name: 'Add Transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  const date = dialog.getByLabel('Date');
  const groceries = dialog.getByRole('radio', { name: 'Groceries' });
  const dateBox = (await date.boundingBox())!;
  const chipsBox = (await dialog.getByRole('group', { name: 'Category' }).boundingBox())!;
  expect(dateBox.y).toBeLessThan(chipsBox.y);

  await dialog.getByText('Groceries', { exact: true }).click();
  await dialog.getByLabel('Amount').fill('12.50');
  await date.fill(otherDayThisMonth);
  await expect(groceries).toBeChecked();

  // Three years back there is no category at all: the choice goes, the amount stays.
  await date.fill(`${Number(today.slice(0, 4)) - 3}-06-15`);
  await expect(
    dialog.getByText('No categories available. Please add a category first.'),
  ).toBeVisible();
  await date.fill(otherDayThisMonth);
  await expect(groceries).not.toBeChecked();
  await expect(dialog.getByLabel('Amount')).toHaveValue('12.50');
  await dialog.getByText('Groceries', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
  const response = await page.request.get(`/api/transactions?month=${thisMonth}`);
  const body = (await response.json()) as {
    transactions: { name: string; amount: number; date: string }[];
  };
  expect(body.transactions.map((t) => [t.name, t.amount, t.date])).toEqual([
    ['Groceries', 12_50, otherDayThisMonth],
  ]);
});

test("Delete Category says it reaches every month, and 'Only <month>' deletes that month's row alone", async ({
  page,
}) => {
  await signUpOnboarded(page);
  await post(page, '/api/categories', {
    categories: [{ name: 'Groceries', type: 'expense', month: lastMonth, goal: 300_00 }],
  });
  await addTransaction(page, 'Groceries', 40_00, `${lastMonth}-10`);
  await addTransaction(page, 'Groceries', 15_00, `${lastMonth}-11`);
  await addTransaction(page, 'Groceries', 25_00, `${thisMonth}-01`);
  await page.goto(`/budget?tab=money-out&month=${thisMonth}`);
  await page.getByRole('button', { name: 'Delete Groceries' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(confirm).toContainText(
    "Are you sure you want to delete 'Groceries'? This action cannot be undone.",
  );
  const every = confirm.getByRole('radio', { name: /Every month it is in/ });
  await expect(every).toBeChecked();
  await expect(every).toHaveAccessibleDescription(
    `2 months, ${formatPeriod(lastMonth)} to ${formatPeriod(thisMonth)}`,
  );
  await expect(confirm).toContainText(
    'It has 3 transactions across its 2 months. What should happen to them?',
  );

  await confirm.getByRole('radio', { name: `Only ${formatPeriod(thisMonth)}` }).check();
  await expect(confirm).toContainText(
    `It has 1 transaction in ${formatPeriod(thisMonth)}. What should happen to it?`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  expect(await namesIn(page, thisMonth)).toEqual(['Dining Out']);
  expect(await namesIn(page, lastMonth)).toEqual(['Groceries']);
  const count = await page.request.get(
    '/api/categories/transaction-count?name=Groceries&type=expense',
  );
  expect(await count.json()).toEqual({ count: 2 });
});

test('Add Expense Category: the required Budget looks empty and says so, the Spent Amount is optional', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await page.goto('/budget?tab=money-out');
  await page.getByRole('button', { name: 'Add Expense Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense Category' });
  const budget = dialog.getByLabel('Budget');
  await expect(budget).toHaveAttribute('placeholder', 'Required');
  await expect(budget).toHaveAccessibleDescription(
    /^Required: what you plan to spend in .*, or 0 for no budget\.$/,
  );
  await expect(dialog.getByLabel('Spent Amount')).toHaveAttribute('placeholder', 'Optional');
  await expect(dialog.locator('input[placeholder="0.00"]')).toHaveCount(0);

  await dialog.getByLabel('Category Name').fill('Pets');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(budget).toBeFocused();
  await expect(budget).toHaveAccessibleDescription('Please enter an amount');
  await budget.fill('0');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog).toBeHidden();
  expect(await namesIn(page, thisMonth)).toContain('Pets');
});

test("'Diff.' is explained from its column header by keyboard, and by a tap on a phone", async ({
  page,
}) => {
  await signUpOnboarded(page);
  await page.goto('/budget?tab=money-out');
  const note = page.getByText('is Budget minus Spent: what is left of the budget.');
  const header = page.getByRole('columnheader', { name: /Diff\./ });
  const explain = header.getByRole('button', { name: 'What Diff. means' });
  await expect(explain).toHaveAttribute('aria-expanded', 'false');
  await expect(note).toBeHidden();
  await explain.focus();
  await page.keyboard.press('Enter');
  await expect(explain).toHaveAttribute('aria-expanded', 'true');
  await expect(note).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  const tap = page.getByRole('button', { name: 'What is Diff.?' });
  await tap.click();
  await expect(tap).toHaveAttribute('aria-expanded', 'true');
  await expect(note).toBeVisible();
});

test("Spending by Category and 'Where Your Money Goes' show their first rows and 'Show all', never a scroll box", async ({
  page,
}) => {
  await signUpOnboarded(page);
  const names = Array.from({ length: 10 }, (_, i) => `Category ${String(i + 1).padStart(2, '0')}`);
  await post(page, '/api/categories', {
    categories: names.map((name) => ({ name, type: 'expense', month: thisMonth })),
  });
  for (const [index, name] of names.entries()) {
    await addTransaction(page, name, (index + 1) * 100, today);
  }
  const isScrollBox = (list: ReturnType<Page['getByRole']>) =>
    list.evaluate((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY));

  await page.goto('/budget?tab=money-out');
  const shares = page.getByRole('list', { name: 'Spending shares' });
  await expect(shares.getByRole('listitem')).toHaveCount(8);
  expect(await isScrollBox(shares)).toBe(false);
  const showAll = page.getByRole('button', { name: 'Show all 12 categories' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  await expect(shares.getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await page.goto('/');
  const goes = page.getByRole('list', { name: 'Expense categories' });
  await expect(goes.getByRole('listitem')).toHaveCount(7);
  expect(await isScrollBox(goes)).toBe(false);
  await page.getByRole('button', { name: /^Show all \d+ categories$/ }).click();
  await expect(goes.getByRole('listitem')).not.toHaveCount(7);
});
