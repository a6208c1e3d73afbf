// The Dashboard (/): range presets and the two-click custom range, Your Budget's figures and Money
// Flow, the breakdowns and their empty states, 'No Budget Set', the daily calendar, the figures
// against the transactions the API lists for the same range, and axe in both themes and at 375 px.
import { expect, test, type Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import {
  expectNoSeriousA11yViolations,
  setThemeViaApi,
  signUpOnboarded,
  signUpSkipped,
} from './support.ts';

const now = new Date();
const today = format(now, 'yyyy-MM-dd');
const month = today.slice(0, 7);
/** 'YYYY-MM-DD' of `n` days before today. */
const daysAgo = (n: number) => format(addDays(now, -n), 'yyyy-MM-dd');
/** 'YYYY-MM-DD' of day `n` of the current month. */
const dayOfMonth = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
const shortDate = (date: string) => format(parseISO(date), 'MMM d, yyyy');
const longDate = (date: string) => format(parseISO(date), 'MMMM d, yyyy');
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

type TxType = 'income' | 'expense' | 'savings' | 'debt';

async function addCategories(
  page: Page,
  categories: Array<{ name: string; type: TxType; dueDate?: string; goal?: number }>,
) {
  const response = await page.request.post('/api/categories', {
    data: { categories: categories.map((c) => ({ goal: 0, month, ...c })) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function addTransaction(
  page: Page,
  tx: { name: string; type: TxType; amount: number; date: string },
) {
  const response = await page.request.post('/api/transactions', { data: tx });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Money in and money out of the range as the transaction list sums them. */
async function sumsFromTransactions(page: Page, from: string, to: string) {
  const response = await page.request.get(`/api/transactions?from=${from}&to=${to}&limit=500`);
  expect(response.ok(), await response.text()).toBe(true);
  const { transactions, nextCursor } = (await response.json()) as {
    transactions: Array<{ type: TxType; amount: number; date: string }>;
    nextCursor: string | null;
  };
  expect(nextCursor).toBeNull();
  const sum = (types: TxType[]) =>
    transactions.filter((t) => types.includes(t.type)).reduce((s, t) => s + t.amount, 0);
  return {
    count: transactions.length,
    moneyIn: sum(['income']),
    expenses: sum(['expense']),
    savings: sum(['savings']),
    debt: sum(['debt']),
    moneyOut: sum(['expense', 'savings', 'debt']),
  };
}

function figure(page: Page, testId: 'money-in' | 'money-out' | 'left-over') {
  return page.getByTestId(testId);
}

function preset(page: Page, days: 30 | 90 | 365) {
  return page
    .getByRole('group', { name: 'Date range presets' })
    .getByRole('button', { name: `Last ${days} days` });
}

function rangePanel(page: Page) {
  return page.getByRole('dialog', { name: 'Choose a custom date range' });
}

function pickerDay(page: Page, date: string) {
  return rangePanel(page).getByRole('button', { name: new RegExp(`^${longDate(date)}`) });
}

function calendarDay(page: Page, date: string) {
  return page
    .getByRole('grid', { name: format(parseISO(date), 'MMMM yyyy') })
    .getByRole('button', { name: new RegExp(`^${longDate(date)}`) });
}

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Pennyflow' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where Your Money Goes' })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('presets: last 30 days by default, then 90 and 365, each with its own figures', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await addTransaction(page, {
    name: 'Salary',
    type: 'income',
    amount: 1_000_00,
    date: daysAgo(3),
  });
  await addTransaction(page, {
    name: 'Groceries',
    type: 'expense',
    amount: 40_00,
    date: daysAgo(29),
  });
  await addTransaction(page, {
    name: 'Groceries',
    type: 'expense',
    amount: 25_00,
    date: daysAgo(30),
  });
  await addTransaction(page, { name: 'Salary', type: 'income', amount: 500_00, date: daysAgo(60) });
  await addTransaction(page, {
    name: 'Dining Out',
    type: 'expense',
    amount: 7_50,
    date: daysAgo(200),
  });

  await openDashboard(page);
  await expect(preset(page, 30)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('range-label')).toHaveText(
    `${shortDate(daysAgo(29))} - ${shortDate(today)}`,
  );
  // The last 30 days run from 29 days ago to today: the day before is left out.
  await expect(figure(page, 'money-in')).toHaveText('$1,000.00');
  await expect(figure(page, 'money-out')).toHaveText('$40.00');
  await expect(figure(page, 'left-over')).toHaveText('$960.00');

  await preset(page, 90).click();
  await expect(page).toHaveURL(/\?days=90$/);
  await expect(preset(page, 90)).toHaveAttribute('aria-pressed', 'true');
  await expect(preset(page, 30)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('range-label')).toHaveText(
    `${shortDate(daysAgo(89))} - ${shortDate(today)}`,
  );
  await expect(figure(page, 'money-in')).toHaveText('$1,500.00');
  await expect(figure(page, 'money-out')).toHaveText('$65.00');

  await preset(page, 365).click();
  await expect(page.getByTestId('range-label')).toHaveText(
    `${shortDate(daysAgo(364))} - ${shortDate(today)}`,
  );
  await expect(figure(page, 'money-out')).toHaveText('$72.50');
  // The choice survives a reload through the address.
  await page.reload();
  await expect(preset(page, 365)).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'money-out')).toHaveText('$72.50');

  await preset(page, 30).click();
  await expect(page).toHaveURL(/\?days=30$/);
  await expect(figure(page, 'money-out')).toHaveText('$40.00');

  // This month and last month: whole calendar months, named as such in the card's heading.
  const monthName = format(now, 'MMMM yyyy');
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(/\?period=this-month$/);
  await expect(page.getByTestId('budget-card')).toContainText(monthName);
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The last choice is remembered: the dashboard opens on it next time, from any link.
  await page.getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page).toHaveURL(/\/transactions/);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/\?period=this-month$/);
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByTestId('budget-card')).toContainText(
    format(addDays(parseISO(`${month}-01`), -1), 'MMMM yyyy'),
  );
});

test('custom range by two clicks, in order and reversed across months', async ({ page }) => {
  await signUpOnboarded(page);
  const lastMonth = format(addDays(parseISO(`${month}-01`), -1), 'yyyy-MM');
  const start = `${lastMonth}-20`;
  const end = dayOfMonth(10);
  await addTransaction(page, { name: 'Salary', type: 'income', amount: 300_00, date: start });
  await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 12_34, date: end });
  await addTransaction(page, {
    name: 'Groceries',
    type: 'expense',
    amount: 99_00,
    date: dayOfMonth(11),
  });
  await openDashboard(page);

  // In order: the 3rd, then the 10th of this month.
  const trigger = page.getByRole('button', { name: /^Custom range/ });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(rangePanel(page).getByText('Pick the first day, then the last day.')).toBeVisible();
  await pickerDay(page, dayOfMonth(3)).click();
  await expect(rangePanel(page).getByText(`From ${longDate(dayOfMonth(3))}`)).toBeVisible();
  await pickerDay(page, end).click();
  await expect(rangePanel(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(page.getByTestId('range-label')).toHaveText(
    `${shortDate(dayOfMonth(3))} - ${shortDate(end)}`,
  );
  await expect(page).toHaveURL(new RegExp(`from=${dayOfMonth(3)}&to=${end}`));
  for (const days of [30, 90, 365] as const) {
    await expect(preset(page, days)).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(figure(page, 'money-in')).toHaveText('$0.00');
  await expect(figure(page, 'money-out')).toHaveText('$12.34');
  await expect(page.getByRole('heading', { name: 'Your Budget' })).toBeVisible();
  await expect(
    page.getByText(`${shortDate(dayOfMonth(3))} - ${shortDate(end)}`, { exact: true }),
  ).toHaveCount(2);

  // Reversed: the 10th of this month first, then the 20th of last month; the two are swapped.
  await trigger.click();
  await pickerDay(page, end).click();
  await rangePanel(page).getByRole('button', { name: 'Previous month' }).click();
  await pickerDay(page, start).click();
  await expect(page.getByTestId('range-label')).toHaveText(
    `${shortDate(start)} - ${shortDate(end)}`,
  );
  await expect(figure(page, 'money-in')).toHaveText('$300.00');
  await expect(figure(page, 'money-out')).toHaveText('$12.34');
  await expect(figure(page, 'left-over')).toHaveText('$287.66');

  // Escape closes the calendar without changing the range, and so does Cancel.
  await trigger.click();
  await pickerDay(page, dayOfMonth(1)).click();
  await page.keyboard.press('Escape');
  await expect(rangePanel(page)).toHaveCount(0);
  await expect(page.getByTestId('range-label')).toHaveText(
    `${shortDate(start)} - ${shortDate(end)}`,
  );
  await trigger.click();
  await rangePanel(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(rangePanel(page)).toHaveCount(0);
});

test("No Budget Set for a user without categories, with the breakdowns' empty states", async ({
  page,
}) => {
  await signUpSkipped(page);
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'No Budget Set' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Budget' })).toHaveCount(0);
  await expect(page.getByText('No income sources added yet.')).toBeVisible();
  await expect(page.getByText('No expense categories added yet.')).toBeVisible();
  await expect(page.getByText('No transactions on this date')).toBeVisible();
  // A quiet day is neither a gain nor a loss.
  await expect(
    page.getByText('Money Out', { exact: true }).locator('..').locator('dd'),
  ).toHaveClass(/text-text/);
  await page.getByRole('link', { name: 'Add Expense Category' }).click();
  await expect(page).toHaveURL(/\/budget\?tab=money-out$/);
  await expect(page.getByRole('tab', { name: 'Money Out' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await openDashboard(page);
  await page.getByRole('link', { name: 'Create Budget' }).click();
  await expect(page).toHaveURL(/\/budget$/);
});

test('a budget with nothing in the range: zero figures, no diagram, categories at 0%', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await openDashboard(page);
  await expect(figure(page, 'money-in')).toHaveText('$0.00');
  await expect(figure(page, 'money-out')).toHaveText('$0.00');
  await expect(figure(page, 'left-over')).toHaveText('$0.00');
  await expect(figure(page, 'left-over')).toHaveAttribute('data-tone', 'positive');
  await expect(page.getByText('No money came in or went out in this period.')).toBeVisible();
  // Honest: nothing came in, so it is not 'everything that came in went out'.
  await expect(page.getByText('Nothing came in or went out yet.')).toBeVisible();
  await expect(page.getByText('Everything that came in went out.')).toHaveCount(0);
  const sources = page.getByRole('list', { name: 'Income sources' });
  await expect(sources.getByRole('listitem')).toHaveText([/Salary\s*\$0\.00\s*0\.0%/]);
  const categories = page.getByRole('list', { name: 'Expense categories' });
  await expect(categories.getByRole('listitem')).toHaveCount(2);
});

test('Your Budget: money flow, breakdowns sorted by amount, left over red when negative', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await addCategories(page, [
    { name: 'Rent', type: 'expense' },
    { name: 'Emergency Fund', type: 'savings', dueDate: dayOfMonth(28) },
    { name: 'Car Loan', type: 'debt', dueDate: today, goal: 250_00 },
  ]);
  await addTransaction(page, {
    name: 'Salary',
    type: 'income',
    amount: 2_000_00,
    date: daysAgo(2),
  });
  await addTransaction(page, {
    name: 'Groceries',
    type: 'expense',
    amount: 300_00,
    date: daysAgo(3),
  });
  await addTransaction(page, { name: 'Rent', type: 'expense', amount: 1_200_00, date: daysAgo(4) });
  await addTransaction(page, {
    name: 'Emergency Fund',
    type: 'savings',
    amount: 200_00,
    date: daysAgo(5),
  });
  await addTransaction(page, { name: 'Car Loan', type: 'debt', amount: 100_00, date: daysAgo(6) });
  await openDashboard(page);

  await expect(figure(page, 'money-in')).toHaveText('$2,000.00');
  await expect(figure(page, 'money-out')).toHaveText('$1,800.00');
  const breakdown = page.getByRole('definition').filter({ has: page.getByText('Debt Payments') });
  await expect(breakdown).toContainText('Expenses$1,500.00');
  await expect(breakdown).toContainText('Savings$200.00');
  await expect(breakdown).toContainText('Debt Payments$100.00');
  await expect(figure(page, 'left-over')).toHaveText('$200.00');
  await expect(figure(page, 'left-over')).toHaveClass(/text-positive/);
  // The Car Loan is not marked paid: what its payments this month leave of it is still to pay.
  const carLoanLeft = usd(250_00 - (daysAgo(6).startsWith(month) ? 100_00 : 0));
  const bills = page.getByTestId('bills-due-card');
  await expect(bills.getByTestId('still-to-pay')).toHaveText(carLoanLeft);
  await expect(bills.getByRole('listitem')).toHaveText([
    new RegExp(`^Car Loan.*Due today\\s*${carLoanLeft.replace(/[$.]/g, '\\$&')}$`),
  ]);

  // 'Where Your Money Goes': largest first, with percentages of the expense total.
  await expect(
    page.getByRole('list', { name: 'Expense categories' }).getByRole('listitem'),
  ).toHaveText([
    /^Rent\s*\$1,200\.00\s*80\.0%$/,
    /^Groceries\s*\$300\.00\s*20\.0%$/,
    /^Dining Out\s*\$0\.00\s*0\.0%$/,
  ]);
  await expect(page.getByRole('list', { name: 'Income sources' }).getByRole('listitem')).toHaveText(
    [/^Salary\s*\$2,000\.00\s*100\.0%$/],
  );

  // The diagram is one image with a spoken summary, and its figures are a table too.
  await expect(page.getByRole('img', { name: /^Money flow: \$2,000\.00 came in/ })).toHaveAttribute(
    'aria-label',
    'Money flow: $2,000.00 came in; $1,800.00 went out (Rent $1,200.00, Groceries $300.00, Savings $200.00, Bills $100.00); $200.00 is left over.',
  );
  await page.getByText('Show the flow as a table').click();
  const table = page.getByRole('table', { name: 'Money flow' });
  await expect(table.getByRole('row')).toHaveText([
    'FromToAmount',
    'Money InMoney Out$1,800.00',
    'Money OutRent$1,200.00',
    'Money OutGroceries$300.00',
    'Money OutSavings$200.00',
    'Money OutBills$100.00',
    'Money InLeft Over$200.00',
  ]);

  // More out than in: the left over turns red, says so, and the diagram shows the overspend.
  await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 450_50, date: today });
  await page.reload();
  await expect(figure(page, 'left-over')).toHaveText('-$250.50');
  await expect(figure(page, 'left-over')).toHaveAttribute('data-tone', 'negative');
  await expect(figure(page, 'left-over')).toHaveClass(/text-negative/);
  await expect(page.getByText('$250.50 more went out than came in.')).toBeVisible();
  await page.getByText('Show the flow as a table').click();
  await expect(table.getByRole('row').filter({ hasText: 'Overspent' })).toHaveText(
    'OverspentMoney Out$250.50',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Left Over' })).toHaveCount(0);
});

/**
 * What in the Money Flow diagram a label touches: a ribbon (sampled every 2 px over each text's
 * box), another node's label, or the drawing's edge. Empty when every label stands clear.
 */
async function flowLabelCollisions(page: Page): Promise<string[]> {
  const svg = page.getByRole('img', { name: /^Money flow:/ });
  await expect(svg).toBeVisible();
  return svg.evaluate((element) => {
    const drawing = element as unknown as SVGSVGElement;
    const ribbons = [...drawing.querySelectorAll('path')];
    const labels = [...drawing.querySelectorAll('g[data-flow-node]')].map((group) => ({
      node: group.getAttribute('data-flow-node'),
      texts: [...group.querySelectorAll('text')].map((text) => ({
        text: text.textContent ?? '',
        box: text.getBBox(),
      })),
    }));
    const viewBox = drawing.viewBox.baseVal;
    const problems: string[] = [];
    for (const label of labels) {
      for (const { text, box } of label.texts) {
        if (box.x < viewBox.x || box.x + box.width > viewBox.x + viewBox.width) {
          problems.push(`'${text}' leaves the drawing`);
        }
        const onRibbon = ribbons.some((ribbon) => {
          for (let x = box.x; x <= box.x + box.width; x += 2) {
            for (let y = box.y + 1; y <= box.y + box.height - 1; y += 2) {
              if (ribbon.isPointInStroke(new DOMPoint(x, y))) return true;
            }
          }
          return false;
        });
        if (onRibbon) problems.push(`'${text}' lies on a ribbon`);
        for (const other of labels) {
          if (other.node === label.node) continue;
          for (const { text: otherText, box: b } of other.texts) {
            const overlap =
              box.x < b.x + b.width &&
              b.x < box.x + box.width &&
              box.y < b.y + b.height &&
              b.y < box.y + box.height;
            if (overlap) problems.push(`'${text}' overlaps '${otherText}'`);
          }
        }
      }
    }
    return problems;
  });
}

test('Money Flow labels stand clear of the ribbons and each other, with no empty space under the diagram', async ({
  page,
}) => {
  await signUpOnboarded(page);
  const spending: Array<[string, number]> = [
    ['Rent/Mortgage', 1_850_00],
    ['Groceries', 1_146_08],
    ['Transportation', 386_43],
    ['Utilities', 220_00],
    ['Dining Out', 213_90],
    ['Insurance', 180_00],
    ['Entertainment', 98_87],
  ];
  await addCategories(
    page,
    spending
      .filter(([name]) => name !== 'Groceries' && name !== 'Dining Out')
      .map(([name]) => ({ name, type: 'expense' as const })),
  );
  await addCategories(page, [
    { name: 'Emergency Fund', type: 'savings' },
    { name: 'Car Loan', type: 'debt' },
  ]);
  await addTransaction(page, { name: 'Salary', type: 'income', amount: 6_000_00, date: today });
  for (const [name, amount] of spending) {
    await addTransaction(page, { name, type: 'expense', amount, date: today });
  }
  await addTransaction(page, {
    name: 'Emergency Fund',
    type: 'savings',
    amount: 500_00,
    date: today,
  });
  await addTransaction(page, { name: 'Car Loan', type: 'debt', amount: 320_00, date: today });

  // Money left over, then more out than in: the two shapes the diagram takes.
  for (const overspent of [false, true]) {
    if (overspent) {
      await addTransaction(page, {
        name: 'Groceries',
        type: 'expense',
        amount: 2_000_00,
        date: today,
      });
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page);
      await expect(
        page
          .getByRole('img', { name: /^Money flow:/ })
          .getByText(overspent ? 'Overspent' : 'Left Over', { exact: true }),
      ).toBeAttached();
      expect(await flowLabelCollisions(page), `at ${width} px`).toEqual([]);

      const card = page.getByTestId('budget-card');
      const flow = page.locator('section[aria-labelledby="money-flow-heading"]');
      const cardBox = (await card.boundingBox())!;
      const flowBox = (await flow.boundingBox())!;
      // Only the card's own padding lies under the diagram and its table toggle.
      expect(cardBox.y + cardBox.height - (flowBox.y + flowBox.height)).toBeLessThanOrEqual(32);
    }
  }
});

test("the calendar: the picked day's money in, out (expenses, savings, debt), left over and transactions", async ({
  page,
}) => {
  await signUpOnboarded(page);
  await addCategories(page, [
    { name: 'Car Loan', type: 'debt', dueDate: dayOfMonth(15) },
    { name: 'Rainy Day', type: 'savings' },
  ]);
  await addTransaction(page, { name: 'Salary', type: 'income', amount: 100_00, date: today });
  await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 30_00, date: today });
  await addTransaction(page, { name: 'Car Loan', type: 'debt', amount: 10_00, date: today });
  await addTransaction(page, { name: 'Rainy Day', type: 'savings', amount: 20_00, date: today });
  await openDashboard(page);

  // Today is picked at first; its tint is green since more came in.
  const todayButton = calendarDay(page, today);
  await expect(todayButton).toHaveAttribute('aria-pressed', 'true');
  await expect(todayButton).toHaveAttribute('data-tone', 'positive');
  await expect(todayButton).toHaveAttribute(
    'aria-label',
    `${longDate(today)}, money in $100.00, money out $60.00`,
  );
  const day = page.getByRole('region', { name: longDate(today) });
  const totals = day.getByRole('definition');
  // Money out as every screen counts it: the savings put away too.
  await expect(totals).toHaveText(['$100.00', '$60.00', '$40.00']);
  // Name, type and signed amount of each (the order is the list's: newest first).
  const items = day
    .getByRole('list', { name: `Transactions of ${longDate(today)}` })
    .getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.filter({ hasText: 'Rainy Day' })).toContainText('Savings');
  await expect(day.getByText('-$20.00')).toBeVisible();
  await expect(items.filter({ hasText: 'Salary' })).toContainText('Money In');
  await expect(items.filter({ hasText: 'Groceries' })).toContainText('Money Out');
  await expect(items.filter({ hasText: 'Car Loan' })).toContainText('Debt');
  await expect(day.getByText('+$100.00')).toBeVisible();
  await expect(day.getByText('-$30.00')).toBeVisible();
  await expect(day.getByText('-$10.00')).toBeVisible();

  // Another day of the month without transactions.
  const other = dayOfMonth(now.getDate() === 1 ? 2 : 1);
  await calendarDay(page, other).click();
  await expect(calendarDay(page, other)).toHaveAttribute('aria-pressed', 'true');
  const otherDay = page.getByRole('region', { name: longDate(other) });
  await expect(otherDay.getByText('No transactions on this date')).toBeVisible();
  await expect(otherDay.getByRole('definition')).toHaveText(['$0.00', '$0.00', '$0.00']);

  // A red day: more out than in.
  await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 5_00, date: other });
  await page.reload();
  await expect(calendarDay(page, other)).toHaveAttribute('data-tone', 'negative');
  await calendarDay(page, other).click();
  await expect(
    page.getByRole('region', { name: longDate(other) }).getByRole('definition'),
  ).toHaveText(['$0.00', '$5.00', '-$5.00']);
});

test('the figures equal the sums of the transactions listed for the same range', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpOnboarded(page);
  await addCategories(page, [
    { name: 'Rent', type: 'expense' },
    { name: 'Freelance', type: 'income' },
    { name: 'Emergency Fund', type: 'savings', dueDate: dayOfMonth(28) },
    { name: 'Car Loan', type: 'debt', dueDate: dayOfMonth(15) },
  ]);
  const kinds: Array<{ name: string; type: TxType }> = [
    { name: 'Salary', type: 'income' },
    { name: 'Groceries', type: 'expense' },
    { name: 'Dining Out', type: 'expense' },
    { name: 'Rent', type: 'expense' },
    { name: 'Freelance', type: 'income' },
    { name: 'Emergency Fund', type: 'savings' },
    { name: 'Car Loan', type: 'debt' },
  ];
  // 40 transactions over the last 60 days, amounts from a fixed sequence.
  let seed = 7;
  for (let i = 0; i < 40; i += 1) {
    seed = (seed * 48_271) % 2_147_483_647;
    const kind = kinds[i % kinds.length]!;
    await addTransaction(page, {
      ...kind,
      amount: 1_00 + (seed % 250_000),
      date: daysAgo((i * 37) % 60),
    });
  }

  await openDashboard(page);
  for (const days of [30, 90] as const) {
    if (days === 90) await preset(page, 90).click();
    const sums = await sumsFromTransactions(page, daysAgo(days - 1), today);
    expect(sums.count).toBeGreaterThan(days === 30 ? 10 : 39);
    await expect(figure(page, 'money-in')).toHaveText(usd(sums.moneyIn));
    await expect(figure(page, 'money-out')).toHaveText(usd(sums.moneyOut));
    await expect(figure(page, 'left-over')).toHaveText(usd(sums.moneyIn - sums.moneyOut));
    const breakdown = page.getByRole('definition').filter({ has: page.getByText('Debt Payments') });
    await expect(breakdown).toContainText(`Expenses${usd(sums.expenses)}`);
    await expect(breakdown).toContainText(`Savings${usd(sums.savings)}`);
    await expect(breakdown).toContainText(`Debt Payments${usd(sums.debt)}`);
  }
});

test('Add Transactions opens the transaction dialog, and what it adds shows at once', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await openDashboard(page);
  await page.getByRole('button', { name: 'Add Transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Groceries', { exact: true }).click();
  await dialog.getByLabel('Amount').fill('12.50');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(figure(page, 'money-out')).toHaveText('$12.50');
  await expect(figure(page, 'left-over')).toHaveText('-$12.50');
  await expect(
    page
      .getByRole('list', { name: `Transactions of ${longDate(today)}` })
      .getByRole('listitem')
      .filter({ hasText: 'Groceries' }),
  ).toContainText('-$12.50');
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing serious in the ${theme} theme, on a laptop and at 375 px`, async ({
    page,
  }) => {
    // Four axe passes over two widths: about 45 s on a busy two-core machine.
    test.slow();
    await signUpOnboarded(page);
    await setThemeViaApi(page, theme);
    await addCategories(page, [
      { name: 'Rent', type: 'expense' },
      { name: 'Car Loan', type: 'debt', dueDate: dayOfMonth(15) },
    ]);
    await addTransaction(page, { name: 'Salary', type: 'income', amount: 900_00, date: today });
    await addTransaction(page, { name: 'Rent', type: 'expense', amount: 800_00, date: daysAgo(1) });
    await addTransaction(page, { name: 'Groceries', type: 'expense', amount: 120_00, date: today });
    await addTransaction(page, { name: 'Car Loan', type: 'debt', amount: 50_00, date: daysAgo(2) });

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(figure(page, 'left-over')).toHaveText('-$70.00');
      await expect(page.getByRole('img', { name: /^Money flow/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await page.getByText('Show the flow as a table').click();
      await page.getByRole('button', { name: /^Custom range/ }).click();
      await pickerDay(page, dayOfMonth(1)).click();
      await expect(rangePanel(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.keyboard.press('Escape');
    }
  });
}

test('keyboard: the custom range is picked without a mouse', async ({ page }) => {
  await signUpOnboarded(page);
  await openDashboard(page);
  const trigger = page.getByRole('button', { name: /^Custom range/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  // The calendar opens on the range's end (today), focused.
  await expect(pickerDay(page, today)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('range-label')).toHaveText(
    `${shortDate(daysAgo(8))} - ${shortDate(today)}`,
  );
  await expect(trigger).toBeFocused();
});

test('keyboard: Tab keeps the focus inside the open calendar, and Escape hands it back', async ({
  page,
}) => {
  await signUpOnboarded(page);
  await openDashboard(page);
  const trigger = page.getByRole('button', { name: /^Custom range/ });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(pickerDay(page, today)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(rangePanel(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Past the last control the focus comes round to the first: it never leaves the pop-up open
  // behind it, over the page.
  await page.keyboard.press('Tab');
  await expect(rangePanel(page).getByRole('button', { name: 'Previous month' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(rangePanel(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(rangePanel(page)).toHaveCount(0);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});
