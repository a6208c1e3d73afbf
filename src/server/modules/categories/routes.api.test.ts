// GET /api/categories: the caller's own categories, optionally for one month, oldest month first then by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView } from '#shared/contract/budget';
import type { DashboardView } from '#shared/contract/dashboard';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';

let system: TestSystem;
let alice: TestUser;
let bob: TestUser;

async function list(user: TestUser, query = ''): Promise<CategoryView[]> {
  const body = await expectJson<{ categories: CategoryView[] }>(
    await user.get(`/api/categories${query}`),
    200,
  );
  return body.categories;
}

async function onboard(
  user: TestUser,
  month: string,
  incomeSources: string[],
  expenseCategories: string[],
) {
  await expectJson(
    await user.send('POST', '/api/onboarding/complete', {
      incomeSources,
      expenseCategories,
      month,
    }),
    200,
  );
}

beforeAll(async () => {
  system = await startTestSystem();
  [alice, bob] = await Promise.all([signUp(system), signUp(system)]);
  await onboard(alice, '2026-02', ['Salary'], ['Utilities', 'Groceries']);
  await onboard(alice, '2025-11', ['Bonus'], ['Rent/Mortgage']);
  await onboard(bob, '2026-02', ['Wages'], ['Fitness']);
});
afterAll(() => system?.close());

describe('GET /api/categories', () => {
  it('answers in pages that together are the whole list, in the same order', async () => {
    const person = await signUp(system);
    for (const [month, name] of [
      ['2026-01', 'Rent'],
      ['2026-01', 'Food'],
      ['2026-02', 'Food'],
      ['2026-02', 'Gym'],
      ['2026-03', 'Food'],
    ] as const) {
      await expectJson(
        await person.send('POST', '/api/categories', {
          categories: [{ name, type: 'expense', month, goal: 100 }],
        }),
        201,
      );
    }
    const whole = await list(person);
    const pages: CategoryView[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page: { categories: CategoryView[]; nextCursor: string | null } = await expectJson(
        await person.get(`/api/categories${query}`),
        200,
      );
      pages.push(page.categories);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole);
    expect(whole.map((c) => `${c.month} ${c.name}`)).toEqual([
      '2026-01 Food',
      '2026-01 Rent',
      '2026-02 Food',
      '2026-02 Gym',
      '2026-03 Food',
    ]);
  });

  it('refuses a forged cursor and a page over 1,000', async () => {
    const person = await signUp(system);
    await expectError(await person.get('/api/categories?cursor=not-a-cursor'), 400, {
      error: 'That page cursor is not valid',
    });
    await expectError(await person.get('/api/categories?limit=1001'), 400);
  });

  it('is empty for a new user', async () => {
    const newcomer = await signUp(system);
    expect(await list(newcomer)).toEqual([]);
  });

  it("lists every month of the caller's categories, oldest month first, then by name", async () => {
    const all = await list(alice);
    expect(all.map((c) => [c.month, c.name, c.type])).toEqual([
      ['2025-11', 'Bonus', 'income'],
      ['2025-11', 'Rent/Mortgage', 'expense'],
      ['2026-02', 'Groceries', 'expense'],
      ['2026-02', 'Salary', 'income'],
      ['2026-02', 'Utilities', 'expense'],
    ]);
    for (const category of all) {
      expect(category).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: category.name,
        type: category.type,
        goal: 0,
        actual: 0,
        month: category.month,
        dueDate: null,
        isPaid: false,
        scheduleId: null,
        entryCount: 0,
        correction: 0,
      });
    }
  });

  it('filters by month', async () => {
    expect((await list(alice, '?month=2025-11')).map((c) => c.name)).toEqual([
      'Bonus',
      'Rent/Mortgage',
    ]);
    expect(await list(alice, '?month=2024-01')).toEqual([]);
  });

  it("never shows another user's categories, even for the same month", async () => {
    expect((await list(bob)).map((c) => c.name)).toEqual(['Fitness', 'Wages']);
    expect((await list(bob, '?month=2026-02')).map((c) => c.name)).toEqual(['Fitness', 'Wages']);
    const aliceIds = new Set((await list(alice)).map((c) => c.id));
    for (const category of await list(bob)) expect(aliceIds.has(category.id)).toBe(false);
  });

  it.each([
    ['a month out of range', '?month=2026-13'],
    ['a month without its leading zero', '?month=2026-3'],
    ['a full date', '?month=2026-03-01'],
    ['the display period', '?month=March%202026'],
    ['an empty month', '?month='],
    ['an injection attempt', "?month=2026-02'%20or%20'1'='1"],
  ])('answers 400 for %s', async (_label, query) => {
    await expectError(await alice.get(`/api/categories${query}`), 400, {
      code: 'VALIDATION',
      error: 'month must look like 2026-03',
    });
  });

  it('answers 401 without a session', async () => {
    await expectError(await system.request('/api/categories'), 401, { code: 'UNAUTHENTICATED' });
  });
});

describe('writing categories', () => {
  const create = (user: TestUser, categories: unknown[]) =>
    user.send('POST', '/api/categories', { categories });

  it('creates one or many, skipping those that already exist that month', async () => {
    const user = await signUp(system);
    const first = await expectJson<{ categories: CategoryView[] }>(
      await create(user, [{ name: 'Groceries', type: 'expense', month: '2026-03', goal: 40000 }]),
      201,
    );
    expect(first.categories).toEqual([
      expect.objectContaining({ name: 'Groceries', type: 'expense', goal: 40000, actual: 0 }),
    ]);
    const presets = await expectJson<{ categories: CategoryView[] }>(
      await create(user, [
        { name: 'Groceries', type: 'expense', month: '2026-03' },
        { name: 'Utilities', type: 'expense', month: '2026-03' },
      ]),
      201,
    );
    expect(presets.categories.map((c) => c.name)).toEqual(['Utilities']);
    expect((await list(user, '?month=2026-03')).find((c) => c.name === 'Groceries')?.goal).toBe(
      40000,
    );
  });

  it('says when the one category sent already exists that month', async () => {
    const user = await signUp(system);
    await create(user, [{ name: 'Rent', type: 'expense', month: '2026-03' }]);
    await expectError(
      await create(user, [{ name: 'Rent', type: 'expense', month: '2026-03' }]),
      409,
      {
        error: "'Rent' already exists in March 2026.",
      },
    );
  });

  it('keeps a due date and paid flag for bills only', async () => {
    const user = await signUp(system);
    const body = await expectJson<{ categories: CategoryView[] }>(
      await create(user, [
        { name: 'Car Loan', type: 'debt', month: '2026-03', goal: 25000, dueDate: '2026-03-15' },
        { name: 'Cinema', type: 'expense', month: '2026-03', dueDate: '2026-03-15', isPaid: true },
      ]),
      201,
    );
    const [loan, cinema] = body.categories;
    expect(loan).toMatchObject({ dueDate: '2026-03-15', isPaid: false });
    expect(cinema).toMatchObject({ dueDate: null, isPaid: false });
    const paid = await expectJson<{ category: CategoryView }>(
      await user.send('PATCH', `/api/categories/${loan!.id}`, { isPaid: true }),
      200,
    );
    expect(paid.category.isPaid).toBe(true);
    expect((await list(user)).find((c) => c.name === 'Car Loan')?.isPaid).toBe(true);
  });

  it("renames a category with its month's transactions, and refuses a name taken that month", async () => {
    const user = await signUp(system);
    const [groceries] = (
      await expectJson<{ categories: CategoryView[] }>(
        await create(user, [
          { name: 'Groceries', type: 'expense', month: '2026-03' },
          { name: 'Dining Out', type: 'expense', month: '2026-03' },
        ]),
        201,
      )
    ).categories.filter((c) => c.name === 'Groceries');
    await expectJson(
      await user.send('POST', '/api/transactions', {
        name: 'Groceries',
        type: 'expense',
        amount: 500,
        date: '2026-03-02',
      }),
      201,
    );
    await expectError(
      await user.send('PATCH', `/api/categories/${groceries!.id}`, { name: 'Dining Out' }),
      409,
      { error: "'Dining Out' already exists in March 2026." },
    );
    const renamed = await expectJson<{ category: CategoryView }>(
      await user.send('PATCH', `/api/categories/${groceries!.id}`, { name: 'Food', goal: 30000 }),
      200,
    );
    expect(renamed.category).toMatchObject({ name: 'Food', goal: 30000, actual: 500 });
    const page = await expectJson<{ transactions: { name: string }[] }>(
      await user.get('/api/transactions?month=2026-03'),
      200,
    );
    expect(page.transactions.map((t) => t.name)).toEqual(['Food']);
  });

  it("deletes by name and type (every month) or by id, and only the caller's", async () => {
    const user = await signUp(system);
    const other = await signUp(system);
    await create(user, [
      { name: 'Rent', type: 'expense', month: '2026-01' },
      { name: 'Rent', type: 'expense', month: '2026-02' },
      { name: 'Rent', type: 'debt', month: '2026-02' },
    ]);
    await create(other, [{ name: 'Rent', type: 'expense', month: '2026-01' }]);
    const debt = (await list(user)).find((c) => c.type === 'debt')!;
    await expectError(await other.send('DELETE', `/api/categories/${debt.id}`), 404);
    await expectError(
      await other.send('PATCH', `/api/categories/${debt.id}`, { name: 'Mine now' }),
      404,
      { error: 'Category not found' },
    );
    expect(
      await expectJson(await user.send('DELETE', '/api/categories?name=Rent&type=expense'), 200),
    ).toEqual({ deleted: 2 });
    expect((await list(user)).map((c) => [c.name, c.type])).toEqual([['Rent', 'debt']]);
    await expectJson(await user.send('DELETE', `/api/categories/${debt.id}`), 200);
    expect(await list(user)).toEqual([]);
    expect(await list(other)).toHaveLength(1);
  });

  it.each([
    [
      'a negative goal',
      [{ name: 'A', type: 'expense', month: '2026-03', goal: -1 }],
      'Amounts cannot be negative',
    ],
    [
      'a bad month',
      [{ name: 'A', type: 'expense', month: '2026-3' }],
      'month must look like 2026-03',
    ],
    ['an empty name', [{ name: ' ', type: 'expense', month: '2026-03' }], 'Please enter a name'],
    [
      'an unknown type',
      [{ name: 'A', type: 'gift', month: '2026-03' }],
      'type must be one of: income, expense, savings, debt',
    ],
    ['an empty list', [], 'Send at least one category'],
  ])('answers 400 for %s and writes nothing', async (_label, categories, message) => {
    const user = await signUp(system);
    await expectError(await create(user, categories), 400, { code: 'VALIDATION', error: message });
    expect(await list(user)).toEqual([]);
  });
});

describe('deleting a category from one month only', () => {
  async function count(user: TestUser, query: string): Promise<number> {
    const body = await expectJson<{ count: number }>(
      await user.get(`/api/categories/transaction-count?${query}`),
      200,
    );
    return body.count;
  }

  async function dashboard(user: TestUser, month: string) {
    return expectJson<DashboardView>(
      await user.get(`/api/dashboard?from=${month}-01&to=${month}-28`),
      200,
    );
  }

  async function setUpThreeMonths() {
    const user = await signUp(system);
    for (const month of ['2026-09', '2026-10', '2026-11']) {
      await addCategory(user, { name: 'Groceries', type: 'expense', month, goal: 300_00 });
      await addCategory(user, { name: 'Dining Out', type: 'expense', month, goal: 100_00 });
      await addTransaction(user, {
        name: 'Groceries',
        type: 'expense',
        amount: 40_00,
        date: `${month}-03`,
      });
      await addTransaction(user, {
        name: 'Groceries',
        type: 'expense',
        amount: 10_00,
        date: `${month}-12`,
      });
    }
    const november = (await list(user, '?month=2026-11')).find((c) => c.name === 'Groceries')!;
    return { user, november };
  }

  it("counts a category's transactions in one month, or in every month", async () => {
    const { user } = await setUpThreeMonths();
    expect(await count(user, 'name=Groceries&type=expense')).toBe(6);
    expect(await count(user, 'name=Groceries&type=expense&month=2026-11')).toBe(2);
    expect(await count(user, 'name=Groceries&type=expense&month=2026-12')).toBe(0);
    await expectError(
      await user.get('/api/categories/transaction-count?name=Groceries&type=expense&month=2026-13'),
      400,
    );
  });

  it("deletes the month's row and its transactions; other months and every total stay right", async () => {
    const { user, november } = await setUpThreeMonths();
    await expectError(await user.send('DELETE', `/api/categories/${november.id}`), 409, {
      code: 'CONFLICT',
    });
    await expectJson(
      await user.send('DELETE', `/api/categories/${november.id}?transactions=delete`),
      200,
    );
    expect((await list(user, '?month=2026-11')).map((c) => c.name)).toEqual(['Dining Out']);
    expect(await count(user, 'name=Groceries&type=expense')).toBe(4);
    const october = (await list(user, '?month=2026-10')).find((c) => c.name === 'Groceries')!;
    expect(october.actual).toBe(50_00);
    const novemberView = await dashboard(user, '2026-11');
    expect(novemberView.totals.expenses).toBe(0);
    expect(novemberView.days).toEqual([]);
    expect((await dashboard(user, '2026-10')).totals.expenses).toBe(50_00);
  });

  it("moves the month's transactions to another category of that month, creating none elsewhere", async () => {
    const { user, november } = await setUpThreeMonths();
    await expectJson(
      await user.send(
        'DELETE',
        `/api/categories/${november.id}?transactions=move&moveTo=${encodeURIComponent('Dining Out')}`,
      ),
      200,
    );
    const novemberRows = await list(user, '?month=2026-11');
    expect(novemberRows.map((c) => [c.name, c.actual])).toEqual([['Dining Out', 50_00]]);
    expect((await list(user, '?month=2026-10')).map((c) => [c.name, c.actual])).toEqual([
      ['Dining Out', 0],
      ['Groceries', 50_00],
    ]);
    const view = await dashboard(user, '2026-11');
    expect(view.totals.expenses).toBe(50_00);
    expect(view.expenseCategories.map((c) => [c.name, c.amount])).toEqual([['Dining Out', 50_00]]);
  });

  it("refuses another user's row and changes nothing", async () => {
    const { user, november } = await setUpThreeMonths();
    const other = await signUp(system);
    await expectError(
      await other.send('DELETE', `/api/categories/${november.id}?transactions=delete`),
      404,
      { error: 'Category not found' },
    );
    expect(await count(user, 'name=Groceries&type=expense&month=2026-11')).toBe(2);
  });
});

describe('renaming while the month is being written', () => {
  it('fails no request and loses nothing when transactions are edited during renames', async () => {
    const user = await signUp(system);
    const month = '2026-06';
    const groceries = await addCategory(user, { name: 'Groceries', type: 'expense', month });
    const spent = await Promise.all(
      Array.from({ length: 10 }, () =>
        addTransaction(user, {
          name: 'Groceries',
          type: 'expense',
          amount: 100,
          date: '2026-06-05',
        }),
      ),
    );
    // Back and forth, so every edit meets a rename holding its category or its transaction.
    const renames = ['Food', 'Groceries', 'Food', 'Groceries'];
    const responses = await Promise.all([
      ...renames.map(async (name, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 5));
        return user.send('PATCH', `/api/categories/${groceries.id}`, { name });
      }),
      ...spent.map((t) => user.send('PATCH', `/api/transactions/${t.id}`, { amount: 150 })),
    ]);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const [category] = await list(user, `?month=${month}`);
    const page = await expectJson<{ transactions: { name: string; amount: number }[] }>(
      await user.get(`/api/transactions?month=${month}`),
      200,
    );
    expect(page.transactions.map((t) => t.name)).toEqual(spent.map(() => category!.name));
    expect(category!.actual).toBe(1500);
  });
});
