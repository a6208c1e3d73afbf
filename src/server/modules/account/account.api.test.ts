// Your data: the exports hold the caller's own categories and transactions (and nobody else's), and
// deleting the account removes every row they own in one go, after they type their email.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/contract/account';
import {
  budgetImports,
  categories,
  merchantRules,
  profiles,
  session,
  transactions,
  user,
} from '../../db/schema.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import type { AccountExport } from './service.ts';

const MONTH = '2026-04';
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

/** A user with two categories, two transactions (one named like a formula) and a merchant rule. */
async function userWithData(): Promise<TestUser> {
  const person = await signUp(system);
  await expectJson(await person.get('/api/me'), 200);
  await expectJson(
    await person.send('POST', '/api/categories', {
      categories: [
        { name: 'Groceries', type: 'expense', month: MONTH, goal: 40_000 },
        { name: '=HYPERLINK("x")', type: 'expense', month: MONTH, goal: 0 },
      ],
    }),
    201,
  );
  for (const [name, amount] of [
    ['Groceries', 1_999],
    ['=HYPERLINK("x")', 500],
  ] as const) {
    await expectJson(
      await person.send('POST', '/api/transactions', {
        name,
        type: 'expense',
        amount,
        date: `${MONTH}-05`,
      }),
      201,
    );
  }
  await expectJson(
    await person.send('PUT', '/api/merchant-rules', { merchant: 'Tesco', category: 'Groceries' }),
    200,
  );
  return person;
}

describe('GET /api/account/export', () => {
  it('gives everything the user entered as JSON, as a download', async () => {
    const person = await userWithData();
    const stranger = await userWithData();
    const response = await person.get('/api/account/export/pennyflow.json');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pennyflow-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = await expectJson<AccountExport>(response, 200);
    expect(data.account.email).toBe(person.email);
    expect(data.categories.map((c) => [c.name, c.goal, c.actual])).toEqual([
      ['=HYPERLINK("x")', 0, 5],
      ['Groceries', 400, 19.99],
    ]);
    expect(data.transactions.map((t) => [t.date, t.category, t.amount])).toEqual([
      [`${MONTH}-05`, 'Groceries', 19.99],
      [`${MONTH}-05`, '=HYPERLINK("x")', 5],
    ]);
    expect(data.merchantRules).toEqual([{ merchant: 'Tesco', category: 'Groceries' }]);
    expect(data.repeatingBills).toEqual([]);
    expect(data.reminders).toEqual({ billReminders: false, reminderDays: 3, weeklySummary: false });
    expect(JSON.stringify(data)).not.toContain(stranger.email);
  });

  it('includes repeating bills with their skipped occurrences, and the reminder settings', async () => {
    const person = await userWithData();
    const { bill } = await expectJson<{ bill: { id: string } }>(
      await person.send('POST', '/api/bills', {
        name: 'Rent',
        type: 'debt',
        cadence: 'monthly',
        startDate: '2027-01-31',
        amount: 120_050,
      }),
      201,
    );
    await expectJson(
      await person.send('POST', `/api/bills/${bill.id}/occurrences/2027-02-28/skip`),
      200,
    );
    await expectJson(
      await person.send('PATCH', '/api/reminders/settings', { weeklySummary: true }),
      200,
    );
    const data = await expectJson<AccountExport>(
      await person.get('/api/account/export/pennyflow.json'),
      200,
    );
    expect(data.repeatingBills).toEqual([
      expect.objectContaining({
        name: 'Rent',
        cadence: 'monthly',
        startDate: '2027-01-31',
        amount: 1200.5,
        changedOccurrences: [
          { scheduledDate: '2027-02-28', skipped: true, dueDate: null, amount: null, paid: false },
        ],
      }),
    ]);
    expect(data.reminders).toEqual({ billReminders: false, reminderDays: 3, weeklySummary: true });
  });

  it('gives transactions and categories as CSV a spreadsheet cannot run', async () => {
    const person = await userWithData();
    const csv = await (await person.get('/api/account/export/transactions.csv')).text();
    expect(csv.split('\r\n')).toEqual([
      'Date,Type,Category,Amount,Note',
      `${MONTH}-05,expense,Groceries,19.99,`,
      `${MONTH}-05,expense,"'=HYPERLINK(""x"")",5.00,`,
    ]);
    const categoriesResponse = await person.get('/api/account/export/categories.csv');
    expect(categoriesResponse.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await categoriesResponse.text()).split('\r\n')[0]).toBe(
      'Month,Type,Name,Goal,Actual,Due date,Paid',
    );
  });

  it('writes a negative amount as a number a spreadsheet adds up, not as text (issue 32, F7)', async () => {
    const person = await userWithData();
    // A correction (kind adjustment) is the one row whose amount may be negative.
    await expectJson(
      await person.send('POST', '/api/categories', {
        categories: [{ name: 'Refunds', type: 'expense', month: MONTH, goal: 0, actual: 100 }],
      }),
      201,
    );
    await expectJson(
      await person.send('POST', '/api/transactions', {
        name: 'Refunds',
        type: 'expense',
        amount: 500,
        date: `${MONTH}-06`,
      }),
      201,
    );
    const listed = await expectJson<{
      transactions: Array<{ id: string; name: string; kind: string }>;
    }>(await person.get(`/api/transactions?month=${MONTH}`), 200);
    const correction = listed.transactions.find((t) => t.kind === 'adjustment')!;
    await expectJson(
      await person.send('PATCH', `/api/transactions/${correction.id}`, { amount: -118 }),
      200,
    );
    const rows = (await (await person.get('/api/account/export/transactions.csv')).text()).split(
      '\r\n',
    );
    expect(
      rows
        .find((row) => row.includes('1.18'))
        ?.split(',')
        .slice(2, 4),
    ).toEqual(['Refunds', '-1.18']);
  });

  it('answers 404 for another file and 401 signed out', async () => {
    const person = await signUp(system);
    await expectError(await person.get('/api/account/export/passwords.txt'), 404);
    await expectError(await system.request('/api/account/export/pennyflow.json'), 401);
  });
});

describe('DELETE /api/account', () => {
  async function rowsOf(userId: string) {
    const count = async (table: PgTable, column: PgColumn) => {
      const [row] = await system.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(column, userId));
      return row!.n;
    };
    return {
      user: await count(user, user.id),
      profile: await count(profiles, profiles.id),
      sessions: await count(session, session.userId),
      categories: await count(categories, categories.userId),
      transactions: await count(transactions, transactions.userId),
      rules: await count(merchantRules, merchantRules.userId),
      imports: await count(budgetImports, budgetImports.userId),
    };
  }

  it('refuses without the email typed, changing nothing', async () => {
    const person = await userWithData();
    const before = await rowsOf(person.id);
    await expectError(
      await person.send('DELETE', '/api/account', { email: 'someone-else@example.com' }),
      400,
      { error: ACCOUNT_MESSAGES.confirmMismatch },
    );
    await expectError(await person.send('DELETE', '/api/account', {}), 400);
    expect(await rowsOf(person.id)).toEqual(before);
  });

  it('removes the user and every row they own, and nobody else’s', async () => {
    const person = await userWithData();
    const bystander = await userWithData();
    const bystanderBefore = await rowsOf(bystander.id);
    await expectJson(
      await person.send('DELETE', '/api/account', { email: person.email.toUpperCase() }),
      200,
    );
    expect(await rowsOf(person.id)).toEqual({
      user: 0,
      profile: 0,
      sessions: 0,
      categories: 0,
      transactions: 0,
      rules: 0,
      imports: 0,
    });
    expect((await person.get('/api/me')).status).toBe(401);
    expect(await rowsOf(bystander.id)).toEqual(bystanderBefore);
  });
});
