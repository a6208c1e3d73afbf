// Receipt scanning (issue 36, Pro): a receipt's photo read in the browser fills in Add Transaction
// for the person to check; a photo shared to the app can be added as a receipt; Free users see
// what Pro adds. The receipt is a real scan (tests/fixtures/receipts, CC-BY-4.0).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LICENSE_KEYS } from './accounts.ts';
import { shareToApp, whenControlled } from './installed-app.ts';
import { expectNoSeriousA11yViolations, setThemeViaApi, signUpOnboarded } from './support.ts';

const HORNBACH = path.resolve('tests/fixtures/receipts/hornbach_23092016_03_15200.jpg');
const today = new Date().toISOString().slice(0, 10);
// (The dialog's date is the browser's day; both run here, in one timezone.)

async function openAddDialog(page: Page) {
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  return page.getByRole('dialog', { name: 'Add Transaction' });
}

test('a free account is shown that Pro fills a transaction in from a receipt', async ({ page }) => {
  await signUpOnboarded(page);
  const dialog = await openAddDialog(page);
  await expect(dialog).toContainText('Fill this in from a photo of the receipt with Pro.');
  await expect(dialog.getByRole('link', { name: 'Pro' })).toHaveAttribute(
    'href',
    '/settings?tab=access',
  );
  await expect(dialog.getByRole('button', { name: 'Scan a receipt' })).toHaveCount(0);
});

test('a receipt photo fills in the dialog, which adds it once checked', async ({ page }) => {
  test.slow();
  await signUpOnboarded(page);
  const pro = await page.request.post('/api/functions/validate-license-key', {
    data: { licenseKey: LICENSE_KEYS.forReceipts },
  });
  expect(pro.ok(), await pro.text()).toBe(true);
  await setThemeViaApi(page, 'light');
  const dialog = await openAddDialog(page);
  await expect(dialog.getByRole('button', { name: 'Scan a receipt' })).toBeVisible();
  await dialog.getByLabel('Receipt photo').setInputFiles(HORNBACH);
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Filled in from the receipt' }),
  ).toHaveText(
    'Filled in from the receipt: Hornbach, €152.00 on September 23, 2016. Check it before adding. The receipt is in EUR and your budget in USD: enter the amount in USD.',
    { timeout: 30_000 },
  );
  await expect(dialog.getByLabel('Amount')).toHaveValue('152.00');
  await expect(dialog.getByLabel('Date')).toHaveValue('2016-09-23');
  await expect(dialog.getByLabel('Note')).toHaveValue(/^Hornbach: /);
  await expectNoSeriousA11yViolations(page);

  // Bought long before the budget began: the person moves it to today and picks a category.
  await dialog.getByLabel('Date').fill(today);
  await dialog.getByText('Groceries', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
  const list = await page.request.get(`/api/transactions?month=${today.slice(0, 7)}`);
  const { transactions } = (await list.json()) as {
    transactions: Array<{ amount: number; note: string; name: string }>;
  };
  expect(transactions).toHaveLength(1);
  expect(transactions[0]).toMatchObject({ amount: 152_00, name: 'Groceries' });
  expect(transactions[0]!.note).toMatch(/^Hornbach: .*HORNBACH Baumarkt AG/);
  expect(transactions[0]!.note.length).toBeLessThanOrEqual(200);
});

test.describe('shared to the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a photo shared to the app is asked about, and added as a receipt', async ({ page }) => {
    test.slow();
    await signUpOnboarded(page);
    const pro = await page.request.post('/api/functions/validate-license-key', {
      data: { licenseKey: LICENSE_KEYS.forSharedReceipt },
    });
    expect(pro.ok(), await pro.text()).toBe(true);
    await page.goto('/transactions');
    await whenControlled(page);
    const base64 = readFileSync(HORNBACH).toString('base64');
    await shareToApp(page, { file: { name: 'receipt.jpg', type: 'image/jpeg', base64 } });
    await expect(page.getByRole('heading', { name: 'What is this photo?' })).toBeVisible();
    await page.getByRole('button', { name: 'A receipt: add it' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    // The OCR model loads on first use, then reads: over 30 s once on a busy 2-core CI machine.
    await expect(dialog.getByLabel('Amount')).toHaveValue('152.00', { timeout: 60_000 });
    await expect(dialog.getByLabel('Date')).toHaveValue('2016-09-23');
  });
});
