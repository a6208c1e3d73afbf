// Your Budget (/budget): categories per month, the tabs, bills, the summary and shares, and the dialogs.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  setThemeViaApi,
  signUpOnboarded,
  signUpSkipped,
} from './support.ts';
import { MONTH_NAMES, monthKeyOf, shiftMonth } from '../../src/shared/period.ts';

const today = new Date();
const thisMonth = monthKeyOf(today);
const lastMonth = shiftMonth(thisMonth, -1);
const nextMonthDate = new Date(today.getFullYear(), today.getMonth() + 1, 1);
const nextMonth = shiftMonth(thisMonth, 1);

type Row = {
  id: string;
  name: string;
  type: string;
  goal: number;
  actual: number;
  isPaid: boolean;
};

async function categoriesOf(page: Page, month: string): Promise<Row[]> {
  const response = await page.request.get(`/api/categories?month=${month}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categories: Row[] }).categories;
}

async function createViaApi(page: Page, categories: Array<Record<string, unknown>>) {
  const response = await page.request.post('/api/categories', { data: { categories } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function patchViaApi(page: Page, id: string, patch: Record<string, unknown>) {
  const response = await page.request.patch(`/api/categories/${id}`, { data: patch });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The table row of a category, by its name in the row header. */
function rowOf(table: Locator, name: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
}

async function openBudget(page: Page, query = ''): Promise<void> {
  await page.goto(`/budget${query}`);
  await expect(page.getByRole('heading', { name: 'Your Budget', level: 1 })).toBeVisible();
}

const incomeTable = (page: Page) => page.getByRole('region', { name: 'Income categories' });
const expenseTable = (page: Page) => page.getByRole('region', { name: 'Expense categories' });
const billsTable = (page: Page) => page.getByRole('region', { name: 'Bills' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Budget summary' });

test('empty month: income and expenses added through the dialog, presets, totals and shares', async ({
  page,
}) => {
  await signUpSkipped(page);
  await openBudget(page);

  // The current month is selected by default; the banner offers Spend Breakdown to a free user.
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(
    String(today.getMonth() + 1),
  );
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(
    String(today.getFullYear()),
  );
  const years = await page
    .getByRole('combobox', { name: 'Year' })
    .locator('option')
    .allTextContents();
  expect(years).toEqual(Array.from({ length: 13 }, (_, i) => String(today.getFullYear() + 2 - i)));
  await expect(page.getByRole('heading', { name: 'Organize Your Transactions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Spend Breakdown' })).toHaveAttribute(
    'href',
    '/ai-chat',
  );

  // Money In: empty, then a source added through the dialog (required fields first).
  await expect(
    page.getByText('No income sources added yet. Click below to add your first income category.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Income Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Income Category' });
  await expect(dialog.getByLabel('Income Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog.getByText('Please enter a name')).toBeVisible();
  await expect(dialog.getByText('Please enter an amount')).toBeVisible();
  await dialog.getByLabel('Income Name').fill('Salary');
  await dialog.getByLabel('Income Amount').fill('3,000.50');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog).toBeHidden();
  // The Income Amount is the plan; nothing has come in yet.
  await expect(rowOf(incomeTable(page), 'Salary').getByRole('cell')).toHaveText([
    '$3,000.50',
    '$0.00',
    '',
  ]);
  await expect(rowOf(incomeTable(page), 'Total').getByRole('cell')).toHaveText([
    '$3,000.50',
    '$0.00',
    '',
  ]);

  // The dialog starts blank again next time; a non-numeric amount counts as 0.
  await page.getByRole('button', { name: 'Add Income Category' }).click();
  await expect(dialog.getByLabel('Income Name')).toHaveValue('');
  await dialog.getByLabel('Income Name').fill('Gifts');
  await dialog.getByLabel('Income Amount').fill('lots');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(incomeTable(page), 'Gifts')).toContainText('$0.00');

  // Money Out: empty, with presets and no shares yet.
  await page.getByRole('tab', { name: 'Money Out' }).click();
  await expect(
    page.getByText('No expenses added yet. Click below to add your first expense category.'),
  ).toBeVisible();
  await expect(summary(page).getByText('No expense categories added yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paste in Your Transactions' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Category Presets' }).click();
  const presets = [
    'Dining Out',
    'Entertainment',
    'Groceries',
    'Healthcare',
    'Insurance',
    'Rent/Mortgage',
    'Shopping',
    'Subscriptions',
    'Transportation',
    'Utilities',
  ];
  await expect(expenseTable(page).getByRole('rowheader')).toHaveText([...presets, 'Total']);
  await expect(page.getByRole('button', { name: 'Add Category Presets' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Paste in Your Transactions' })).toHaveAttribute(
    'href',
    '/ai-chat',
  );
  const shares = summary(page).getByRole('list', { name: 'Spending shares' });
  // The first 8 shares, then 'Show all' for the rest (no scroll box inside the page).
  await expect(shares.getByRole('listitem')).toHaveCount(8);
  await summary(page).getByRole('button', { name: 'Show all 10 categories' }).click();
  await expect(shares.getByRole('listitem')).toHaveCount(10);
  await expect(shares.getByRole('listitem').filter({ hasText: 'Groceries' })).toContainText('0.0%');
  const saved = await categoriesOf(page, thisMonth);
  expect(saved.filter((c) => c.type === 'expense').map((c) => [c.name, c.goal, c.actual])).toEqual(
    expect.arrayContaining(presets.map((name) => [name, 0, 0])),
  );

  // Editing an amount moves the diff, the totals, the shares and the summary.
  await page.getByRole('button', { name: 'Edit Groceries' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Expense Category' });
  await expect(edit.getByLabel('Category Name')).toHaveValue('Groceries');
  // Nothing spent yet: the Spent Amount is offered, blank, as a correction.
  await expect(edit.getByLabel('Spent Amount')).toHaveValue('');
  await expect(edit.getByLabel('Budget')).toHaveValue('0.00');
  await edit.getByLabel('Spent Amount').fill('100');
  await edit.getByLabel('Budget').fill('50');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const groceries = rowOf(expenseTable(page), 'Groceries');
  await expect(groceries.getByRole('cell')).toHaveText(['$100.00', '$50.00', '-$50.00', '']);
  await expect(groceries.getByText('-$50.00')).toHaveClass(/text-negative/);
  await expect(rowOf(expenseTable(page), 'Total').getByRole('cell')).toHaveText([
    '$100.00',
    '$50.00',
    '-$50.00',
    '',
  ]);
  await expect(shares.getByRole('listitem').first()).toContainText('Groceries');
  await expect(shares.getByRole('listitem').first()).toContainText('100.0%');

  await page.getByRole('button', { name: 'Add Expense Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Expense Category' });
  await add.getByLabel('Category Name').fill('Pets');
  await add.getByLabel('Spent Amount').fill('300');
  await add.getByLabel('Budget').fill('400');
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(expenseTable(page), 'Pets').getByRole('cell').nth(2)).toHaveText('$100.00');
  await expect(shares.getByRole('listitem').nth(0)).toContainText(/Pets\s*75\.0%/);
  await expect(shares.getByRole('listitem').nth(1)).toContainText(/Groceries\s*25\.0%/);
  // Money in counts what came in (nothing yet), not the 3,000.50 planned.
  await expect(summary(page).getByRole('definition')).toHaveText([
    '$0.00',
    '$3,000.50',
    '$400.00',
    '$400.00',
    '$0.00',
    '$0.00',
    '-$400.00',
    '$0.00',
  ]);
  await expect(summary(page).getByText('-$400.00')).toHaveClass(/text-negative/);

  // A name taken this month: the server's message, and the dialog stays open.
  await page.getByRole('button', { name: 'Add Expense Category' }).click();
  await add.getByLabel('Category Name').fill('Pets');
  await add.getByLabel('Spent Amount').fill('1');
  await add.getByLabel('Budget').fill('1');
  await add.getByRole('button', { name: 'Add Category' }).click();
  const monthName = `${MONTH_NAMES[today.getMonth()]} ${today.getFullYear()}`;
  await expect(add.getByRole('alert')).toHaveText(`'Pets' already exists in ${monthName}.`);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
});

test('an earlier month carries into the next with nothing spent; editing it adds it there', async ({
  page,
}) => {
  await signUpOnboarded(page);
  const current = await categoriesOf(page, thisMonth);
  const groceries = current.find((c) => c.name === 'Groceries')!;
  await patchViaApi(page, groceries.id, { goal: 400_00, actual: 123_45 });

  await openBudget(page, '?tab=money-out');
  await expect(rowOf(expenseTable(page), 'Groceries').getByRole('cell').first()).toHaveText(
    '$123.45',
  );

  // Next month through the selectors (the year too when this is December).
  await page
    .getByRole('combobox', { name: 'Month' })
    .selectOption(String(nextMonthDate.getMonth() + 1));
  if (nextMonthDate.getFullYear() !== today.getFullYear()) {
    // (The month's own page first: the year is then changed from it, not from the month before.)
    const month = String(nextMonthDate.getMonth() + 1).padStart(2, '0');
    await expect(page).toHaveURL(new RegExp(`month=${today.getFullYear()}-${month}`));
    await page
      .getByRole('combobox', { name: 'Year' })
      .selectOption(String(nextMonthDate.getFullYear()));
  }
  await expect(page).toHaveURL(new RegExp(`month=${nextMonth}`));
  const carried = rowOf(expenseTable(page), 'Groceries');
  await expect(carried.getByRole('cell')).toHaveText(['$0.00', '$400.00', '$400.00', '']);
  await expect(rowOf(incomeTable(page), 'Salary')).toHaveCount(0); // other tab, not rendered
  expect(await categoriesOf(page, nextMonth)).toEqual([]);

  // Editing the carried category adds it to this month as new.
  await page.getByRole('button', { name: 'Edit Groceries' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Expense Category' });
  await edit.getByLabel('Spent Amount').fill('20');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(carried.getByRole('cell')).toHaveText(['$20.00', '$400.00', '$380.00', '']);
  const next = await categoriesOf(page, nextMonth);
  expect(next.map((c) => [c.name, c.type, c.goal, c.actual])).toEqual([
    ['Groceries', 'expense', 400_00, 20_00],
  ]);
  // The earlier month is untouched.
  const before = await categoriesOf(page, thisMonth);
  expect(before.find((c) => c.name === 'Groceries')?.actual).toBe(123_45);

  // Ten years back: nothing yet, on either tab.
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(today.getFullYear() - 10));
  await expect(
    page.getByText('No expenses added yet. Click below to add your first expense category.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Money In' }).click();
  await expect(
    page.getByText('No income sources added yet. Click below to add your first income category.'),
  ).toBeVisible();
});

test('bills: added with a due date, the paid tick survives a reload, carried bills get their own row', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await createViaApi(page, [
    {
      name: 'Credit Card',
      type: 'debt',
      month: lastMonth,
      goal: 150_00,
      dueDate: `${lastMonth}-20`,
    },
  ]);
  await openBudget(page, '?tab=money-out');

  await page.getByRole('button', { name: 'Add Bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bill' });
  await dialog.getByLabel('Bill Type').selectOption('savings');
  await dialog.getByLabel('Bill Name').fill('Holiday Fund');
  await dialog.getByLabel('Bill Amount').fill('75');
  await dialog.getByLabel('Due Date').fill(`${thisMonth}-09`);
  await dialog.getByRole('button', { name: 'Add Bill' }).click();
  await expect(dialog).toBeHidden();

  const holiday = rowOf(billsTable(page), 'Holiday Fund');
  await expect(holiday).toContainText('Savings');
  await expect(holiday).toContainText('$75.00');
  // The carried bill keeps its day in this month.
  const card = rowOf(billsTable(page), 'Credit Card');
  await expect(card).toContainText('Debt');
  await expect(card).toContainText(
    `${MONTH_NAMES[today.getMonth()]!.slice(0, 3)} 20, ${today.getFullYear()}`,
  );
  await expect(rowOf(billsTable(page), 'Total')).toContainText('$225.00');
  await expect(summary(page).getByTestId('still-to-pay')).toHaveText('$225.00');

  const holidayPaid = page.getByRole('checkbox', { name: 'Holiday Fund paid' });
  await expect(holidayPaid).not.toBeChecked();
  await holidayPaid.check();
  await expect(holidayPaid).toBeEnabled();
  const cardPaid = page.getByRole('checkbox', { name: 'Credit Card paid' });
  await cardPaid.check();
  await expect(cardPaid).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Holiday Fund paid' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Credit Card paid' })).toBeChecked();
  const rows = await categoriesOf(page, thisMonth);
  expect(rows.find((c) => c.name === 'Credit Card')).toMatchObject({ isPaid: true, goal: 150_00 });
  expect((await categoriesOf(page, lastMonth))[0]).toMatchObject({
    name: 'Credit Card',
    isPaid: false,
  });

  await page.getByRole('checkbox', { name: 'Holiday Fund paid' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Holiday Fund paid' })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Holiday Fund paid' })).not.toBeChecked();

  // Editing a bill shows the bill labels.
  await page.getByRole('button', { name: 'Edit Holiday Fund' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Bill' });
  await expect(edit.getByLabel('Bill Name')).toHaveValue('Holiday Fund');
  await expect(edit.getByLabel('Bill Amount')).toHaveValue('75.00');
  await expect(edit.getByLabel('Due Date')).toHaveValue(`${thisMonth}-09`);
});

test('delete asks for confirmation and removes the category from every month', async ({ page }) => {
  await signUpOnboarded(page);
  await createViaApi(page, [
    { name: 'Dining Out', type: 'expense', month: lastMonth, goal: 60_00 },
  ]);
  await openBudget(page, '?tab=money-out');

  await page.getByRole('button', { name: 'Delete Dining Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(confirm).toContainText(
    "Are you sure you want to delete 'Dining Out'? This action cannot be undone.",
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(expenseTable(page), 'Dining Out')).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Dining Out' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(expenseTable(page), 'Dining Out')).toHaveCount(0);
  await expect(rowOf(expenseTable(page), 'Groceries')).toHaveCount(1);
  expect((await categoriesOf(page, thisMonth)).map((c) => c.name).sort()).toEqual([
    'Groceries',
    'Salary',
  ]);
  expect(await categoriesOf(page, lastMonth)).toEqual([]);
});

test('a 65-character name is cut with its full name on hover, and no screen scrolls sideways at 375 px', async ({
  page,
}) => {
  const long = 'Supercalifragilisticexpialidocious'.repeat(2).slice(0, 65);
  await signUpOnboarded(page);
  await createViaApi(page, [
    { name: long, type: 'expense', month: thisMonth, goal: 120_00 },
    { name: long, type: 'income', month: thisMonth },
    { name: long, type: 'debt', month: thisMonth, goal: 50_00 },
  ]);
  const added = await page.request.post('/api/transactions', {
    data: { name: long, type: 'expense', amount: 45_00, date: `${thisMonth}-02` },
  });
  expect(added.status()).toBe(201);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/budget', '/budget?tab=money-out', '/dashboard', '/transactions']) {
    await page.goto(path);
    await expect(page.locator(`[title="${long}"]:visible`).first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path} is no wider than the phone`,
    ).toBeLessThanOrEqual(375);
  }
});

test('renaming asks whether later months follow, and they do when told', async ({ page }) => {
  await signUpOnboarded(page);
  await createViaApi(page, [
    { name: 'Dining Out', type: 'expense', month: nextMonth, goal: 80_00 },
  ]);
  await openBudget(page, '?tab=money-out');
  await page.getByRole('button', { name: 'Edit Dining Out' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Expense Category' });
  await expect(edit.getByRole('radio', { name: 'This month' })).toHaveCount(0);
  await edit.getByLabel('Category Name').fill('Eating Out');
  await expect(edit.getByRole('radio', { name: 'This month' })).toBeChecked();
  await edit.getByRole('radio', { name: 'This and later months' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(expenseTable(page), 'Eating Out')).toHaveCount(1);
  const next = await categoriesOf(page, nextMonth);
  expect(next.map((c) => [c.name, c.goal])).toEqual([['Eating Out', 80_00]]);
});

test('deleting a category with transactions moves them to another category, as chosen', async ({
  page,
}) => {
  await signUpOnboarded(page);
  for (const amount of [12_50, 7_25]) {
    const response = await page.request.post('/api/transactions', {
      data: { name: 'Dining Out', type: 'expense', amount, date: `${thisMonth}-02` },
    });
    expect(response.status()).toBe(201);
  }
  await openBudget(page, '?tab=money-out');
  await page.getByRole('button', { name: 'Delete Dining Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(confirm).toContainText('It has 2 transactions. What should happen to them?');
  await expect(confirm.getByRole('radio', { name: 'Delete the transactions too' })).toBeChecked();
  await confirm.getByRole('radio', { name: 'Move them to another category' }).check();
  await confirm.getByLabel('Move the transactions to').selectOption('Groceries');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(expenseTable(page), 'Dining Out')).toHaveCount(0);
  const groceries = (await categoriesOf(page, thisMonth)).find((c) => c.name === 'Groceries')!;
  expect(groceries.actual).toBe(19_75);
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing serious in the ${theme} theme, on a laptop and at 375 px`, async ({
    page,
  }) => {
    // Six axe passes over two widths, with the delete dialog counting the bill's payment.
    test.slow();
    await signUpOnboarded(page);
    await setThemeViaApi(page, theme);
    const groceries = (await categoriesOf(page, thisMonth)).find((c) => c.name === 'Groceries')!;
    await patchViaApi(page, groceries.id, { goal: 50_00, actual: 80_00 });
    await createViaApi(page, [
      {
        name: 'Rent',
        type: 'debt',
        month: thisMonth,
        goal: 900_00,
        dueDate: `${thisMonth}-01`,
        isPaid: true,
      },
    ]);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await openBudget(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      // On a phone the income table becomes a stacked list, as the expenses and bills do.
      const income =
        width < 640 ? page.getByRole('list', { name: 'Income categories' }) : incomeTable(page);
      await expect(income.getByText('Salary', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('tab', { name: 'Money Out' }).click();
      await expect(page.getByRole('button', { name: 'Edit Groceries' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Rent paid' })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      // Nothing is wider than the screen: on a phone the wide tables become stacked lists.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await page.getByRole('button', { name: 'Edit Groceries' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Expense Category' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Delete Rent' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete Category' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    }
  });
}

test('keyboard: tabs, the dialog and its focus return work without a mouse', async ({ page }) => {
  await signUpOnboarded(page);
  await openBudget(page);
  await page.getByRole('tab', { name: 'Money In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Money Out' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const edit = page.getByRole('button', { name: 'Edit Dining Out' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Expense Category' });
  await expect(dialog.getByLabel('Category Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Deleting by keyboard: the row goes, so focus lands on the selected tab.
  await page.getByRole('button', { name: 'Delete Dining Out' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Category' });
  // Delete waits for the transaction count; focusing it while disabled would leave Enter on Cancel.
  const confirmDelete = confirm.getByRole('button', { name: 'Delete' });
  await expect(confirmDelete).toBeEnabled();
  await confirmDelete.focus();
  await expect(confirmDelete).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Dining Out' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Money Out' })).toBeFocused();
});

test('Add Transactions opens the transaction dialog, and what it adds shows as spent', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await openBudget(page, '?tab=money-out');
  await page.getByRole('button', { name: 'Add Transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Groceries', { exact: true }).click();
  await dialog.getByLabel('Amount').fill('12.50');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(expenseTable(page), 'Groceries').getByRole('cell').first()).toHaveText(
    '$12.50',
  );
});

test("amounts are shown in the user's currency", async ({ page }) => {
  await signUpOnboarded(page);
  const response = await page.request.patch('/api/me', { data: { currency: 'GBP' } });
  expect(response.ok()).toBe(true);
  const groceries = (await categoriesOf(page, thisMonth)).find((c) => c.name === 'Groceries')!;
  await patchViaApi(page, groceries.id, { goal: 15_000_00, actual: 12_345_67 });
  await openBudget(page, '?tab=money-out');
  await expect(rowOf(expenseTable(page), 'Groceries').getByRole('cell')).toHaveText([
    '£12,345.67',
    '£15,000.00',
    '£2,654.33',
    '',
  ]);
  await expect(page.getByText('$', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Groceries' }).click();
  await expect(page.getByRole('dialog').getByText('£')).toHaveCount(2);
});
