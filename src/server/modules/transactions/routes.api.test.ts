// /api/transactions: every write moves its category's actual as spec section 4 says, scoped to the
// caller, in one database transaction; bad input changes nothing; concurrent adds lose nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView, TransactionPage, TransactionView } from '#shared/contract/budget';
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

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function categories(user: TestUser, month?: string): Promise<CategoryView[]> {
  const query = month ? `?month=${month}` : '';
  return (
    await expectJson<{ categories: CategoryView[] }>(await user.get(`/api/categories${query}`), 200)
  ).categories;
}

function actualOf(list: CategoryView[], name: string, type = 'expense'): number | undefined {
  return list.find((c) => c.name === name && c.type === type)?.actual;
}

async function freshUser(): Promise<TestUser> {
  const user = await signUp(system);
  await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-03', goal: 40000 });
  await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-03' });
  await addCategory(user, { name: 'Salary', type: 'income', month: '2026-03' });
  return user;
}

describe('adding a transaction', () => {
  it('raises the actual of its category for the month', async () => {
    const user = await freshUser();
    const tx = await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1250,
      date: '2026-03-14',
    });
    expect(tx).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      categoryId: expect.any(String),
      name: 'Groceries',
      type: 'expense',
      amount: 1250,
      month: '2026-03',
      date: '2026-03-14',
      note: null,
      kind: 'entry',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 750,
      date: '2026-03-20',
    });
    expect(actualOf(await categories(user, '2026-03'), 'Groceries')).toBe(2000);
  });

  it('creates the category for a new month with the goal of the latest earlier period', async () => {
    const user = await freshUser();
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 900,
      date: '2026-05-02',
    });
    const may = await categories(user, '2026-05');
    expect(may).toEqual([
      expect.objectContaining({ name: 'Groceries', type: 'expense', goal: 40000, actual: 900 }),
    ]);
  });

  it("refuses a category that does not exist, in the spec's words, and writes nothing", async () => {
    const user = await freshUser();
    await expectError(
      await user.send('POST', '/api/transactions', {
        name: 'Travel',
        type: 'expense',
        amount: 100,
        date: '2026-03-01',
      }),
      400,
      { error: "Category 'Travel' does not exist. Please add this category first." },
    );
    // The name exists, but as income, not expense.
    await expectError(
      await user.send('POST', '/api/transactions', {
        name: 'Salary',
        type: 'expense',
        amount: 100,
        date: '2026-03-01',
      }),
      400,
      { error: "Category 'Salary' does not exist. Please add this category first." },
    );
    const page = await expectJson<TransactionPage>(await user.get('/api/transactions'), 200);
    expect(page.transactions).toEqual([]);
    expect((await categories(user)).map((c) => c.month)).toEqual(['2026-03', '2026-03', '2026-03']);
  });

  it.each([
    ['a negative amount', { amount: -500 }, 'The amount must be greater than 0'],
    ['a zero amount', { amount: 0 }, 'The amount must be greater than 0'],
    ['a fractional number of cents', { amount: 12.5 }, 'Amounts must be whole numbers of cents'],
    ['a non-numeric amount', { amount: '12.00' }, 'Please enter an amount'],
    ['an impossible date', { date: '2026-02-30' }, 'date must be a real date like 2026-03-14'],
    [
      'a date in another format',
      { date: '03/14/2026' },
      'date must be a real date like 2026-03-14',
    ],
    ['an unknown type', { type: 'gift' }, 'type must be one of: income, expense, savings, debt'],
    ['an empty name', { name: '   ' }, 'Please enter a name'],
    ['an oversized name', { name: 'x'.repeat(101) }, 'Names can be at most 100 characters'],
    ['an unknown field', { userId: 'someone-else' }, /Unrecognized key/],
  ])('answers 400 for %s and writes nothing', async (_label, change, message) => {
    const user = await freshUser();
    await expectError(
      await user.send('POST', '/api/transactions', {
        name: 'Groceries',
        type: 'expense',
        amount: 100,
        date: '2026-03-01',
        ...change,
      }),
      400,
      { code: 'VALIDATION', error: message },
    );
    expect(actualOf(await categories(user, '2026-03'), 'Groceries')).toBe(0);
  });

  it('loses nothing under 200 concurrent adds to one category', async () => {
    const user = await freshUser();
    const amounts = Array.from({ length: 200 }, (_, i) => 100 + i);
    const responses = await Promise.all(
      amounts.map((amount) =>
        user.send('POST', '/api/transactions', {
          name: 'Dining Out',
          type: 'expense',
          amount,
          date: '2026-04-10',
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(amounts.map(() => 201));
    const april = await categories(user, '2026-04');
    expect(april).toHaveLength(1);
    expect(actualOf(april, 'Dining Out')).toBe(amounts.reduce((a, b) => a + b, 0));
  });
});

describe('deleting a transaction', () => {
  it("lowers its category's actual, floored at 0", async () => {
    const user = await freshUser();
    const [groceries] = (await categories(user, '2026-03')).filter((c) => c.name === 'Groceries');
    // A spent amount typed before any purchase (a correction), then a purchase.
    await expectJson(
      await user.send('PATCH', `/api/categories/${groceries!.id}`, { actual: 300 }),
      200,
    );
    const tx = await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1000,
      date: '2026-03-05',
    });
    // The correction edited down in the history, below what the purchase leaves.
    const correction = (
      await expectJson<TransactionPage>(await user.get('/api/transactions?month=2026-03'), 200)
    ).transactions.find((t) => t.kind === 'adjustment')!;
    await expectJson(
      await user.send('PATCH', `/api/transactions/${correction.id}`, { amount: -700 }),
      200,
    );
    await expectJson(await user.send('DELETE', `/api/transactions/${tx.id}`), 200);
    expect(actualOf(await categories(user, '2026-03'), 'Groceries')).toBe(0);
    await expectError(await user.send('DELETE', `/api/transactions/${tx.id}`), 404, {
      error: 'Transaction not found',
    });
  });
});

describe('editing a transaction', () => {
  it('adjusts the same category by the difference', async () => {
    const user = await freshUser();
    const tx = await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1000,
      date: '2026-03-05',
    });
    const body = await expectJson<{ transaction: TransactionView }>(
      await user.send('PATCH', `/api/transactions/${tx.id}`, { amount: 1600 }),
      200,
    );
    expect(body.transaction.amount).toBe(1600);
    expect(actualOf(await categories(user, '2026-03'), 'Groceries')).toBe(1600);
  });

  it('moves the amount to another category when the name changes', async () => {
    const user = await freshUser();
    const tx = await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1000,
      date: '2026-03-05',
    });
    await expectJson(
      await user.send('PATCH', `/api/transactions/${tx.id}`, { name: 'Dining Out', amount: 1200 }),
      200,
    );
    const march = await categories(user, '2026-03');
    expect(actualOf(march, 'Groceries')).toBe(0);
    expect(actualOf(march, 'Dining Out')).toBe(1200);
  });

  it('moves the amount to the new month when the date moves it, creating the category with goal 0', async () => {
    const user = await freshUser();
    const tx = await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1000,
      date: '2026-03-05',
    });
    const body = await expectJson<{ transaction: TransactionView }>(
      await user.send('PATCH', `/api/transactions/${tx.id}`, { date: '2026-06-01' }),
      200,
    );
    expect(body.transaction.month).toBe('2026-06');
    expect(actualOf(await categories(user, '2026-03'), 'Groceries')).toBe(0);
    expect(await categories(user, '2026-06')).toEqual([
      expect.objectContaining({ name: 'Groceries', goal: 0, actual: 1000 }),
    ]);
  });

  it('refuses a move to a category that does not exist and changes nothing', async () => {
    const user = await freshUser();
    const tx = await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1000,
      date: '2026-03-05',
    });
    await expectError(
      await user.send('PATCH', `/api/transactions/${tx.id}`, { name: 'Nope' }),
      400,
      { error: "Category 'Nope' does not exist. Please add this category first." },
    );
    expect(actualOf(await categories(user, '2026-03'), 'Groceries')).toBe(1000);
  });
});

describe('another user', () => {
  it("can neither see, change nor delete someone else's transactions (404, nothing changes)", async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const tx = await addTransaction(alice, {
      name: 'Groceries',
      type: 'expense',
      amount: 1000,
      date: '2026-03-05',
    });
    await expectError(await bob.send('PATCH', `/api/transactions/${tx.id}`, { amount: 1 }), 404, {
      error: 'Transaction not found',
    });
    await expectError(await bob.send('DELETE', `/api/transactions/${tx.id}`), 404);
    await expectError(await bob.send('DELETE', '/api/transactions/not-a-uuid'), 404);
    expect(
      (await expectJson<TransactionPage>(await bob.get('/api/transactions'), 200)).transactions,
    ).toEqual([]);
    const page = await expectJson<TransactionPage>(await alice.get('/api/transactions'), 200);
    expect(page.transactions.map((t) => t.amount)).toEqual([1000]);
    expect(actualOf(await categories(alice, '2026-03'), 'Groceries')).toBe(1000);
  });

  it('answers 401 without a session', async () => {
    await expectError(await system.request('/api/transactions'), 401, { code: 'UNAUTHENTICATED' });
  });
});

describe('listing transactions', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await freshUser();
    await addCategory(user, { name: 'Rainy Day', type: 'savings', month: '2026-03' });
    await addTransaction(user, {
      name: 'Salary',
      type: 'income',
      amount: 300000,
      date: '2026-03-01',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 4500,
      date: '2026-03-01',
    });
    await addTransaction(user, {
      name: 'Dining Out',
      type: 'expense',
      amount: 2000,
      date: '2026-03-15',
    });
    await addTransaction(user, {
      name: 'Rainy Day',
      type: 'savings',
      amount: 10000,
      date: '2026-03-31',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 100_000_00,
      date: '2026-04-01',
    });
  });

  it('lists a month newest first', async () => {
    const page = await expectJson<TransactionPage>(
      await user.get('/api/transactions?month=2026-03'),
      200,
    );
    expect(page.transactions.map((t) => [t.date, t.name])).toEqual([
      ['2026-03-31', 'Rainy Day'],
      ['2026-03-15', 'Dining Out'],
      ['2026-03-01', 'Groceries'],
      ['2026-03-01', 'Salary'],
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('lists a date range, both ends included', async () => {
    const page = await expectJson<TransactionPage>(
      await user.get('/api/transactions?from=2026-03-15&to=2026-04-01'),
      200,
    );
    expect(page.transactions.map((t) => t.date)).toEqual([
      '2026-04-01',
      '2026-03-31',
      '2026-03-15',
    ]);
  });

  it('searches the name and the type, raw or as its badge reads, literally', async () => {
    const search = async (q: string) =>
      (
        await expectJson<TransactionPage>(
          await user.get(`/api/transactions?month=2026-03&q=${encodeURIComponent(q)}`),
          200,
        )
      ).transactions.map((t) => t.name);
    expect(await search('groc')).toEqual(['Groceries']);
    expect(await search('money in')).toEqual(['Salary']);
    expect(await search('SAVINGS')).toEqual(['Rainy Day']);
    expect(await search('expense')).toEqual(['Dining Out', 'Groceries']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('pages with limit and a cursor', async () => {
    const first = await expectJson<TransactionPage>(
      await user.get('/api/transactions?limit=2'),
      200,
    );
    expect(first.transactions).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await expectJson<TransactionPage>(
      await user.get(`/api/transactions?limit=2&cursor=${first.nextCursor}`),
      200,
    );
    const third = await expectJson<TransactionPage>(
      await user.get(`/api/transactions?limit=2&cursor=${second.nextCursor}`),
      200,
    );
    expect(third.transactions).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
    const dates = [first, second, third].flatMap((p) => p.transactions.map((t) => t.date));
    expect(dates).toEqual(['2026-04-01', '2026-03-31', '2026-03-15', '2026-03-01', '2026-03-01']);
  });

  it('totals money in and money out (expenses, savings, debt) per day for the calendar', async () => {
    const body = await expectJson<{ days: unknown[] }>(
      await user.get('/api/transactions/days?month=2026-03'),
      200,
    );
    expect(body.days).toEqual([
      { date: '2026-03-01', moneyIn: 300000, moneyOut: 4500 },
      { date: '2026-03-15', moneyIn: 0, moneyOut: 2000 },
      { date: '2026-03-31', moneyIn: 0, moneyOut: 10000 },
    ]);
  });

  it.each([
    ['?month=2026-13', 'month must look like 2026-03'],
    ['?from=2026-02-30', 'date must be a real date like 2026-03-14'],
    ['?from=2026-03-10&to=2026-03-01', 'from must not be after to'],
    ['?month=2026-03&from=2026-03-01', 'Send either month or from/to, not both'],
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=501', 'limit can be at most 500'],
    ['?cursor=abc', 'cursor is not valid: send a nextCursor back'],
    [`?q=${'x'.repeat(101)}`, 'Search text can be at most 100 characters'],
  ])('answers 400 for %s', async (query, message) => {
    await expectError(await user.get(`/api/transactions${query}`), 400, { error: message });
  });
});

describe('deleting a category with transactions', () => {
  async function history(user: TestUser): Promise<TransactionView[]> {
    return (await expectJson<TransactionPage>(await user.get('/api/transactions'), 200))
      .transactions;
  }

  it('asks what to do with them and changes nothing until told', async () => {
    const user = await freshUser();
    await addTransaction(user, {
      name: 'Dining Out',
      type: 'expense',
      amount: 1500,
      date: '2026-03-05',
    });
    await expectError(
      await user.send('DELETE', '/api/categories?name=Dining%20Out&type=expense'),
      409,
      {
        error:
          'This category has 1 transaction: choose whether to delete it or move it to another category.',
      },
    );
    expect(actualOf(await categories(user, '2026-03'), 'Dining Out')).toBe(1500);
    expect(await history(user)).toHaveLength(1);
  });

  it('deletes them with it, so no screen shows the old name', async () => {
    const user = await freshUser();
    await addTransaction(user, {
      name: 'Dining Out',
      type: 'expense',
      amount: 1500,
      date: '2026-03-05',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 900,
      date: '2026-03-06',
    });
    await expectJson(
      await user.send(
        'DELETE',
        '/api/categories?name=Dining%20Out&type=expense&transactions=delete',
      ),
      200,
    );
    expect((await history(user)).map((t) => t.name)).toEqual(['Groceries']);
    const view = await expectJson<{ categories: { name: string }[]; totals: { expenses: number } }>(
      await user.get('/api/dashboard?from=2026-03-01&to=2026-03-31'),
      200,
    );
    expect(view.categories.map((c) => c.name)).not.toContain('Dining Out');
    expect(view.totals.expenses).toBe(900);
  });

  it('moves them to another category of every month they fall in, creating its month when missing', async () => {
    const user = await freshUser();
    await addTransaction(user, {
      name: 'Dining Out',
      type: 'expense',
      amount: 1500,
      date: '2026-03-05',
    });
    // April has Dining Out (created by the transaction) but no Groceries yet.
    await addTransaction(user, {
      name: 'Dining Out',
      type: 'expense',
      amount: 700,
      date: '2026-04-02',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 900,
      date: '2026-03-06',
    });
    await expectJson(
      await user.send(
        'DELETE',
        '/api/categories?name=Dining%20Out&type=expense&transactions=move&moveTo=groceries',
      ),
      200,
    );
    expect(actualOf(await categories(user, '2026-03'), 'Groceries')).toBe(2400);
    const april = await categories(user, '2026-04');
    expect(april.map((c) => [c.name, c.actual, c.goal])).toEqual([['Groceries', 700, 40000]]);
    expect((await history(user)).map((t) => t.name)).toEqual([
      'Groceries',
      'Groceries',
      'Groceries',
    ]);
  });

  it('refuses to move them to the category itself or to one that does not exist', async () => {
    const user = await freshUser();
    await addTransaction(user, {
      name: 'Dining Out',
      type: 'expense',
      amount: 1500,
      date: '2026-03-05',
    });
    const del = (query: string) =>
      user.send('DELETE', `/api/categories?name=Dining%20Out&type=expense&${query}`);
    await expectError(await del('transactions=move&moveTo=dining%20out'), 400, {
      error: 'Choose another category to move the transactions to',
    });
    await expectError(await del('transactions=move&moveTo=Travel'), 400, {
      error: "Category 'Travel' does not exist. Please add this category first.",
    });
    await expectError(await del('transactions=move'), 400, {
      error: 'Choose the category to move the transactions to',
    });
    expect(actualOf(await categories(user, '2026-03'), 'Dining Out')).toBe(1500);
  });
});

describe('concurrent edits', () => {
  it('moving money both ways between two categories at once loses nothing', async () => {
    const user = await freshUser();
    const add = (name: string) =>
      addTransaction(user, { name, type: 'expense', amount: 100, date: '2026-03-10' });
    const groceries = await Promise.all(Array.from({ length: 20 }, () => add('Groceries')));
    const dining = await Promise.all(Array.from({ length: 20 }, () => add('Dining Out')));
    const responses = await Promise.all([
      ...groceries.map((t) =>
        user.send('PATCH', `/api/transactions/${t.id}`, { name: 'Dining Out' }),
      ),
      ...dining.map((t) => user.send('PATCH', `/api/transactions/${t.id}`, { name: 'Groceries' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const march = await categories(user, '2026-03');
    expect(actualOf(march, 'Groceries')).toBe(2000);
    expect(actualOf(march, 'Dining Out')).toBe(2000);
  });
});
