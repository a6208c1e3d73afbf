// Shared steps for the browser journeys: fresh users made through the real API, and axe checks.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-42';

/** Signs a new user up through the API (the page's context keeps the session cookie). */
export async function signUpViaApi(page: Page, email = uniqueEmail()): Promise<string> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A signed-in user who finished onboarding with one income source and two expense categories. */
export async function signUpOnboarded(page: Page, email = uniqueEmail()): Promise<string> {
  await signUpViaApi(page, email);
  const response = await page.request.post('/api/onboarding/complete', {
    data: { incomeSources: ['Salary'], expenseCategories: ['Groceries', 'Dining Out'] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** Fails on serious or critical accessibility violations of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
