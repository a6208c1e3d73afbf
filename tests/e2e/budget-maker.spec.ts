// The public budget maker (/budget-maker): the three steps with their checks, a real statement pasted
// and one uploaded as CSV, the download, Create New Budget, the live counter seen from a second
// browser, the donation pop-up and its failure, and 'Save this budget' through sign-up into a budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  PASSWORD,
  rememberThemeSignedOut,
  uniqueEmail,
} from './support.ts';

const fixtures = path.resolve('tests/fixtures/statements');
/** A TD Canada Trust Visa statement's text (13,302 characters). */
const TD_VISA_TEXT = readFileSync(
  path.join(fixtures, 'pdf/td_statement_extractor/spec/fixtures/VISA_2014.txt'),
  'utf8',
);
const CHASE_CSV = path.join(fixtures, 'reckon/spec/integration/chase/input.csv');

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** What the breakdown endpoint says the text spends, in cents: the budget must agree with it. */
async function spentPerBreakdown(page: Page, message: string): Promise<number> {
  const response = await page.request.post('/api/functions/financial-breakdown-ai', {
    data: { message, source: 'free_tool' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { totalSpent: number };
  return Math.round(body.totalSpent * 100);
}

async function counterValue(page: Page): Promise<number> {
  return Number((await page.getByTestId('budget-counter').textContent())!.replace(/,/g, ''));
}

async function fillIncome(page: Page, rows: Array<[string, string]>) {
  for (const [index, [name, amount]] of rows.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Income Source' }).click();
    await page.getByLabel(`Income source ${index + 1}`, { exact: true }).fill(name);
    await page.getByLabel(`Monthly amount of income source ${index + 1}`).fill(amount);
  }
}

/** The donation pop-up comes a second after each budget (e2e configures donations): close it. */
async function closeDonationPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Did this help?' });
  await popup.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(popup).toBeHidden();
}

const step = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Progress' })
    .getByRole('listitem')
    .filter({ hasText: name });

test.describe('the budget maker', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('checks each step, keeps the income on Back, and makes a budget from a pasted statement', async ({
    page,
  }) => {
    await page.goto('/budget-maker');
    await expect(page.getByRole('heading', { name: 'Make a budget in two minutes' })).toBeVisible();
    await expect(step(page, 'Income')).toHaveAttribute('aria-current', 'step');

    // Nothing entered, then half-entered rows: each says what is missing.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please add at least one income source')).toBeVisible();
    await fillIncome(page, [
      ['Salary', '0'],
      ['', '120'],
    ]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter an amount greater than 0')).toBeVisible();
    await expect(page.getByText('Please enter a name for this income source')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What comes in each month?' })).toBeVisible();

    await page.getByLabel('Monthly amount of income source 1').fill('4,200');
    await page.getByLabel('Income source 2', { exact: true }).fill('Side Gig');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'What goes out?' })).toBeVisible();
    await expect(step(page, 'Expenses')).toHaveAttribute('aria-current', 'step');

    // Back keeps what was entered.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Income source 1', { exact: true })).toHaveValue('Salary');
    await expect(page.getByLabel('Monthly amount of income source 2')).toHaveValue('120');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Generate waits for text; the counter warns above 14,000 and the box stops at 15,000.
    const generate = page.getByRole('button', { name: 'Generate Budget' });
    const expenses = page.getByLabel('Your expenses');
    const count = page.getByTestId('expense-character-count');
    await expect(generate).toBeDisabled();
    await expenses.fill('   ');
    await expect(generate).toBeDisabled();
    await expenses.fill('x'.repeat(14_001));
    await expect(count).toHaveText('14,001 / 15,000');
    await expect(count).toHaveClass(/text-warning/);
    await expenses.fill('x'.repeat(16_000));
    await expect(count).toHaveText('15,000 / 15,000');
    await expenses.fill(TD_VISA_TEXT);
    await expect(count).not.toHaveClass(/text-warning/);

    const before = await counterValue(page);
    await generate.click();
    await expect(page.getByRole('heading', { name: 'Your monthly budget' })).toBeVisible();
    await expect(step(page, 'Your Budget')).toHaveAttribute('aria-current', 'step');
    // The donation pop-up is modal: while it is open the result is hidden from role queries.
    await closeDonationPopup(page);

    const spent = await spentPerBreakdown(page, TD_VISA_TEXT);
    expect(spent).toBeGreaterThan(0);
    await expect(page.getByTestId('total-income')).toHaveText('$4,320.00');
    await expect(page.getByTestId('total-expenses')).toHaveText(usd(spent));
    await expect(page.getByTestId('remaining')).toHaveText(usd(4_320_00 - spent));
    const rows = page.getByRole('table', { name: 'Expenses by category' }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // This browser's own budget shows on its counter at once.
    await expect.poll(() => counterValue(page)).toBeGreaterThan(before);
    await expectNoSeriousA11yViolations(page);
  });

  test('reads a CSV export, ignores an empty one, warns of an overspend, downloads, and starts over', async ({
    page,
  }, testInfo) => {
    await page.goto('/budget-maker');
    await fillIncome(page, [['Salary', '100']]);
    await page.getByRole('button', { name: 'Continue' }).click();

    const file = page.getByTestId('expense-file');
    const emptyCsv = testInfo.outputPath('empty.csv');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(emptyCsv, '');
    await file.setInputFiles(emptyCsv);
    await expect(page.getByLabel('Your expenses')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await file.setInputFiles(CHASE_CSV);
    const csv = readFileSync(CHASE_CSV, 'utf8');
    await expect(page.getByLabel('Your expenses')).toHaveValue(csv);
    await page.getByRole('button', { name: 'Generate Budget' }).click();
    await expect(page.getByRole('heading', { name: 'Your monthly budget' })).toBeVisible();
    // The donation pop-up is modal: while it is open the result is hidden from role queries.
    await closeDonationPopup(page);

    const spent = await spentPerBreakdown(page, csv);
    await expect(page.getByTestId('total-expenses')).toHaveText(usd(spent));
    await expect(page.getByTestId('remaining')).toHaveText(usd(100_00 - spent));
    await expect(
      page.getByText(`You spend ${usd(spent - 100_00)} more than you earn.`),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Budget' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pennyflow-budget.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('INCOME\n  Salary: $100.00\n  Total Income: $100.00\n');
    expect(text).toContain(`  Total Expenses: ${usd(spent)}\n`);
    expect(text).toContain(`REMAINING: ${usd(100_00 - spent)}\n`);
    const firstRow = page
      .getByRole('table', { name: 'Expenses by category' })
      .locator('tbody tr')
      .first();
    const firstName = (await firstRow.locator('th span[title]').getAttribute('title'))!;
    expect(text).toMatch(
      new RegExp(
        `  ${firstName.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}: \\$[\\d,.]+ \\(\\d+\\.\\d%\\)`,
      ),
    );

    await page.getByRole('button', { name: 'Create New Budget' }).click();
    await expect(page.getByRole('heading', { name: 'What comes in each month?' })).toBeVisible();
    await expect(page.getByLabel('Income source 1', { exact: true })).toHaveValue('');
    await page.getByLabel('Income source 1', { exact: true }).fill('Salary');
    await page.getByLabel('Monthly amount of income source 1').fill('10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Your expenses')).toHaveValue('');
  });

  test('the counter shows no figure until the real count loads', async ({ page }) => {
    // Hold the count's stream until the placeholder has been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/budget-counter/events', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/budget-maker');
    // Neutral: a dash, read out as loading, and no number at all (the spec's 1,000 was invented).
    const badge = page.getByText(/budgets made$/);
    const loading = page.getByTestId('budget-counter-loading');
    await expect(loading).toBeVisible();
    await expect(loading).toHaveText('–Loading the number of');
    await expect(badge).not.toHaveText(/\d/);
    release();
    await expect(loading).toHaveCount(0);
    await expect(badge).toHaveText(/^\d[\d,]* budgets made$/);
  });

  test('the counter moves in another browser when a budget is made', async ({ page, browser }) => {
    const watcher = await browser.newPage();
    try {
      await watcher.goto('/budget-maker');
      // The real count (budgets made by earlier tests; no seeded 1,000), which the server pushes.
      await expect(watcher.getByTestId('budget-counter-loading')).toHaveCount(0);
      const before = await counterValue(watcher);
      expect(Number.isInteger(before)).toBe(true);
      await page.goto('/budget-maker');
      await fillIncome(page, [['Salary', '3000']]);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Your expenses').fill(TD_VISA_TEXT);
      const made = page.waitForResponse('**/api/functions/budget-maker');
      await page.getByRole('button', { name: 'Generate Budget' }).click();
      const { budgetsGenerated } = (await (await made).json()) as { budgetsGenerated: number };
      await expect.poll(() => counterValue(watcher)).toBeGreaterThanOrEqual(budgetsGenerated);
      expect(budgetsGenerated).toBeGreaterThan(before);
    } finally {
      await watcher.close();
    }
  });

  test('the donation pop-up comes a second after the budget and opens Stripe in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/budget-maker');
    await fillIncome(page, [['Salary', '3000']]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your expenses').fill(TD_VISA_TEXT);
    await page.getByRole('button', { name: 'Generate Budget' }).click();
    await expect(page.getByRole('heading', { name: 'Your monthly budget' })).toBeVisible();
    const shownAt = Date.now();
    const dialog = page.getByRole('dialog', { name: 'Did this help?' });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    // Not at once: about a second after the result (the check itself takes some of it).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(700);
    await expectNoSeriousA11yViolations(page);

    // A failed checkout says so and opens nothing.
    await page.route('**/api/functions/donation-checkout', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }),
    );
    await dialog.getByRole('button', { name: 'Donate' }).click();
    await expect(dialog.getByText('Failed to process donation. Please try again.')).toBeVisible();
    await page.unroute('**/api/functions/donation-checkout');

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Donate' }).click(),
    ]);
    await expect(tab).toHaveURL(/\/c\/pay\/cs_test_/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your monthly budget' })).toBeVisible();

    // Stripe sends a donor back here with donation_success=true.
    await tab.goto(new URL('/budget-maker?donation_success=true', page.url()).href);
    await expect(tab.getByText('Thank you for your donation!')).toBeVisible();
  });

  test('says so when the budget cannot be made', async ({ page }) => {
    await page.goto('/budget-maker');
    await fillIncome(page, [['Salary', '3000']]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your expenses').fill(TD_VISA_TEXT);
    await page.route('**/api/functions/budget-maker', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }),
    );
    await page.getByRole('button', { name: 'Generate Budget' }).click();
    await expect(page.getByText('Failed to generate budget. Please try again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What goes out?' })).toBeVisible();
  });

  test("'Save this budget' leads through sign-up to a first month holding the budget", async ({
    page,
  }) => {
    await page.goto('/budget-maker');
    await fillIncome(page, [['Salary', '4200']]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your expenses').fill(TD_VISA_TEXT);
    await page.getByRole('button', { name: 'Generate Budget' }).click();
    const table = page.getByRole('table', { name: 'Expenses by category' });
    await expect(table).toBeVisible();
    // The donation pop-up is modal: while it is open the table is hidden from role queries.
    await closeDonationPopup(page);
    const rows = await table.locator('tbody tr').all();
    const budget: Array<{ name: string; suggested: string }> = [];
    for (const row of rows) {
      const name = (await row.locator('th span[title]').getAttribute('title'))!;
      if (name === 'Needs Category') continue;
      budget.push({ name, suggested: (await row.locator('td').last().textContent())!.trim() });
    }
    expect(budget.length).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Save this budget' }).click();
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(
      page.getByText('Create a free account to keep the budget you just made.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('budget-maker'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Your budget from the budget maker is filled in.')).toBeVisible();
    await expect(page.getByText('Salary', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/budget');
    await expect(page.getByRole('cell', { name: 'Salary' }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Money Out' }).click();
    for (const { name, suggested } of budget) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });
      await expect(row.first(), name).toContainText(suggested);
    }
  });
});

test('looks finished at phone width in both themes, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const theme of ['dark', 'light'] as const) {
    await rememberThemeSignedOut(page, theme);
    await page.goto('/budget-maker');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please add at least one income source')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  }
});
