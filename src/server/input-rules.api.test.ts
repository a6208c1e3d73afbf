// Typed text with control characters (NUL, BEL, ESC sequences, bidi overrides, zero-width marks) is
// refused everywhere a name is taken, with one clear 400, and nothing is written. A NUL used to reach
// PostgreSQL and answer 500 on eight endpoints, logging the SQL and its parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, MAX_AMOUNT_CENTS } from '#shared/contract/budget';
import { APP_YEARS_MESSAGE } from '#shared/period';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/text';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../tests/setup/api-harness.ts';

const MONTH = '2026-05';
let system: TestSystem;
let user: TestUser;
let categoryId: string;
let transactionId: string;

beforeAll(async () => {
  system = await startTestSystem();
  user = await signUp(system);
  const created = await expectJson<{ categories: Array<{ id: string }> }>(
    await user.send('POST', '/api/categories', {
      categories: [{ name: 'Groceries', type: 'expense', month: MONTH, goal: 10_000 }],
    }),
    201,
  );
  categoryId = created.categories[0]!.id;
  const transaction = await expectJson<{ transaction: { id: string } }>(
    await user.send('POST', '/api/transactions', {
      name: 'Groceries',
      type: 'expense',
      amount: 1_250,
      date: `${MONTH}-03`,
    }),
    201,
  );
  transactionId = transaction.transaction.id;
});
afterAll(() => system?.close());

const BAD_NAMES = [
  ['NUL', 'Rent\u0000'],
  ['BEL', 'Rent\u0007'],
  ['an ESC sequence', '\u001b[31mRent'],
  ['the right-to-left override', '\u202eRent'],
  ['a zero-width space', 'Ren\u200bt'],
] as const;

async function snapshot() {
  const categories = await expectJson(await user.get(`/api/categories?month=${MONTH}`), 200);
  const transactions = await expectJson(await user.get(`/api/transactions?month=${MONTH}`), 200);
  const rules = await expectJson(await user.get('/api/merchant-rules'), 200);
  return { categories, transactions, rules };
}

describe.each(BAD_NAMES)('a name with %s', (_label, name) => {
  const attempts: Array<[string, () => Promise<Response>]> = [
    [
      'category create',
      () =>
        user.send('POST', '/api/categories', {
          categories: [{ name, type: 'expense', month: MONTH, goal: 100 }],
        }),
    ],
    ['category rename', () => user.send('PATCH', `/api/categories/${categoryId}`, { name })],
    [
      'delete by name',
      () =>
        user.request(`/api/categories?name=${encodeURIComponent(name)}&type=expense`, {
          method: 'DELETE',
        }),
    ],
    [
      'transaction create',
      () =>
        user.send('POST', '/api/transactions', {
          name,
          type: 'expense',
          amount: 100,
          date: `${MONTH}-04`,
        }),
    ],
    ['transaction edit', () => user.send('PATCH', `/api/transactions/${transactionId}`, { name })],
    ['search', () => user.get(`/api/transactions?q=${encodeURIComponent(name)}`)],
    [
      'onboarding',
      () =>
        user.send('POST', '/api/onboarding/complete', {
          incomeSources: ['Salary'],
          expenseCategories: [name],
        }),
    ],
    [
      'merchant rule',
      () => user.send('PUT', '/api/merchant-rules', { merchant: name, category: 'Groceries' }),
    ],
  ];

  it.each(attempts)('is refused by %s with 400, changing nothing', async (_where, attempt) => {
    const before = await snapshot();
    await expectError(await attempt(), 400, {
      code: 'VALIDATION',
      error: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('names in other scripts', () => {
  it('keeps accents, emoji and other scripts, in one Unicode spelling', async () => {
    const decomposed = 'Cafe\u0301 ☕ 食料品';
    const created = await expectJson<{ categories: Array<{ name: string }> }>(
      await user.send('POST', '/api/categories', {
        categories: [{ name: decomposed, type: 'expense', month: MONTH, goal: 100 }],
      }),
      201,
    );
    expect(created.categories[0]!.name).toBe('Café ☕ 食料品');
    expect(created.categories[0]!.name).toBe(decomposed.normalize('NFC'));
  });
});

describe('months, totals and counts', () => {
  it.each(['0000-01', '9999-12', '2015-12'])('refuses the month %s', async (month) => {
    await expectError(
      await user.send('POST', '/api/categories', {
        categories: [{ name: 'Far Away', type: 'expense', month, goal: 100 }],
      }),
      400,
      { error: APP_YEARS_MESSAGE },
    );
  });

  it('refuses a transaction dated outside the years the budget offers', async () => {
    await expectError(
      await user.send('POST', '/api/transactions', {
        name: 'Groceries',
        type: 'expense',
        amount: 100,
        date: '2099-12-01',
      }),
      400,
      { error: APP_YEARS_MESSAGE },
    );
  });

  it("refuses an add that would take a category's total past the cap, keeping nothing", async () => {
    const month = '2026-07';
    await expectJson(
      await user.send('POST', '/api/categories', {
        categories: [
          { name: 'Huge', type: 'expense', month, goal: 0, actual: MAX_AMOUNT_CENTS - 100 },
        ],
      }),
      201,
    );
    const before = await snapshotMonth(month);
    await expectError(
      await user.send('POST', '/api/transactions', {
        name: 'Huge',
        type: 'expense',
        amount: 200,
        date: `${month}-02`,
      }),
      400,
      { error: BUDGET_MESSAGES.totalTooLarge },
    );
    expect(await snapshotMonth(month)).toEqual(before);
  });

  it('holds a month to 200 categories, parallel adds included', async () => {
    const batch = (month: string, from: number) => ({
      categories: Array.from({ length: 100 }, (_, i) => ({
        name: `Category ${from + i}`,
        type: 'expense',
        month,
        goal: 0,
      })),
    });
    const month = '2026-08';
    await expectJson(await user.send('POST', '/api/categories', batch(month, 0)), 201);
    await expectJson(await user.send('POST', '/api/categories', batch(month, 100)), 201);
    await expectError(await user.send('POST', '/api/categories', batch(month, 200)), 400, {
      error: BUDGET_MESSAGES.tooManyCategories(200),
    });

    const parallelMonth = '2026-09';
    const answers = await Promise.all(
      [0, 100, 200].map((from) => user.send('POST', '/api/categories', batch(parallelMonth, from))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400]);
    const { categories } = await expectJson<{ categories: unknown[] }>(
      await user.get(`/api/categories?month=${parallelMonth}`),
      200,
    );
    expect(categories).toHaveLength(200);

    // A transaction naming a category of another month would create its row in this full month
    // (issue 32, F6): refused like any other, and nothing is written.
    await expectJson(
      await user.send('POST', '/api/categories', {
        categories: [{ name: 'Elsewhere', type: 'expense', month: '2026-07', goal: 0 }],
      }),
      201,
    );
    const before = await snapshotMonth(month);
    await expectError(
      await user.send('POST', '/api/transactions', {
        name: 'Elsewhere',
        type: 'expense',
        amount: 1_00,
        date: `${month}-10`,
      }),
      400,
      { error: BUDGET_MESSAGES.tooManyCategories(200) },
    );
    expect(await snapshotMonth(month)).toEqual(before);
  });
});

async function snapshotMonth(month: string) {
  const categories = await expectJson(await user.get(`/api/categories?month=${month}`), 200);
  const transactions = await expectJson(await user.get(`/api/transactions?month=${month}`), 200);
  return { categories, transactions };
}
