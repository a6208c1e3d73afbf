// A person's first week, as issue 28 walked it: Salary planned at 4,200 and the 4,200 paycheck logged
// read Money In $4,200.00 on Your Budget, the dashboard and Transaction History alike (a plan is not
// money); Money Out (expenses, savings and debt payments) and Left Over agree across the three for the
// same month; a bill ticked paid beside its logged payment is paid once; a bill due today is marked on
// /budget and on the dashboard; and the screens pass axe at 375 px in both themes.
import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { expectNoSeriousA11yViolations, setThemeViaApi, signUpOnboarded } from './support.ts';

const now = new Date();
const today = format(now, 'yyyy-MM-dd');
const month = today.slice(0, 7);
const monthName = format(now, 'MMMM yyyy');

const summary = (page: Page) => page.getByRole('complementary', { name: 'Budget summary' });
const incomeTable = (page: Page) => page.getByRole('region', { name: 'Income categories' });

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** Opens a screen and waits until everything it asked for has answered. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The month's figures as each screen shows them, once each has loaded them. */
async function figuresOnEveryScreen(page: Page) {
  await open(page, `/budget?month=${month}`);
  const budget = {
    moneyIn: await summary(page)
      .getByText('Money In', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent(),
    moneyOut: await summary(page)
      .getByText('Money Out', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent(),
    leftOver: await summary(page).getByTestId('left-over').textContent(),
  };
  await open(page, '/?period=this-month');
  await expect(page.getByTestId('budget-card')).toContainText(monthName);
  const dashboard = {
    moneyIn: await page.getByTestId('money-in').textContent(),
    moneyOut: await page.getByTestId('money-out').textContent(),
    leftOver: await page.getByTestId('left-over').textContent(),
  };
  await open(page, `/transactions?month=${month}`);
  await expect(
    page.getByRole('list', { name: 'Transactions' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  const line = page.getByTestId('period-totals');
  await expect(line).toContainText('Money In');
  const text = (await line.textContent()) ?? '';
  const history = {
    moneyIn: /Money In\s*(\S+)/.exec(text)?.[1] ?? null,
    moneyOut: /Money Out\s*(\S+)/.exec(text)?.[1] ?? null,
    leftOver: /Left Over\s*(\S+)/.exec(text)?.[1] ?? null,
  };
  return { budget, dashboard, history };
}

test('a planned income is not money: Salary planned 4,200 and paid 4,200 is $4,200.00 everywhere', async ({
  page,
}) => {
  await signUpOnboarded(page);

  // The person types what they earn a month into Salary's Income Amount.
  await page.goto(`/budget?month=${month}`);
  await page.getByRole('button', { name: 'Edit Salary' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Income Category' });
  await edit.getByLabel('Income Amount').fill('4200');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOfIncome(page, 'Salary').getByRole('cell')).toHaveText([
    '$4,200.00',
    '$0.00',
    '',
  ]);
  await expect(
    summary(page).getByText('Planned income').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$4,200.00');
  await expect(
    summary(page).getByText('Money In', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$0.00');

  // Later the paycheck arrives, added with the Add Transactions dialog.
  await page.getByRole('button', { name: 'Add Transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByText('Money In', { exact: true }).click();
  await dialog.getByText('Salary', { exact: true }).click();
  await dialog.getByLabel('Amount').fill('4200');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOfIncome(page, 'Salary').getByRole('cell')).toHaveText([
    '$4,200.00',
    '$4,200.00',
    '',
  ]);

  // Money out of every kind this month: a purchase, a savings transfer, a bill paid and ticked.
  await post(page, '/api/transactions', {
    name: 'Groceries',
    type: 'expense',
    amount: 79_25,
    date: today,
  });
  await post(page, '/api/categories', {
    categories: [
      { name: 'Car Loan', type: 'debt', month, goal: 320_00, dueDate: today },
      { name: 'Rainy Day', type: 'savings', month, goal: 100_00 },
    ],
  });
  await post(page, '/api/transactions', {
    name: 'Car Loan',
    type: 'debt',
    amount: 320_00,
    date: today,
  });
  await post(page, '/api/transactions', {
    name: 'Rainy Day',
    type: 'savings',
    amount: 40_00,
    date: today,
  });

  await page.goto(`/budget?month=${month}&tab=money-out`);
  // Ticking the Car Loan paid beside its logged payment records no second payment.
  await page.getByRole('checkbox', { name: 'Car Loan paid' }).check();
  await expect(page.getByRole('checkbox', { name: 'Car Loan paid' })).toBeEnabled();
  const history = await page.request.get('/api/transactions?limit=50');
  const carLoan = (
    (await history.json()) as { transactions: { name: string }[] }
  ).transactions.filter((t) => t.name === 'Car Loan');
  expect(carLoan).toHaveLength(1);
  // The savings bill is due (undated this month) with 60 of it still to pay.
  await expect(summary(page).getByTestId('still-to-pay')).toHaveText('$60.00');

  // A typed Spent Amount is not offered once transactions make the total.
  await page.getByRole('button', { name: 'Edit Groceries' }).click();
  const groceries = page.getByRole('dialog', { name: 'Edit Expense Category' });
  await expect(groceries.getByLabel('Spent Amount')).toHaveCount(0);
  await expect(groceries).toContainText(`Spent in ${monthName}: $79.25`);
  await expect(
    groceries.getByRole('link', { name: 'edit them in Transaction History' }),
  ).toBeVisible();
  await groceries.getByRole('button', { name: 'Cancel' }).click();

  const figures = await figuresOnEveryScreen(page);
  const expected = { moneyIn: '$4,200.00', moneyOut: '$439.25', leftOver: '$3,760.75' };
  expect(figures).toEqual({ budget: expected, dashboard: expected, history: expected });
});

test('a bill due today is marked on Your Budget and the dashboard until it is paid', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await post(page, '/api/categories', {
    categories: [{ name: 'Internet', type: 'debt', month, goal: 65_00, dueDate: today }],
  });
  await page.goto(`/budget?month=${month}&tab=money-out`);
  const row = page
    .getByRole('region', { name: 'Bills' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: /Internet/ }),
    });
  await expect(row.getByTestId('bill-status')).toHaveText('Due today');
  await expect(summary(page).getByTestId('still-to-pay')).toHaveText('$65.00');

  await page.goto('/');
  const card = page.getByTestId('bills-due-card');
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText('Internet');
  await expect(card.getByTestId('bill-status')).toHaveText('Due today');
  await expect(card.getByTestId('still-to-pay')).toHaveText('$65.00');

  await page.goto(`/budget?month=${month}&tab=money-out`);
  await page.getByRole('checkbox', { name: 'Internet paid' }).check();
  await expect(row.getByTestId('bill-status')).toHaveCount(0);
  await expect(summary(page).getByTestId('still-to-pay')).toHaveText('$0.00');
  await page.goto('/');
  await expect(page.getByTestId('money-out')).toHaveText('$65.00');
  await expect(page.getByTestId('bills-due-card')).toHaveCount(0);
});

test('a Spent Amount typed before any purchase is a correction, shown as one once purchases come', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await page.goto(`/budget?month=${month}&tab=money-out`);
  await page.getByRole('button', { name: 'Edit Groceries' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Expense Category' });
  await edit.getByLabel('Spent Amount').fill('120');
  await edit.getByLabel('Budget').fill('400');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await post(page, '/api/transactions', {
    name: 'Groceries',
    type: 'expense',
    amount: 30_00,
    date: today,
  });
  // Logged elsewhere (another tab, say): the page shows it once it reads the budget again.
  await page.reload();
  const groceries = page
    .getByRole('region', { name: 'Expense categories' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Groceries' }) });
  await expect(groceries.getByRole('cell').first()).toHaveText('$150.00incl. $120.00 correction');
  await page.goto(`/transactions?month=${month}`);
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Correction');
});

for (const theme of ['dark', 'light'] as const) {
  test(`plans, bills and the dashboard's bills pass axe at 375 px in the ${theme} theme`, async ({
    page,
  }) => {
    test.slow();
    await signUpOnboarded(page);
    await setThemeViaApi(page, theme);
    await post(page, '/api/categories', {
      categories: [
        { name: 'Internet', type: 'debt', month, goal: 65_00, dueDate: today },
        { name: 'Rent/Mortgage', type: 'expense', month, goal: 1_200_00 },
      ],
    });
    await post(page, '/api/transactions', {
      name: 'Salary',
      type: 'income',
      amount: 2_500_00,
      date: today,
    });
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [
      `/budget?month=${month}`,
      `/budget?month=${month}&tab=money-out`,
      '/?period=this-month',
      `/transactions?month=${month}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} is no wider than the phone`,
      ).toBeLessThanOrEqual(375);
    }
  });
}

function rowOfIncome(page: Page, name: string) {
  return incomeTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}
