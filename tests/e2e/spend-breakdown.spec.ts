// Spend Breakdown (/ai-chat, issue 12): as a Pro user, a statement sorted into the user's categories,
// corrected by dragging and editing, imported into the budget two categories at a time (Transaction
// History, the dashboard and the actuals follow), not imported twice, undone, and remembered for the
// next statement; as a free user, the 100-character guard, the usage bar and the monthly limit.
import { expect, test, type Page } from '@playwright/test';
import { formatPeriod } from '#shared/period';
import { PRO_USER } from './accounts.ts';
import { expectNoSeriousA11yViolations, signUpOnboarded, signUpSkipped } from './support.ts';

interface CategoryRow {
  name: string;
  type: string;
  actual: number;
}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const today = localToday();
const month = today.slice(0, 7);
const [year, mm, dd] = today.split('-');
const usDate = `${mm}/${dd}/${year}`;

/** A card statement of this month, with merchants the engine knows and one it does not. */
function statement(amounts: { starbucks: string; wholeFoods: string; zqx: string }): string {
  return [
    `${usDate}  STARBUCKS STORE #1234 SEATTLE WA  -${amounts.starbucks}`,
    `${usDate}  WHOLEFDS MKT 10234 AUSTIN TX  -${amounts.wholeFoods}`,
    `${usDate}  UBER *TRIP HELP.UBER.COM  -18.40`,
    `${usDate}  NETFLIX.COM 866-579-7172 CA  -15.49`,
    `${usDate}  SHELL OIL 57444 HOUSTON TX  -41.20`,
    `${usDate}  ZQX HOLDINGS 8812  -${amounts.zqx}`,
    `${usDate}  PAYROLL ACME CORP DIR DEP  2500.00`,
  ].join('\n');
}

const FIRST = statement({ starbucks: '5.75', wholeFoods: '82.10', zqx: '23.00' });
const SECOND = statement({ starbucks: '6.10', wholeFoods: '54.30', zqx: '11.00' });

const card = (page: Page, name: string) => page.locator(`section[data-category="${name}"]`);

async function signInPro(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: PRO_USER });
  expect(response.ok(), await response.text()).toBe(true);
}

async function actuals(page: Page): Promise<Map<string, number>> {
  const response = await page.request.get(`/api/categories?month=${month}`);
  const { categories } = (await response.json()) as { categories: CategoryRow[] };
  return new Map(categories.filter((c) => c.type === 'expense').map((c) => [c.name, c.actual]));
}

async function run(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your transactions').fill(text);
  await page.getByRole('button', { name: 'Run Pennyflow' }).click();
  await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible();
}

const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

test.describe('as a Pro user', () => {
  test.use({ viewport: { width: 1280, height: 1600 } });

  test('breaks a statement down, learns the corrections, imports, refuses to double count, and undoes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInPro(page);

    // The budget page's 'Paste in Your Transactions' leads here; Pro sees no usage banner.
    await page.goto('/budget');
    await page.getByRole('tab', { name: 'Money Out' }).click();
    await page.getByRole('link', { name: 'Paste in Your Transactions' }).click();
    await expect(page).toHaveURL(/\/ai-chat$/);
    await expect(page.getByRole('heading', { name: 'Spend Breakdown', level: 1 })).toBeVisible();
    await expect(page.getByText('Monthly usage')).toHaveCount(0);
    await expect(page.getByText('0/30000')).toBeVisible();
    await expect(page.getByTestId('transaction-date')).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Spending Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page);

    const before = await actuals(page);
    await page.goto('/');
    await expect(page.getByTestId('money-out')).toHaveText(/\$/);
    const moneyOutBefore = cents(await page.getByTestId('money-out').innerText());
    await page.goto('/ai-chat');

    await run(page, FIRST);
    await expect(card(page, 'Dining Out')).toContainText('Starbucks');
    await expect(card(page, 'Groceries')).toContainText('Whole Foods Market');
    await expect(card(page, 'Needs Category')).toContainText('ZQX Holdings');
    // 'Needs Category' cannot go to the budget until it is sorted.
    const needs = card(page, 'Needs Category').getByRole('button', {
      name: 'Needs Categorization',
    });
    await expect(needs).toBeDisabled();
    await needs.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Categorize transactions before adding to budget',
    );
    await expectNoSeriousA11yViolations(page);

    // Corrections as a person makes them: Starbucks dragged to Groceries, ZQX edited to Shopping.
    const handle = page.getByRole('button', { name: 'Drag Starbucks to another category' });
    await handle.hover();
    const target = await card(page, 'Groceries').boundingBox();
    await page.mouse.down();
    await page.mouse.move(target!.x + target!.width / 2, target!.y + 20, { steps: 12 });
    await page.mouse.move(target!.x + target!.width / 2, target!.y + 30, { steps: 4 });
    await page.mouse.up();
    await expect(card(page, 'Groceries')).toContainText('Starbucks');
    await page.getByRole('button', { name: 'Edit ZQX Holdings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit transaction' });
    await dialog.getByLabel('Category').selectOption('Shopping');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Needs Category')).toHaveCount(0);
    await expect(card(page, 'Shopping')).toContainText('ZQX Holdings');

    // Import two categories, one request each.
    const period = formatPeriod(month);
    await card(page, 'Groceries')
      .getByRole('button', { name: /^Add to Budget/ })
      .click();
    await expect(card(page, 'Groceries')).toContainText(
      'All 2 transactions imported successfully to Groceries!',
    );
    await expect(
      card(page, 'Groceries').getByRole('button', { name: `Added 2 transactions to ${period}` }),
    ).toBeDisabled();
    await card(page, 'Shopping')
      .getByRole('button', { name: /^Add to Budget/ })
      .click();
    await expect(
      card(page, 'Shopping').getByRole('button', { name: `Added 1 transaction to ${period}` }),
    ).toBeDisabled();

    // The actuals rose by the imported sums, and the rows are in the history with their merchants.
    const after = await actuals(page);
    expect(after.get('Groceries')).toBe((before.get('Groceries') ?? 0) + 8_210 + 575);
    expect(after.get('Shopping')).toBe((before.get('Shopping') ?? 0) + 2_300);
    await page.goto('/transactions');
    const history = page.getByRole('list', { name: 'Transactions' });
    // Each imported row leads with its merchant (the account's seeded month has notes of its own).
    for (const [merchant, amount] of [
      ['Starbucks', '-$5.75'],
      ['Whole Foods Market', '-$82.10'],
      ['ZQX Holdings', '-$23.00'],
    ] as const) {
      await expect(
        history
          .getByRole('listitem')
          .filter({
            has: page.getByTestId('transaction-note').getByText(merchant, { exact: true }),
          })
          .filter({ hasText: amount }),
      ).toHaveCount(1);
    }
    await page.goto('/');
    await expect(page.getByTestId('money-out')).toHaveText(
      usd(moneyOutBefore + 8_210 + 575 + 2_300),
    );

    // Back on the page after leaving it, the result and its imports are still there.
    await page.goto('/ai-chat');
    await expect(
      card(page, 'Groceries').getByRole('button', { name: `Added 2 transactions to ${period}` }),
    ).toBeVisible();

    // The same statement again adds nothing.
    await page.getByRole('button', { name: 'Analyze New Transactions' }).click();
    await run(page, FIRST);
    await expect(card(page, 'Groceries')).toContainText('Starbucks'); // learned, see below
    await card(page, 'Groceries')
      .getByRole('button', { name: /^Add to Budget/ })
      .click();
    await expect(card(page, 'Groceries')).toContainText(
      'All 2 transactions are already in your budget, so nothing was added.',
    );
    expect((await actuals(page)).get('Groceries')).toBe(after.get('Groceries'));

    // Undo both imports from the recent imports: the actuals come back.
    await page.getByRole('button', { name: 'Analyze New Transactions' }).click();
    const recent = page.getByRole('list', { name: 'Recent imports' });
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await recent.getByRole('button', { name: 'Undo import of 1 Shopping transactions' }).click();
    await expect(page.getByText('Removed 1 transaction from Shopping.')).toBeVisible();
    await recent.getByRole('button', { name: 'Undo import of 2 Groceries transactions' }).click();
    await expect(page.getByText('Removed 2 transactions from Groceries.')).toBeVisible();
    await expect(recent.getByRole('listitem')).toHaveCount(0);
    const undone = await actuals(page);
    expect(undone.get('Groceries')).toBe(before.get('Groceries') ?? 0);
    expect(undone.get('Shopping')).toBe(before.get('Shopping') ?? 0);

    // A second statement from the same merchants: every corrected merchant is where the user put it,
    // and the merchants left alone are where the engine put them.
    await run(page, SECOND);
    await expect(card(page, 'Groceries')).toContainText('Starbucks');
    await expect(card(page, 'Shopping')).toContainText('ZQX Holdings');
    await expect(card(page, 'Needs Category')).toHaveCount(0);
    await expect(card(page, 'Transportation')).toContainText('Uber');
    await expect(card(page, 'Subscriptions')).toContainText('Netflix');
    await expect(card(page, 'Dining Out')).toHaveCount(0);

    // The rules are listed in the settings, where one is changed and another forgotten.
    await page.goto('/settings?tab=rules');
    const rules = page.getByRole('list', { name: 'Merchant rules' });
    await expect(rules.getByRole('listitem').filter({ hasText: 'Starbucks' })).toBeVisible();
    await expect(page.getByLabel('Category for Starbucks')).toHaveValue('Groceries');
    await expect(page.getByLabel('Category for ZQX Holdings')).toHaveValue('Shopping');
    await page.getByLabel('Category for Starbucks').selectOption('Entertainment');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Starbucks now goes to Entertainment.')).toBeVisible();
    await page.getByRole('button', { name: 'Forget the rule for ZQX Holdings' }).click();
    await expect(page.getByText('Forgot ZQX Holdings')).toBeVisible();
    await expect(rules.getByRole('listitem').filter({ hasText: 'ZQX Holdings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // And the next breakdown follows them.
    await page.goto('/ai-chat');
    await page.getByRole('button', { name: 'Analyze New Transactions' }).click();
    await run(page, SECOND);
    await expect(card(page, 'Entertainment')).toContainText('Starbucks');
    await expect(card(page, 'Needs Category')).toContainText('ZQX Holdings');
  });
});

test.describe('as a free user', () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('the 100-character input, the usage bar and the monthly limit', async ({ page }) => {
    await signUpOnboarded(page);
    await page.goto('/ai-chat');
    await expect(page.getByTestId('usage-figures')).toHaveText('0 / 250 characters (0%)');
    await expect(page.getByRole('button', { name: '$29 One Time Payment' })).toBeEnabled();
    const box = page.getByLabel('Your transactions');
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toHaveText('Enter transactions to continue');
    await expect(submit).toBeDisabled();

    // Typing past 100 characters is ignored.
    await box.pressSequentially('x'.repeat(104));
    await expect(box).toHaveValue('x'.repeat(100));
    await expect(page.getByText('100/100')).toBeVisible();

    // A paste that would pass the limit is refused whole, with the spec's message.
    await box.fill('');
    await box.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document
        .querySelector('textarea')!
        .dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
    }, FIRST);
    await expect(
      page.getByText(
        'Pasted content would exceed the 100 character limit. Please paste smaller amounts or upgrade to Pro for unlimited usage.',
      ),
    ).toBeVisible();
    await expect(box).toHaveValue('');

    // Uploading needs 1,000 characters of headroom, which the free month never has.
    await page.getByRole('button', { name: 'Upload statement' }).click();
    await expect(
      page.getByText('Uploading a statement needs at least 1,000 characters left'),
    ).toBeVisible();

    // Two 100-character statements use 200 of 250.
    const line = `${usDate}  STARBUCKS STORE #1234 SEATTLE WA  -5.75`;
    const hundred = line + ' '.repeat(100 - line.length - 1) + '\n';
    expect(hundred).toHaveLength(100);
    for (let i = 0; i < 2; i++) {
      await box.fill(hundred);
      await expect(submit).toHaveText('Run Pennyflow');
      await submit.click();
      await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible();
      await page.getByRole('button', { name: 'Analyze New Transactions' }).click();
    }
    await expect(page.getByTestId('usage-figures')).toHaveText('200 / 250 characters (80%)');

    // The next 100 would pass 250: refused before the call, with the upgrade.
    await box.fill(hundred);
    await submit.click();
    await expect(
      page.getByText(
        "You've reached your monthly limit of 250 characters. Upgrade to Pro for unlimited AI usage.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '$29 One Time Payment' })).toHaveCount(2);
    await expect(page.getByTestId('usage-figures')).toHaveText('200 / 250 characters (80%)');
    await expectNoSeriousA11yViolations(page);

    // The upgrade opens Stripe Checkout (pro-access.spec.ts follows it through).
    await page.getByRole('button', { name: '$29 One Time Payment' }).first().click();
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
  });

  test('without expense categories: Add Category first, then the date picker', async ({ page }) => {
    await signUpSkipped(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Enter Multiple' }).click();
    await expect(page).toHaveURL(/\/ai-chat$/);
    const submit = page.locator('form button[type="submit"]');
    await page.getByLabel('Your transactions').fill(`${usDate}  NETFLIX.COM  -15.49`);
    await expect(submit).toHaveText('Add expense categories to continue');
    await expect(submit).toBeDisabled();

    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('New expense category').fill('Streaming');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Expense categories' })).toHaveText('Streaming');
    await expect(submit).toHaveText('Run Pennyflow');

    // The Transaction Date: month navigation, Sunday first, today marked.
    await page.getByRole('button', { name: /Transaction Date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose the transaction date' });
    await expect(calendar.getByRole('columnheader').first()).toHaveText(/Sun/);
    await expect(calendar.locator('[data-today="true"]')).toHaveCount(1);
    await calendar.getByRole('button', { name: /previous month/i }).click();
    await calendar.getByRole('button', { name: /^.* 15, \d{4}$/ }).click();
    await expect(page.getByTestId('transaction-date')).toHaveText(/ 15, \d{4}$/);
    await expect(calendar).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Transaction Date/ })).toBeFocused();
    // By keyboard it opens on the chosen day; Tab stays inside it, Escape closes it.
    await page.getByRole('button', { name: /Transaction Date/ }).press('Enter');
    await expect(calendar.getByRole('button', { name: / 15, \d{4}$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(calendar.getByRole('button', { name: /previous month/i })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Transaction Date/ })).toBeFocused();

    // A category of the report that the account does not have cannot be imported until it is added.
    await page.getByLabel('Your transactions').fill(`${usDate}  NETFLIX.COM  -15.49`);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const add = page.getByRole('dialog', { name: 'Add a category' });
    await add.getByLabel('Category name').fill('Side Hustle');
    await add.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('button', { name: 'Edit Netflix' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit transaction' });
    await edit.getByLabel('Category').selectOption('Side Hustle');
    await edit.getByRole('button', { name: 'Save' }).click();
    const hustle = card(page, 'Side Hustle');
    await hustle.getByRole('button', { name: /^Add to Budget/ }).click();
    await expect(hustle.getByRole('alert')).toContainText(
      "Cannot add transactions to 'Side Hustle' - this category doesn't exist in your account. Please add it first.",
    );
    await hustle
      .getByRole('button', { name: "Add 'Side Hustle' to your expense categories" })
      .click();
    await expect(hustle.getByRole('alert')).toHaveCount(0);
    await hustle.getByRole('button', { name: /^Add to Budget/ }).click();
    await expect(hustle).toContainText('1 transaction imported successfully to Side Hustle!');
    // The row's own date was read, so the picked Transaction Date was not needed.
    const history = await (await page.request.get(`/api/transactions?month=${month}`)).json();
    expect(history.transactions).toEqual([
      expect.objectContaining({ name: 'Side Hustle', note: 'Netflix', amount: 1_549, date: today }),
    ]);
  });
});
