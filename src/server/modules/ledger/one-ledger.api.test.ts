// The issue-15 reproductions, each through the API: typed totals become adjustments the history shows,
// ticked bills record payments, names are one category whatever their case, renames reach later
// months when asked, and notes are kept and searched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView, TransactionPage, TransactionView } from '#shared/contract/budget';
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
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function monthRows(user: TestUser, month: string): Promise<CategoryView[]> {
  return (
    await expectJson<{ categories: CategoryView[] }>(
      await user.get(`/api/categories?month=${month}`),
      200,
    )
  ).categories;
}

async function history(user: TestUser, query = ''): Promise<TransactionView[]> {
  return (await expectJson<TransactionPage>(await user.get(`/api/transactions${query}`), 200))
    .transactions;
}

async function totals(user: TestUser, from: string, to: string) {
  return (
    await expectJson<DashboardView>(await user.get(`/api/dashboard?from=${from}&to=${to}`), 200)
  ).totals;
}

describe('an amount typed in the category dialog', () => {
  it("is an income's plan, never money in: the paycheck alone counts (issue 28)", async () => {
    const user = await signUp(system);
    const salary = await addCategory(user, { name: 'Salary', type: 'income', month: '2026-03' });
    await expectJson(
      await user.send('PATCH', `/api/categories/${salary.id}`, { goal: 420000 }),
      200,
    );
    expect(await history(user)).toEqual([]);
    expect((await totals(user, '2026-03-01', '2026-03-31')).moneyIn).toBe(0);

    await addTransaction(user, {
      name: 'Salary',
      type: 'income',
      amount: 420000,
      date: '2026-03-25',
    });
    const [row] = await monthRows(user, '2026-03');
    expect([row!.goal, row!.actual, row!.entryCount, row!.correction]).toEqual([
      420000, 420000, 1, 0,
    ]);
    expect((await history(user)).map((t) => [t.kind, t.amount])).toEqual([['entry', 420000]]);
    expect((await totals(user, '2026-03-01', '2026-03-31')).moneyIn).toBe(420000);
  });

  it('is a correction only while no transactions make the total, and says so', async () => {
    const user = await signUp(system);
    const food = await addCategory(user, { name: 'Food', type: 'expense', month: '2026-03' });
    await expectJson(await user.send('PATCH', `/api/categories/${food.id}`, { actual: 2000 }), 200);
    expect((await history(user)).map((t) => [t.kind, t.amount])).toEqual([['adjustment', 2000]]);
    // Typing again replaces the correction rather than stacking on it.
    await expectJson(await user.send('PATCH', `/api/categories/${food.id}`, { actual: 2500 }), 200);
    await addTransaction(user, { name: 'Food', type: 'expense', amount: 1000, date: '2026-03-04' });
    const [row] = await monthRows(user, '2026-03');
    expect([row!.actual, row!.entryCount, row!.correction]).toEqual([3500, 1, 2500]);

    await expectError(
      await user.send('PATCH', `/api/categories/${food.id}`, { actual: 5000 }),
      400,
      {
        error:
          'This category already has 1 transaction in March 2026, which make its total. Change it in Transaction History instead.',
      },
    );
    // The same total sent again (the dialog sends what it shows) changes nothing and is fine.
    await expectJson(await user.send('PATCH', `/api/categories/${food.id}`, { actual: 3500 }), 200);
    expect((await monthRows(user, '2026-03'))[0]!.actual).toBe(3500);

    const salary = await addCategory(user, { name: 'Salary', type: 'income', month: '2026-03' });
    await addTransaction(user, {
      name: 'Salary',
      type: 'income',
      amount: 420000,
      date: '2026-03-25',
    });
    await expectError(
      await user.send('PATCH', `/api/categories/${salary.id}`, { actual: 840000 }),
      400,
    );
    expect((await totals(user, '2026-03-01', '2026-03-31')).moneyIn).toBe(420000);
  });

  it('is refused for a bill, whose paid amount is its payments', async () => {
    const user = await signUp(system);
    await expectError(
      await user.send('POST', '/api/categories', {
        categories: [
          { name: 'Car Loan', type: 'debt', month: '2026-03', goal: 32000, actual: 32000 },
        ],
      }),
      400,
      {
        error:
          "A bill's paid amount comes from its payments: tick it paid, or add the payment as a transaction.",
      },
    );
    const loan = await addCategory(user, {
      name: 'Car Loan',
      type: 'debt',
      month: '2026-03',
      goal: 32000,
    });
    await expectError(await user.send('PATCH', `/api/categories/${loan.id}`, { actual: 100 }), 400);
    expect(await history(user)).toEqual([]);
  });

  it('floors at 0 by trimming the correction when the entries beside it go away', async () => {
    const user = await signUp(system);
    const food = await addCategory(user, { name: 'Food', type: 'expense', month: '2026-03' });
    await expectJson(await user.send('PATCH', `/api/categories/${food.id}`, { actual: 2000 }), 200);
    const big = await addTransaction(user, {
      name: 'Food',
      type: 'expense',
      amount: 5000,
      date: '2026-03-02',
    });
    const correction = (await history(user)).find((t) => t.kind === 'adjustment')!;
    await expectJson(
      await user.send('PATCH', `/api/transactions/${correction.id}`, { amount: -3000 }),
      200,
    );
    expect((await monthRows(user, '2026-03'))[0]!.actual).toBe(2000);
    await expectJson(await user.send('DELETE', `/api/transactions/${big.id}`), 200);
    expect((await monthRows(user, '2026-03'))[0]!.actual).toBe(0);
    expect(await history(user)).toEqual([]);
    await addTransaction(user, { name: 'Food', type: 'expense', amount: 1000, date: '2026-03-04' });
    expect((await monthRows(user, '2026-03'))[0]!.actual).toBe(1000);
  });

  it('can be edited to another signed amount, but an entry cannot go to 0 or below', async () => {
    const user = await signUp(system);
    const food = await addCategory(user, { name: 'Food', type: 'expense', month: '2026-03' });
    await expectJson(await user.send('PATCH', `/api/categories/${food.id}`, { actual: 3000 }), 200);
    const entry = await addTransaction(user, {
      name: 'Food',
      type: 'expense',
      amount: 5000,
      date: '2026-03-02',
    });
    const adjustment = (await history(user)).find((t) => t.kind === 'adjustment')!;
    await expectJson(
      await user.send('PATCH', `/api/transactions/${adjustment.id}`, { amount: -1000 }),
      200,
    );
    expect((await monthRows(user, '2026-03'))[0]!.actual).toBe(4000);
    await expectError(
      await user.send('PATCH', `/api/transactions/${adjustment.id}`, { amount: -6000 }),
      400,
      { error: 'That would take the category below 0' },
    );
    await expectError(
      await user.send('PATCH', `/api/transactions/${entry.id}`, { amount: -5 }),
      400,
      {
        error: 'The amount must be greater than 0',
      },
    );
    expect((await monthRows(user, '2026-03'))[0]!.actual).toBe(4000);
  });
});

describe('a bill ticked paid', () => {
  it('records one payment of what is left of it on its due date; unticking removes it', async () => {
    const user = await signUp(system);
    const loan = await addCategory(user, {
      name: 'Car Loan',
      type: 'debt',
      month: '2026-03',
      goal: 30000,
    });
    await addTransaction(user, { name: 'Car Loan', type: 'debt', amount: 100, date: '2026-03-01' });
    await expectJson(
      await user.send('PATCH', `/api/categories/${loan.id}`, { dueDate: '2026-03-15' }),
      200,
    );
    // 100 of 30,000 paid so far: 29,900 still to pay.
    expect((await totals(user, '2026-03-01', '2026-03-31')).stillToPay).toBe(29900);

    await expectJson(await user.send('PATCH', `/api/categories/${loan.id}`, { isPaid: true }), 200);
    const payment = (await history(user)).find((t) => t.kind === 'bill_payment')!;
    expect([payment.amount, payment.date, payment.type]).toEqual([29900, '2026-03-15', 'debt']);
    let march = await totals(user, '2026-03-01', '2026-03-31');
    expect([march.debt, march.stillToPay]).toEqual([30000, 0]);
    expect((await monthRows(user, '2026-03'))[0]!.actual).toBe(30000);

    await expectJson(
      await user.send('PATCH', `/api/categories/${loan.id}`, { isPaid: false }),
      200,
    );
    expect((await history(user)).map((t) => t.kind)).toEqual(['entry']);
    march = await totals(user, '2026-03-01', '2026-03-31');
    expect([march.debt, march.stillToPay]).toEqual([100, 29900]);
  });

  it('records no second payment when the month already has the payment (issue 28)', async () => {
    const user = await signUp(system);
    const loan = await addCategory(user, {
      name: 'Car Loan',
      type: 'debt',
      month: '2026-03',
      goal: 32000,
    });
    await addTransaction(user, {
      name: 'Car Loan',
      type: 'debt',
      amount: 32000,
      date: '2026-03-03',
    });
    await expectJson(await user.send('PATCH', `/api/categories/${loan.id}`, { isPaid: true }), 200);
    expect((await history(user)).map((t) => [t.kind, t.amount])).toEqual([['entry', 32000]]);
    const [row] = await monthRows(user, '2026-03');
    expect([row!.isPaid, row!.actual]).toEqual([true, 32000]);
    expect((await totals(user, '2026-03-01', '2026-03-31')).debt).toBe(32000);
  });

  it('stays paid once when its payment is logged after the tick, or the logged one goes', async () => {
    const user = await signUp(system);
    const loan = await addCategory(user, {
      name: 'Car Loan',
      type: 'debt',
      month: '2026-03',
      goal: 32000,
    });
    await expectJson(await user.send('PATCH', `/api/categories/${loan.id}`, { isPaid: true }), 200);
    // Ticked first, then the real payment logged: the tick's payment makes way for it.
    const logged = await addTransaction(user, {
      name: 'Car Loan',
      type: 'debt',
      amount: 32000,
      date: '2026-03-03',
    });
    expect((await history(user)).map((t) => [t.kind, t.amount])).toEqual([['entry', 32000]]);
    expect((await totals(user, '2026-03-01', '2026-03-31')).debt).toBe(32000);
    // A part of it logged instead: the tick pays what is left.
    await expectJson(
      await user.send('PATCH', `/api/transactions/${logged.id}`, { amount: 12000 }),
      200,
    );
    expect((await history(user)).map((t) => [t.kind, t.amount]).sort()).toEqual([
      ['bill_payment', 20000],
      ['entry', 12000],
    ]);
    // The logged payment deleted: still ticked, so the tick's payment is the whole bill again.
    await expectJson(await user.send('DELETE', `/api/transactions/${logged.id}`), 200);
    expect((await history(user)).map((t) => [t.kind, t.amount])).toEqual([['bill_payment', 32000]]);
    const [row] = await monthRows(user, '2026-03');
    expect([row!.isPaid, row!.actual]).toEqual([true, 32000]);
    expect((await totals(user, '2026-03-01', '2026-03-31')).debt).toBe(32000);
  });

  it('belongs to the month it is due in: a due date in another month is refused', async () => {
    const user = await signUp(system);
    await expectError(
      await user.send('POST', '/api/categories', {
        categories: [
          { name: 'Rent', type: 'debt', month: '2026-11', goal: 120000, dueDate: '2026-12-03' },
        ],
      }),
      400,
      { error: 'A bill belongs to the month it is due in: choose a due date in November 2026.' },
    );
    const rent = await addCategory(user, {
      name: 'Rent',
      type: 'debt',
      month: '2026-11',
      goal: 120000,
    });
    await expectError(
      await user.send('PATCH', `/api/categories/${rent.id}`, { dueDate: '2026-12-03' }),
      400,
    );
    await expectJson(
      await user.send('PATCH', `/api/categories/${rent.id}`, { dueDate: '2026-11-30' }),
      200,
    );
    // Listed once: in November, and carried into December on the same day, never both in one month.
    const november = await expectJson<DashboardView>(
      await user.get('/api/dashboard?from=2026-11-01&to=2026-11-30'),
      200,
    );
    expect(november.bills.map((b) => [b.name, b.month, b.dueDate])).toEqual([
      ['Rent', '2026-11', '2026-11-30'],
    ]);
    expect(november.totals.stillToPay).toBe(120000);
  });

  it('is unticked when its payment is deleted from the history', async () => {
    const user = await signUp(system);
    const fund = await addCategory(user, {
      name: 'Rainy Day',
      type: 'savings',
      month: '2026-03',
      goal: 5000,
    });
    await expectJson(await user.send('PATCH', `/api/categories/${fund.id}`, { isPaid: true }), 200);
    const [payment] = await history(user);
    await expectJson(await user.send('DELETE', `/api/transactions/${payment!.id}`), 200);
    const [row] = await monthRows(user, '2026-03');
    expect([row!.isPaid, row!.actual]).toEqual([false, 0]);
  });
});

describe('category names', () => {
  it("are one category whatever their case: 'groceries' beside 'Groceries' is refused", async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-03' });
    await expectError(
      await user.send('POST', '/api/categories', {
        categories: [{ name: 'groceries', type: 'expense', month: '2026-03' }],
      }),
      409,
      { error: "'groceries' already exists in March 2026." },
    );
    const tx = await addTransaction(user, {
      name: 'GROCERIES',
      type: 'expense',
      amount: 700,
      date: '2026-03-03',
    });
    expect(tx.name).toBe('Groceries');
    expect((await monthRows(user, '2026-03')).map((c) => [c.name, c.actual])).toEqual([
      ['Groceries', 700],
    ]);
  });

  it('rename in this month only, or in this and every later month', async () => {
    const user = await signUp(system);
    const november = await addCategory(user, {
      name: 'Dining Out',
      type: 'expense',
      month: '2026-11',
    });
    await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-12' });
    await addTransaction(user, {
      name: 'Dining Out',
      type: 'expense',
      amount: 900,
      date: '2026-12-05',
    });
    await expectJson(
      await user.send('PATCH', `/api/categories/${november.id}`, { name: 'Eating Out' }),
      200,
    );
    expect((await monthRows(user, '2026-12')).map((c) => c.name)).toEqual(['Dining Out']);
    await expectJson(
      await user.send('PATCH', `/api/categories/${november.id}?scope=later`, {
        name: 'Restaurants',
      }),
      200,
    );
    // November was 'Eating Out' by now, so only its own row and later rows of that name move.
    expect((await monthRows(user, '2026-11')).map((c) => c.name)).toEqual(['Restaurants']);
    expect((await monthRows(user, '2026-12')).map((c) => c.name)).toEqual(['Dining Out']);

    const december = (await monthRows(user, '2026-12'))[0]!;
    await expectJson(
      await user.send('PATCH', `/api/categories/${november.id}`, {
        name: 'Dining Out',
      }),
      200,
    );
    await expectJson(
      await user.send('PATCH', `/api/categories/${november.id}?scope=later`, { name: 'Meals' }),
      200,
    );
    expect((await monthRows(user, '2026-12')).map((c) => [c.id, c.name, c.actual])).toEqual([
      [december.id, 'Meals', 900],
    ]);
    expect((await history(user)).map((t) => t.name)).toEqual(['Meals']);
  });
});

describe('transaction notes', () => {
  it('are kept, trimmed, cleared and matched by the search box', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Food', type: 'expense', month: '2026-03' });
    const created = await expectJson<{ transaction: TransactionView }>(
      await user.send('POST', '/api/transactions', {
        name: 'Food',
        type: 'expense',
        amount: 1200,
        date: '2026-03-03',
        note: '  Birthday dinner at Luigi’s ',
      }),
      201,
    );
    expect(created.transaction.note).toBe('Birthday dinner at Luigi’s');
    expect((await history(user, '?q=luigi')).map((t) => t.id)).toEqual([created.transaction.id]);
    await expectError(
      await user.send('PATCH', `/api/transactions/${created.transaction.id}`, {
        note: 'x'.repeat(201),
      }),
      400,
    );
    const cleared = await expectJson<{ transaction: TransactionView }>(
      await user.send('PATCH', `/api/transactions/${created.transaction.id}`, { note: '' }),
      200,
    );
    expect(cleared.transaction.note).toBeNull();
    expect(await history(user, '?q=luigi')).toEqual([]);
  });
});

describe('a transaction moved to another month', () => {
  it("takes that month's spelling of its category, where a rename changed only one month's", async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-03' });
    const april = await addCategory(user, {
      name: 'Dining Out',
      type: 'expense',
      month: '2026-04',
    });
    // Renamed in April only: March keeps 'Dining Out'.
    await expectJson(
      await user.send('PATCH', `/api/categories/${april.id}`, { name: 'dining out' }),
      200,
    );
    const lunch = await addTransaction(user, {
      name: 'dining out',
      type: 'expense',
      amount: 1250,
      date: '2026-04-10',
    });
    const moved = await expectJson<{ transaction: TransactionView }>(
      await user.send('PATCH', `/api/transactions/${lunch.id}`, { date: '2026-03-10' }),
      200,
    );
    const [march] = await monthRows(user, '2026-03');
    expect(moved.transaction.name).toBe('Dining Out');
    expect(moved.transaction.categoryId).toBe(march!.id);
    expect(march!.actual).toBe(1250);
  });
});
