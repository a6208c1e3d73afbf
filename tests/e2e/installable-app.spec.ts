// The installable app (issue 36): what Chromium reads of the manifest and the service worker, the
// app opening offline from its cache, transactions added offline sent once each when the
// connection returns (also when it breaks mid-sync), and a statement shared to the app.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shareToApp, whenAnswersSaved, whenControlled } from './installed-app.ts';
import { PASSWORD, signUpOnboarded } from './support.ts';

// This spec is about the service worker: let it register (the others block it).
test.use({ serviceWorkers: 'allow' });

const TD_2014_PDF = path.resolve(
  'tests/fixtures/statements/pdf/td_statement_extractor/spec/fixtures/VISA_2014.pdf',
);

async function addOffline(
  page: Page,
  amount: string,
  note: string,
  category = 'Groceries',
): Promise<void> {
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByText(category, { exact: true }).click();
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
}

async function serverTransactions(page: Page, month: string) {
  const response = await page.request.get(`/api/transactions?month=${month}&limit=500`);
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as { transactions: Array<{ note: string | null; amount: number }> }
  ).transactions;
}

const thisMonth = new Date().toISOString().slice(0, 7);

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
}

test('Chromium finds the app installable: manifest, icons, shortcuts, share target and worker', async ({
  page,
}) => {
  await page.goto('/start');
  await whenControlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors).toEqual([]);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: unknown[];
    data: string;
  };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data) as {
    name: string;
    display: string;
    start_url: string;
    icons: Array<{ sizes: string; purpose?: string }>;
    shortcuts: Array<{ name: string; url: string }>;
    share_target: { action: string; method: string };
  };
  expect(manifest).toMatchObject({ name: 'Pennyflow', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Add Transaction', 'Spend Breakdown']);
  expect(manifest.share_target).toMatchObject({ action: '/share', method: 'POST' });
  // Every icon the manifest names is served.
  for (const icon of (JSON.parse(data) as { icons: Array<{ src: string }> }).icons) {
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }
});

test('20 transactions added offline survive a reload offline and arrive once each', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpOnboarded(page);
  await page.goto('/transactions');
  await whenControlled(page);
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await whenAnswersSaved(page);

  await goOffline(context, page);
  for (let i = 1; i <= 20; i++) await addOffline(page, `${i}.25`, `Offline ${i}`);
  const pending = page.getByRole('list', { name: 'Waiting to sync' }).getByRole('listitem');
  await expect(pending).toHaveCount(20);
  await expect(pending.first()).toContainText('Waiting to sync');
  // 1.25 + 2.25 + ... + 20.25 = 215.00, counted in the month's totals as pending.
  await expect(page.getByTestId('period-totals')).toContainText('Money Out $215.00');
  await expect(page.getByTestId('pending-totals')).toHaveText(
    'Includes $215.00 out pending, waiting to sync',
  );

  // Reloaded without a connection, the app opens from its cache with the entries still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toContainText('Showing what was saved');
  await expect(pending).toHaveCount(20);

  await context.setOffline(false);
  await expect(page.getByText('20 transactions added offline are now in your budget.')).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await expect(pending).toHaveCount(0);
  const stored = await serverTransactions(page, thisMonth);
  expect(stored).toHaveLength(20);
  expect(new Set(stored.map((t) => t.note)).size).toBe(20);
  expect(stored.reduce((sum, t) => sum + t.amount, 0)).toBe(215_00);
  await expect(page.getByTestId('period-totals')).toContainText('Money Out $215.00');
  await expect(page.getByTestId('pending-totals')).toHaveCount(0);
});

test('answers lost mid-sync are retried, and each entry still arrives once', async ({
  page,
  context,
}) => {
  await signUpOnboarded(page);
  await page.goto('/transactions');
  await whenControlled(page);
  await whenAnswersSaved(page);
  await goOffline(context, page);
  for (let i = 1; i <= 3; i++) await addOffline(page, `${i}0.00`, `Lost answer ${i}`);

  // The first two sends reach the server, but their answers never come back: the sync stops at
  // the first, and the next try (when the connection comes back again) sends it again.
  let lost = 0;
  await page.route('**/api/transactions', async (route) => {
    if (route.request().method() !== 'POST' || lost >= 2) return route.continue();
    lost++;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect.poll(() => lost).toBe(1);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => lost).toBe(2);
  await context.setOffline(true);
  await context.setOffline(false);
  const pending = page.getByRole('list', { name: 'Waiting to sync' }).getByRole('listitem');
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  const stored = await serverTransactions(page, thisMonth);
  expect(stored.map((t) => t.note).sort()).toEqual([
    'Lost answer 1',
    'Lost answer 2',
    'Lost answer 3',
  ]);
  expect(stored.reduce((sum, t) => sum + t.amount, 0)).toBe(60_00);
});

test('a PDF statement shared to the app opens the free breakdown with its report', async ({
  page,
}) => {
  test.slow();
  await page.goto('/breakdown');
  await whenControlled(page);
  const base64 = readFileSync(TD_2014_PDF).toString('base64');
  await shareToApp(page, { file: { name: 'statement.pdf', type: 'application/pdf', base64 } });
  await expect(page).toHaveURL(/\/breakdown$/);
  await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText(
    "Matches the statement's balance",
  );
});

test('a category renamed meanwhile is followed; one deleted meanwhile is told, corrected and sent', async ({
  page,
  context,
}) => {
  await signUpOnboarded(page);
  await page.goto('/transactions');
  await whenControlled(page);
  await whenAnswersSaved(page);
  await goOffline(context, page);
  await addOffline(page, '8.40', 'Market', 'Groceries');
  await addOffline(page, '31.00', 'Birthday dinner', 'Dining Out');

  // Elsewhere (another device, say), Groceries is renamed and Dining Out deleted.
  const rows = (await (await page.request.get('/api/categories')).json()) as {
    categories: Array<{ id: string; name: string }>;
  };
  const groceries = rows.categories.find((row) => row.name === 'Groceries')!;
  const renamed = await page.request.patch(`/api/categories/${groceries.id}?scope=later`, {
    data: { name: 'Food Shop' },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const deleted = await page.request.delete('/api/categories?name=Dining%20Out&type=expense');
  expect(deleted.ok(), await deleted.text()).toBe(true);

  await context.setOffline(false);
  const offlineEntries = page.getByRole('region', { name: 'Offline entries' });
  await expect(offlineEntries).toContainText('A transaction added offline is now in your budget.');
  await expect(offlineEntries).toContainText(
    '‘Market’ $8.40 on ' + new Date().toISOString().slice(0, 10),
  );
  await expect(offlineEntries).toContainText(
    'went to ‘Food Shop’: ‘Groceries’ was renamed meanwhile.',
  );
  await expect(offlineEntries).toContainText(
    "A transaction added offline could not be saved: Category 'Dining Out' does not exist. Please add this category first.",
  );

  const pending = page.getByRole('list', { name: 'Waiting to sync' }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Not saved');
  await pending.getByRole('button', { name: /^Edit Dining Out entry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('31.00');
  await expect(dialog.getByLabel('Note')).toHaveValue('Birthday dinner');
  await dialog.getByText('Food Shop', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  // The open dialog hides the page from the accessibility tree (so the list would count 0 at once):
  // it closes when the server has stored the entry.
  await expect(dialog).toBeHidden();
  await expect(pending).toHaveCount(0);
  const stored = await serverTransactions(page, thisMonth);
  expect(stored.map((t) => `${t.note} ${t.amount}`).sort()).toEqual([
    'Birthday dinner 3100',
    'Market 840',
  ]);
});

test('signing out forgets the waiting entries and the saved answers', async ({ page, context }) => {
  const email = await signUpOnboarded(page);
  await page.goto('/transactions');
  await whenControlled(page);
  await whenAnswersSaved(page);
  await goOffline(context, page);
  await addOffline(page, '5.00', 'Never sent');
  // Back online, but the server cannot be reached for adds: the entry keeps waiting.
  await page.route('**/api/transactions', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await context.setOffline(false);
  await expect(
    page.getByRole('list', { name: 'Waiting to sync' }).getByRole('listitem'),
  ).toHaveCount(1);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/(start|login)$/);
  const stores = await page.evaluate(async () => {
    const count = (name: string, store: string) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(0);
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        };
      });
    return {
      outbox: await count('pennyflow-outbox', 'entries'),
      saved: await count('pennyflow-saved-queries', 'queries'),
    };
  });
  expect(stores).toEqual({ outbox: 0, saved: 0 });

  // Signing in again, nothing of the entry comes back.
  await page.unroute('**/api/transactions');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Waiting to sync' })).toHaveCount(0);
  expect(await serverTransactions(page, thisMonth)).toEqual([]);
});

test("the shortcut opens Add Transaction; text shared while signed in goes to Spend Breakdown's report", async ({
  page,
}) => {
  await signUpOnboarded(page);
  await page.goto('/transactions?add=expense');
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Money Out' })).toBeChecked();
  await expect(page).toHaveURL(/\/transactions$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await whenControlled(page);
  await shareToApp(page, { text: '03/02 TESCO STORES 52.10' });
  await expect(page).toHaveURL(/\/ai-chat$/);
  // The box takes the text and the report replaces it at once (the box may be gone before a check).
  await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible();
  await expect(page.getByTestId('report-transaction')).toHaveCount(1);
  await expect(page.getByTestId('report-transaction')).toContainText('$52.10');
});

test('a page that loses its connection before the worker is installed stays on screen', async ({
  page,
  context,
}) => {
  await signUpOnboarded(page);
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await context.setOffline(true);
  // The worker's registration loads 4 s after the page: offline, it cannot, and nothing else breaks.
  await page.waitForTimeout(5_000);
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
});
