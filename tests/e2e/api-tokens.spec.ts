// Settings, API: a person makes a token, sees it once, a script uses it (read-only: reads, refused a
// write), the list shows its last use and the security log each use, and one click revokes it.
import { expect, test } from '@playwright/test';
import { TOKEN_MESSAGES } from '../../src/shared/contract/tokens.ts';
import { expectNoSeriousA11yViolations, setThemeViaApi, signUpOnboarded } from './support.ts';

for (const { theme, width } of [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 375 },
] as const) {
  test(`makes, uses and revokes an API token (${theme} theme, ${width} px)`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpOnboarded(page);
    await setThemeViaApi(page, theme);
    await page.goto('/settings?tab=api');
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You have no API tokens.')).toBeVisible();

    await page.getByRole('button', { name: 'Make a token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an API token' });
    await dialog.getByRole('button', { name: 'Make token' }).click();
    await expect(dialog.getByText(TOKEN_MESSAGES.nameEmpty)).toBeVisible();
    await dialog.getByLabel('Name').fill('Spending script');
    await expect(dialog.getByLabel('Access')).toHaveValue('read');
    await dialog.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Make token' }).click();

    const shown = page.getByRole('dialog', { name: "Your token 'Spending script'" });
    const token = (await shown.getByLabel('Your new API token').textContent()) ?? '';
    expect(token).toMatch(/^pf_/);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await shown.getByRole('button', { name: 'Done' }).click();

    const tokens = page.getByRole('list', { name: 'Your API tokens' });
    await expect(tokens.getByText('Spending script')).toBeVisible();
    await expect(tokens.getByText(/Read only · Expires .* · Never used/)).toBeVisible();

    // A script: no cookie, no Origin, just the token.
    const baseURL = test.info().project.use.baseURL ?? '';
    const script = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    const month = new Date().toISOString().slice(0, 7);
    expect((await script.get(`/api/transactions?month=${month}`)).status()).toBe(200);
    const write = await script.post('/api/transactions', {
      data: { name: 'Groceries', type: 'expense', amount: 100, date: `${month}-01` },
    });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { error: string }).error).toBe(TOKEN_MESSAGES.readOnly);
    expect((await script.get('/api/me')).status()).toBe(403);

    await page.reload();
    await expect(tokens.getByText(/Last used/)).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    const log = page.getByRole('list', { name: 'Security events, newest first' });
    await expect(
      log.getByText(`Spending script: GET /api/transactions`, { exact: true }),
    ).toBeVisible();
    await expect(log.getByText('API token made')).toBeVisible();

    await page.getByRole('tab', { name: 'API' }).click();
    const reference = page.getByRole('link', { name: /API reference/ });
    await expect(reference).toHaveAttribute('href', '/api/docs');
    const docs = await page.request.get('/api/docs');
    expect(docs.status()).toBe(200);
    expect(await docs.text()).toContain('<code>/api/transactions</code>');
    await expect(page.getByLabel('MCP client settings')).toContainText(`${baseURL}/mcp`);
    await page.getByRole('button', { name: 'Revoke Spending script' }).click();
    await expect(page.getByText('You have no API tokens.')).toBeVisible();
    const refused = await script.get(`/api/transactions?month=${month}`);
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe(TOKEN_MESSAGES.invalid);
    await expectNoSeriousA11yViolations(page);
    await script.dispose();
  });
}
