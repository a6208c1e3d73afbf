// Promises the app makes and keeps (issue 30): Watch Tutorial opens our own getting-started guide,
// the help dialog's Write to us reaches support (priority for Pro), and the terms and privacy pages
// the sign-up form names are real.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRO_USER } from './accounts.ts';
import { signUpOnboarded } from './support.ts';

const STEPS = [
  'Plan your month',
  'Log money in and out',
  'Turn a statement into categories',
  'Find and fix transactions',
  'See where it all went',
];

/** The newest support mail the server logged with this subject (no SMTP in e2e). */
async function supportMailLine(subject: string): Promise<string> {
  const log = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(log, 'utf8')).split('\n');
        found = lines.reverse().find((l) => l.startsWith('[mail]') && l.includes(subject));
        return found;
      },
      { message: `a support mail '${subject}' in ${log}`, timeout: 5_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The guide's five steps, each with its picture loaded and described. */
async function expectGuide(page: Page, firstPaint?: typeof PAGE_LOAD): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible(
    firstPaint,
  );
  const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText(
    STEPS.map((s) => new RegExp(s)),
  );
  const images = steps.getByRole('img');
  await expect(images).toHaveCount(STEPS.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /.{20,}/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function writeToUs(form: Locator, subject: string): Promise<void> {
  await form.getByLabel('Subject').fill(subject);
  await form
    .getByLabel('Message')
    .fill('The budget page does not show last month. What did I miss?');
  await form.getByRole('button', { name: 'Send Message' }).click();
}

test.use({ viewport: { width: 1280, height: 800 } });
// On a busy machine the first paint of a test's first lazily loaded page can take longer than the
// default expect timeout, so that one wait allows for it; every later one keeps the default.
const PAGE_LOAD = { timeout: 30_000 };

test('Watch Tutorial opens the getting-started guide inside the app', async ({ page }) => {
  test.slow(); // signs up and goes through onboarding first
  await signUpOnboarded(page);
  await page.goto('/');
  const rail = page.getByRole('complementary', { name: 'Sidebar' });
  const tutorial = rail.getByRole('link', { name: 'Watch Tutorial' });
  await expect(tutorial).toHaveAttribute('href', '/help', PAGE_LOAD);
  await expect(tutorial).not.toHaveAttribute('target', '_blank');
  await tutorial.click();
  await expect(page).toHaveURL(/\/help$/);
  await expectGuide(page);
  // Still in the app, with a form to write to us.
  await expect(rail).toBeVisible();
  await expect(page.getByRole('form', { name: 'Write to us' })).toBeVisible();
});

test('the guide, the terms and the privacy policy are open to visitors', async ({ page }) => {
  await page.goto('/help');
  await expectGuide(page, PAGE_LOAD);
  const contact = page.getByRole('region', { name: 'Still stuck? Write to us' });
  await expect(contact.getByRole('link', { name: 'help@pennyflow.test' })).toHaveAttribute(
    'href',
    'mailto:help@pennyflow.test',
  );
  await expect(contact.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  const footer = page.getByRole('navigation', { name: 'About Pennyflow' });
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const heading of [
    'What is stored',
    'Where it is kept',
    'How long it is kept',
    'What leaves the server',
    'Take your data with you',
    'Delete your account',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Stripe/).first()).toBeVisible();
  // What the browser keeps is listed, and page views are said to outlive the account.
  await expect(
    page.getByText(/your last Spend Breakdown report .* 7 days from when it was made/),
  ).toBeVisible();
  await expect(page.getByText('Nothing else is kept in your browser.')).toBeVisible();
  await expect(
    page.getByText(/Deleting your account removes the\s+link to it, not the page views/),
  ).toBeVisible();

  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/one-time\s+payment of \$29/)).toBeVisible();
});

test('the sign-up form links the terms and the privacy policy', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible(PAGE_LOAD);
  const form = page.locator('form');
  for (const [name, heading] of [
    [/Terms of Service/, 'Terms of Service'],
    [/Privacy Policy/, 'Privacy Policy'],
  ] as const) {
    const link = form.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    const opened = page.waitForEvent('popup');
    await link.click();
    const tab = await opened;
    // A new tab loads the app afresh: its first paint.
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible(PAGE_LOAD);
    await tab.close();
  }
  // The form is still as it was.
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
});

test("the help dialog's Write to us mails support; the form says what is wrong first", async ({
  page,
}) => {
  test.slow(); // signs up and goes through onboarding first
  const email = await signUpOnboarded(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Help & Support' }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Help & Support' });
  const form = dialog.getByRole('form', { name: 'Write to us' });
  await expect(form.getByText(`We reply to ${email}.`)).toBeVisible();

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a subject')).toBeVisible();
  await expect(form.getByText(/Please tell us a little more/)).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');

  const subject = `Missing month ${Date.now()}`;
  await writeToUs(form, subject);
  await expect(dialog.getByRole('status')).toHaveText(
    'Thanks, your message is on its way. We will reply to your account email.',
  );
  const line = await supportMailLine(subject);
  expect(line).toContain(`"Pennyflow help: ${subject}" for help@pennyflow.test`);
  expect(line).toContain(`reply to ${email}`);
  expect(line).not.toContain('[Priority]');
});

test("a Pro user's message is marked priority", async ({ page }) => {
  const response = await page.request.post('/api/auth/sign-in/email', { data: PRO_USER });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/help#write-to-us');
  const form = page.getByRole('form', { name: 'Write to us' });
  await expect(form).toBeInViewport(PAGE_LOAD);
  const subject = `Pro question ${Date.now()}`;
  await writeToUs(form, subject);
  await expect(page.getByRole('status')).toContainText(
    'As a Pro user, your message is marked priority.',
  );
  expect(await supportMailLine(subject)).toContain(
    `"[Priority] Pennyflow help: ${subject}" for help@pennyflow.test`,
  );
});
