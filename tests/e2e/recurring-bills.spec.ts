// Repeating bills and recurring charges (issue 33), as a person meets them: a monthly bill on the
// last working day shows in the months ahead with its own due dates, one is skipped in a click and
// brought back, and turning reminders on mails it (to the server log, as without SMTP). A statement
// with Netflix and a gym a month apart is imported; both are found on Recurring, and one becomes a
// repeating bill. A weekly bill is ticked paid one week at a time. Dates come from date-fns, a second implementation beside ours.
import { expect, test, type Page } from '@playwright/test';
import {
  addDays,
  addMonths,
  format,
  isMonday,
  isWeekend,
  lastDayOfMonth,
  startOfMonth,
  subDays,
  subMonths,
} from 'date-fns';
import {
  expectNoSeriousA11yViolations,
  setThemeViaApi,
  signUpViaApi,
  uniqueEmail,
} from './support.ts';
import { readFile } from 'node:fs/promises';
import { LICENSE_KEYS } from './accounts.ts';
import path from 'node:path';

function lastWorkingDay(month: Date): Date {
  let day = lastDayOfMonth(month);
  while (isWeekend(day)) day = subDays(day, 1);
  return day;
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const monthKey = (date: Date) => format(date, 'yyyy-MM');
const shortDate = (date: Date) => format(date, 'MMM d, yyyy');

async function onboard(page: Page, expenseCategories: string[]): Promise<string> {
  const email = await signUpViaApi(page, uniqueEmail('bills'));
  const response = await page.request.post('/api/onboarding/complete', {
    data: { incomeSources: ['Salary'], expenseCategories },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** The newest reminder mail for this email in the server log (no SMTP in e2e). */
async function reminderFromServerLog(email: string): Promise<string> {
  const log = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  let subject: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(log, 'utf8')).split('\n').reverse();
        const line = lines.find((l) => l.startsWith('[mail]') && l.includes(` for ${email}:`));
        subject = line ? /"([^"]+)"/.exec(line)?.[1] : undefined;
        return subject;
      },
      { message: `a reminder for ${email} in ${log}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return subject!;
}

test('a monthly bill on the last working day: three months ahead, one skipped, and its reminder', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await onboard(page, ['Groceries']);
  await setThemeViaApi(page, 'light');
  const now = new Date();
  const firstDue = lastWorkingDay(now);

  await page.goto(`/budget?month=${monthKey(now)}&tab=money-out`);
  await page.getByRole('button', { name: 'Add Bill' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Bill' });
  await dialog.getByLabel('Bill Name').fill('Rent');
  await dialog.getByLabel('Bill Amount').fill('1200');
  await dialog.getByLabel('Repeats').selectOption('monthly');
  await dialog.getByLabel('First Due Date').fill(iso(firstDue));
  await dialog.getByLabel('Falls due').selectOption('last_working_day');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add Bill' }).click();
  await expect(dialog).toBeHidden();

  // The next three months each have Rent, due on their own last working day.
  for (const ahead of [1, 2, 3]) {
    const month = addMonths(now, ahead);
    await page.goto(`/budget?month=${monthKey(month)}&tab=money-out`);
    const bills = page.getByRole('region', { name: 'Bills' });
    await expect(bills.getByRole('row', { name: /Rent/ })).toContainText(
      shortDate(lastWorkingDay(month)),
    );
    await expect(bills.getByRole('row', { name: /Rent/ })).toContainText('Monthly');
  }
  await expectNoSeriousA11yViolations(page);

  // Skip the third month's in one click; it is listed as skipped and comes back.
  const third = lastWorkingDay(addMonths(now, 3));
  await page
    .getByRole('button', { name: `Skip Rent due ${shortDate(third)}` })
    .first()
    .click();
  const skipped = page.getByRole('region', { name: 'Skipped this month' });
  await expect(skipped).toContainText(`Rent, due ${shortDate(third)}`);
  await expect(
    page.getByRole('region', { name: 'Bills' }).getByRole('row', { name: /Rent/ }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Bring back Rent' }).click();
  await expect(
    page.getByRole('region', { name: 'Bills' }).getByRole('row', { name: /Rent/ }),
  ).toHaveCount(1);
  await page
    .getByRole('button', { name: `Skip Rent due ${shortDate(third)}` })
    .first()
    .click();
  await expect(skipped).toBeVisible();

  // Reminders: off until turned on; then what is due within 30 days is mailed at once.
  await page.goto('/settings');
  const reminders = page.getByRole('checkbox', { name: 'Remind me before bills are due' });
  await expect(reminders).not.toBeChecked();
  await reminders.check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByLabel('How long before').selectOption('30');
  await expect(page.getByLabel('How long before')).toHaveValue('30');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await reminderFromServerLog(email)).toMatch(/^Rent is due [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  // At phone width the month's bills still fit.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/budget?month=${monthKey(addMonths(now, 1))}&tab=money-out`);
  await expect(page.getByText('Monthly').filter({ visible: true }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('Netflix and a gym a month apart, imported, are found on Recurring and one becomes a bill', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await onboard(page, ['Subscriptions', 'Fitness']);
  // Pro: the two months' statement is longer than a free month's characters.
  const pro = await page.request.post('/api/functions/validate-license-key', {
    data: { licenseKey: LICENSE_KEYS.forRecurring },
  });
  expect(pro.ok(), await pro.text()).toBe(true);
  const last = subDays(new Date(), 3);
  const first = subMonths(last, 1);
  const us = (date: Date) => format(date, 'MM/dd/yyyy');
  const statement = [
    `${us(first)}  NETFLIX.COM 866-579-7172 CA  -15.49`,
    `${us(subDays(first, 1))}  PUREGYM LTD MEMBERSHIP  -24.99`,
    `${us(first)}  WHOLEFDS MKT 10234 AUSTIN TX  -82.10`,
    `${us(last)}  NETFLIX.COM 866-579-7172 CA  -15.49`,
    `${us(subDays(last, 1))}  PUREGYM LTD MEMBERSHIP  -24.99`,
  ].join('\n');

  await page.goto('/ai-chat');
  await page.getByLabel('Your transactions').fill(statement);
  await page.getByRole('button', { name: 'Run Pennyflow' }).click();
  await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible();
  for (const name of ['Subscriptions', 'Fitness']) {
    const card = page.locator(`section[data-category="${name}"]`);
    await card.getByRole('button', { name: /^Add to Budget/ }).click();
    await expect(card).toContainText('imported successfully');
  }

  await page.getByRole('link', { name: 'Recurring' }).first().click();
  await expect(page).toHaveURL(/\/recurring$/);
  const found = page.getByRole('list', { name: 'Recurring charges' });
  await expect(found.getByRole('listitem')).toHaveCount(2);
  await expect(found).toContainText('Netflix');
  await expect(found).toContainText('PureGym');
  await expect(found.getByRole('listitem').filter({ hasText: 'Netflix' })).toContainText(
    '$15.49 a month',
  );
  await expectNoSeriousA11yViolations(page);

  await found
    .getByRole('listitem')
    .filter({ hasText: 'Netflix' })
    .getByRole('button', { name: 'Make it a bill' })
    .click();
  await expect(page.getByText('Added as a repeating bill')).toBeVisible();
  await expect(
    found.getByRole('listitem').filter({ hasText: 'Netflix' }).getByRole('link', {
      name: 'A repeating bill',
    }),
  ).toBeVisible();

  // Dismissed stays dismissed; it can be brought back.
  await found
    .getByRole('listitem')
    .filter({ hasText: 'PureGym' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Dismissed charges' })).toContainText('PureGym');

  // The bill is in Your Budget from its next charge on, and on the dashboard when it is near.
  const next = addMonths(last, 1);
  await page.goto(`/budget?month=${monthKey(next)}&tab=money-out`);
  await expect(
    page.getByRole('region', { name: 'Bills' }).getByRole('row', { name: /Netflix/ }),
  ).toContainText(shortDate(next));

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/recurring');
  await expect(page.getByRole('list', { name: 'Recurring charges' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('a weekly bill is ticked paid one week at a time, each a payment in the history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await onboard(page, ['Groceries']);
  await setThemeViaApi(page, 'dark');
  const month = addMonths(new Date(), 1);
  // Every Monday of next month.
  const mondays: Date[] = [];
  for (let day = startOfMonth(month); day <= lastDayOfMonth(month); day = addDays(day, 1))
    if (isMonday(day)) mondays.push(day);
  const created = await page.request.post('/api/bills', {
    data: {
      name: 'Cleaner',
      type: 'savings',
      cadence: 'weekly',
      startDate: iso(mondays[0]!),
      amount: 4000,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto(`/budget?month=${monthKey(month)}&tab=money-out`);
  const row = page.getByRole('region', { name: 'Bills' }).getByRole('row', { name: /Cleaner/ });
  const weekTick = (day: Date) =>
    row.getByRole('checkbox', { name: `Cleaner due ${shortDate(day)} paid` });
  await expect(row.getByRole('list', { name: 'Due days' }).getByRole('listitem')).toHaveCount(
    mondays.length,
  );
  await weekTick(mondays[1]!).check();
  await expect(weekTick(mondays[1]!)).toBeChecked();
  await expect(row).toContainText('$40.00');
  await expect(row.getByRole('checkbox', { name: 'Cleaner paid' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // The payment is in Transaction History on its own day.
  await page.goto(`/transactions?month=${monthKey(month)}`);
  await expect(page.getByText('Ticked paid: due').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('$40.00');

  // Every week ticked: the month is paid.
  await page.goto(`/budget?month=${monthKey(month)}&tab=money-out`);
  for (const day of mondays) await weekTick(day).check();
  await expect(row.getByRole('checkbox', { name: 'Cleaner paid' })).toBeChecked();
  await expect(row).toContainText(`$${mondays.length * 40}.00`);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: `Cleaner due ${shortDate(mondays[0]!)} paid` }),
  ).toBeChecked();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('a charge that recurs in a statement becomes a bill from the report itself', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await onboard(page, ['Subscriptions']);
  const last = subDays(new Date(), 2);
  const first = subMonths(last, 1);
  const us = (date: Date) => format(date, 'MM/dd/yyyy');
  await page.goto('/ai-chat');
  await page.getByLabel('Your transactions').fill(
    [
      // Within a free month's 100 characters.
      `${us(first)} SPOTIFY -11.99`,
      `${us(first)} SHELL OIL -41.20`,
      `${us(last)} SPOTIFY -11.99`,
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Run Pennyflow' }).click();
  await expect(page.getByRole('heading', { name: 'Your spending report' })).toBeVisible();
  const insights = page.getByRole('heading', { name: 'Repeated charges' }).locator('..');
  await expect(insights.getByRole('listitem')).toHaveCount(1);
  await expect(insights.getByRole('listitem')).toContainText('Spotify');
  await expect(insights.getByRole('listitem')).toContainText('Monthly, 2 times');
  await expectNoSeriousA11yViolations(page);

  await insights.getByRole('button', { name: 'Make it a bill: Spotify' }).click();
  const added = insights.getByRole('link', { name: /Added as a repeating bill/ });
  await expect(added).toBeVisible();
  // Its next charge, a month after the last, is in Your Budget.
  await added.click();
  const next = addMonths(last, 1);
  await expect(page).toHaveURL(new RegExp(`month=${monthKey(next)}`));
  await expect(
    page.getByRole('region', { name: 'Bills' }).getByRole('row', { name: /Spotify/ }),
  ).toContainText(shortDate(next));
});
