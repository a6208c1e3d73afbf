// /api/reports: spending over time, income against spending and saving, and budget against actual,
// over whole months; each the sum of the transactions behind it and equal to the dashboard's and the
// budget page's figures (the coherence property test holds them over random ledgers too).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BudgetReport,
  CashflowReport,
  MerchantReport,
  SpendingReport,
  UsualReport,
} from '#shared/budget/reports';
import type { DashboardView } from '#shared/contract/dashboard';
import type { ImportResult } from '#shared/contract/imports';
import { REPORT_MESSAGES } from '#shared/contract/reports';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';
import { merchantMonthSums, transactions } from '../../db/schema.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const report = <T>(user: TestUser, name: string, from: string, to: string) =>
  user.get(`/api/reports/${name}?from=${from}&to=${to}`).then((r) => expectJson<T>(r, 200));

/** January to March 2026: groceries every month, dining in two, pay, savings and a loan. */
async function threeMonths(user: TestUser): Promise<void> {
  await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-01', goal: 40_000 });
  await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-01', goal: 10_000 });
  await addCategory(user, { name: 'Salary', type: 'income', month: '2026-01', goal: 300_000 });
  await addCategory(user, { name: 'Rainy Day', type: 'savings', month: '2026-01', goal: 0 });
  await addCategory(user, { name: 'Car Loan', type: 'debt', month: '2026-01', goal: 0 });
  // March plans more for groceries.
  await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-03', goal: 50_000 });
  const add = (name: string, type: string, amount: number, date: string) =>
    addTransaction(user, { name, type, amount, date });
  await add('Groceries', 'expense', 12_345, '2026-01-05');
  await add('Groceries', 'expense', 30_000, '2026-01-20');
  await add('Dining Out', 'expense', 4_550, '2026-01-09');
  await add('Groceries', 'expense', 38_000, '2026-02-14');
  await add('Groceries', 'expense', 41_001, '2026-03-03');
  await add('Dining Out', 'expense', 15_000, '2026-03-28');
  for (const month of ['01', '02', '03'])
    await add('Salary', 'income', 250_000, `2026-${month}-25`);
  await add('Rainy Day', 'savings', 20_000, '2026-02-26');
  await add('Car Loan', 'debt', 30_000, '2026-03-01');
}

describe('spending over time', () => {
  it('sums each category per month, with totals and the monthly average, most spent first', async () => {
    const user = await signUp(system);
    await threeMonths(user);
    const spending = await report<SpendingReport>(user, 'spending', '2026-01', '2026-03');
    expect(spending.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(spending.categories).toEqual([
      { name: 'Groceries', amounts: [42_345, 38_000, 41_001], total: 121_346, average: 40_449 },
      { name: 'Dining Out', amounts: [4_550, 0, 15_000], total: 19_550, average: 6_517 },
    ]);
    expect(spending.totals).toEqual([46_895, 38_000, 56_001]);
    expect([spending.total, spending.average]).toEqual([140_896, 46_965]);
    // Each month's total is the dashboard's expenses for that month's dates.
    for (const [i, [from, to]] of [
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
    ].entries()) {
      const dashboard = await expectJson<DashboardView>(
        await user.get(`/api/dashboard?from=${from}&to=${to}`),
        200,
      );
      expect(dashboard.totals.expenses).toBe(spending.totals[i]);
    }
  });
});

describe('income, spending and saving', () => {
  it('gives money in and out per month and the share of income not spent nor paid to debts', async () => {
    const user = await signUp(system);
    await threeMonths(user);
    const flow = await report<CashflowReport>(user, 'cashflow', '2026-01', '2026-03');
    expect(flow.months.map((m) => [m.month, m.moneyIn, m.expenses, m.savings, m.debt])).toEqual([
      ['2026-01', 250_000, 46_895, 0, 0],
      ['2026-02', 250_000, 38_000, 20_000, 0],
      ['2026-03', 250_000, 56_001, 0, 30_000],
    ]);
    expect(flow.months.map((m) => m.savingRate)).toEqual([
      (250_000 - 46_895) / 250_000,
      (250_000 - 38_000) / 250_000,
      (250_000 - 56_001 - 30_000) / 250_000,
    ]);
    const dashboard = await expectJson<DashboardView>(
      await user.get('/api/dashboard?from=2026-01-01&to=2026-03-31'),
      200,
    );
    expect([flow.total.moneyIn, flow.total.moneyOut, flow.total.leftOver]).toEqual([
      dashboard.totals.moneyIn,
      dashboard.totals.moneyOut,
      dashboard.totals.leftOver,
    ]);
  });

  it('has no saving rate for a month without money in', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-05' });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 999,
      date: '2026-05-02',
    });
    const flow = await report<CashflowReport>(user, 'cashflow', '2026-05', '2026-05');
    expect(flow.months[0]).toMatchObject({
      moneyIn: 0,
      moneyOut: 999,
      leftOver: -999,
      savingRate: null,
    });
  });
});

describe('budget against actual', () => {
  it('shows each month’s plan and spending as Your Budget does, and counts the months over', async () => {
    const user = await signUp(system);
    await threeMonths(user);
    const plan = await report<BudgetReport>(user, 'budget', '2026-02', '2026-03');
    expect(plan.months).toEqual(['2026-02', '2026-03']);
    const groceries = plan.categories.find((c) => c.name === 'Groceries')!;
    // February carries January's plan on, as Your Budget does; March has its own.
    expect(groceries.cells).toEqual([
      { goal: 40_000, actual: 38_000 },
      { goal: 50_000, actual: 41_001 },
    ]);
    const dining = plan.categories.find((c) => c.name === 'Dining Out')!;
    expect(dining.cells).toEqual([
      { goal: 10_000, actual: 0 },
      { goal: 10_000, actual: 15_000 },
    ]);
    expect([dining.monthsOver, groceries.monthsOver]).toEqual([1, 0]);
    expect([groceries.goal, groceries.actual]).toEqual([90_000, 79_001]);
    // The budget page's rows for March say the same.
    const march = await expectJson<{
      categories: Array<{ name: string; goal: number; actual: number; type: string }>;
    }>(await user.get('/api/categories?month=2026-03'), 200);
    const page = march.categories.filter((c) => c.type === 'expense');
    for (const row of page) {
      const cell = plan.categories.find((c) => c.name === row.name)!.cells[1]!;
      expect([cell.goal, cell.actual]).toEqual([row.goal, row.actual]);
    }
  });
});

describe('this month against usual', () => {
  it('compares spending so far with the same days of the six months before, largest change first', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-01' });
    await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-01' });
    for (const month of ['01', '02', '03', '04', '05', '06']) {
      await addTransaction(user, {
        name: 'Groceries',
        type: 'expense',
        amount: 10_000,
        date: `2026-${month}-05`,
      });
      // After the 10th: not in 'so far' terms.
      await addTransaction(user, {
        name: 'Groceries',
        type: 'expense',
        amount: 20_000,
        date: `2026-${month}-20`,
      });
      await addTransaction(user, {
        name: 'Dining Out',
        type: 'expense',
        amount: 3_000,
        date: `2026-${month}-08`,
      });
    }
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 15_000,
      date: '2026-07-03',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 5_000,
      date: '2026-07-09',
    });
    // Later this month than today: not counted yet.
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 7_000,
      date: '2026-07-25',
    });
    const usual = await expectJson<UsualReport>(
      await user.get('/api/reports/usual?today=2026-07-10'),
      200,
    );
    expect([usual.month, usual.day, usual.monthsBack]).toEqual(['2026-07', 10, 6]);
    expect(usual.categories).toEqual([
      { name: 'Groceries', soFar: 20_000, usual: 10_000, change: 10_000 },
      { name: 'Dining Out', soFar: 0, usual: 3_000, change: -3_000 },
    ]);
  });

  it('compares a newer budget with the months it has', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-05' });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 6_000,
      date: '2026-05-02',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 9_000,
      date: '2026-06-02',
    });
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 1_000,
      date: '2026-07-02',
    });
    const usual = await expectJson<UsualReport>(
      await user.get('/api/reports/usual?today=2026-07-02'),
      200,
    );
    expect(usual.monthsBack).toBe(2);
    expect(usual.categories).toEqual([
      { name: 'Groceries', soFar: 1_000, usual: 7_500, change: -6_500 },
    ]);
    await expectError(await user.get('/api/reports/usual?today=2026-02-30'), 400);
  });
});

describe('merchants', () => {
  it('ranks where imported spending went, a merchant’s spellings as one, with its months', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-01' });
    await addCategory(user, { name: 'Subscriptions', type: 'expense', month: '2026-01' });
    const imported = (category: string, rows: Array<[string, string, number]>) =>
      user.send('POST', '/api/imports', {
        category,
        fallbackDate: '2026-01-01',
        rows: rows.map(([date, merchant, amount]) => ({ date, merchant, amount })),
      });
    await expectJson(
      await imported('Groceries', [
        ['2026-01-04', 'Tesco', 5_210],
        ['2026-01-18', 'TESCO', 4_790],
        ['2026-02-07', 'Tesco', 6_000],
        ['2026-02-09', 'Lidl', 2_500],
      ]),
      201,
    );
    await expectJson(
      await imported('Subscriptions', [
        ['2026-01-15', 'Netflix', 1_549],
        ['2026-02-15', 'Netflix', 1_549],
      ]),
      201,
    );
    // Typed by hand, with a note: not a merchant from a statement.
    await addTransaction(user, {
      name: 'Groceries',
      type: 'expense',
      amount: 99_999,
      date: '2026-01-20',
      note: 'Party food',
    });
    const merchants = await report<MerchantReport>(user, 'merchants', '2026-01', '2026-02');
    expect(merchants.merchants).toEqual([
      { merchant: 'Tesco', amounts: [10_000, 6_000], total: 16_000, count: 3 },
      { merchant: 'Netflix', amounts: [1_549, 1_549], total: 3_098, count: 2 },
      { merchant: 'Lidl', amounts: [0, 2_500], total: 2_500, count: 1 },
    ]);
    const january = await report<MerchantReport>(user, 'merchants', '2026-01', '2026-01');
    expect(january.merchants.map((m) => [m.merchant, m.total])).toEqual([
      ['Tesco', 10_000],
      ['Netflix', 1_549],
    ]);
  });
});

describe('the merchant sums the reports read', () => {
  /** The sums as kept, and as summed afresh from the transactions they stand for. */
  async function keptAndRecounted(userId: string) {
    const order = (rows: Array<Record<string, unknown>>) =>
      rows.map((row) => JSON.stringify(row)).sort();
    const kept = await system.db
      .select({
        month: merchantMonthSums.month,
        merchant: merchantMonthSums.merchant,
        amount: merchantMonthSums.amount,
        count: merchantMonthSums.count,
      })
      .from(merchantMonthSums)
      .where(eq(merchantMonthSums.userId, userId));
    const t = transactions;
    const recounted = await system.db
      .select({
        month: t.month,
        merchant: sql<string>`${t.note}`,
        amount: sql<number>`sum(${t.amount})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(t)
      .where(
        and(
          eq(t.userId, userId),
          sql`${t.kind} = 'entry' and ${t.type} = 'expense'`,
          isNotNull(t.importId),
          isNotNull(t.note),
        ),
      )
      .groupBy(t.month, t.note);
    return { kept: order(kept), recounted: order(recounted) };
  }

  it('follow every change to imported spending: edits, moves, deletes, an undo, a deleted category', async () => {
    const user = await signUp(system);
    const check = async () => {
      const { kept, recounted } = await keptAndRecounted(user.id);
      expect(kept).toEqual(recounted);
      return kept.length;
    };
    for (const name of ['Groceries', 'Subscriptions', 'Household'])
      await addCategory(user, { name, type: 'expense', month: '2026-01' });
    const imported = async (category: string, rows: Array<[string, string, number]>) =>
      expectJson<ImportResult>(
        await user.send('POST', '/api/imports', {
          category,
          fallbackDate: '2026-01-01',
          rows: rows.map(([date, merchant, amount]) => ({ date, merchant, amount })),
        }),
        201,
      );
    await imported('Groceries', [
      ['2026-01-04', 'Tesco', 5_210],
      ['2026-01-18', 'Tesco', 4_790],
      ['2026-02-09', 'Lidl', 2_500],
    ]);
    const subscriptions = await imported('Subscriptions', [
      ['2026-01-15', 'Netflix', 1_549],
      ['2026-02-15', 'Netflix', 1_549],
    ]);
    expect(await check()).toBe(4);

    const rows = await expectJson<{ transactions: Array<{ id: string; note: string | null }> }>(
      await user.get('/api/transactions?from=2026-01-01&to=2026-02-28'),
      200,
    );
    const idOf = (note: string) => rows.transactions.find((row) => row.note === note)!.id;
    const [firstTesco, secondTesco] = rows.transactions.filter((row) => row.note === 'Tesco');
    // A merchant renamed and its amount changed in History, a row moved to another month, a row
    // deleted, a row moved to another category (which changes nothing here).
    const edit = (id: string, change: object) =>
      user.send('PATCH', `/api/transactions/${id}`, change).then((r) => expectJson(r, 200));
    await edit(firstTesco!.id, { note: 'Aldi', amount: 5_000 });
    await check();
    await edit(idOf('Lidl'), { date: '2026-01-30' });
    await check();
    await edit(secondTesco!.id, { name: 'Household' });
    await check();
    await expectJson(await user.send('DELETE', `/api/transactions/${firstTesco!.id}`), 200);
    await check();

    let merchants = await report<MerchantReport>(user, 'merchants', '2026-01', '2026-02');
    expect(merchants.merchants).toEqual([
      { merchant: 'Tesco', amounts: [5_210, 0], total: 5_210, count: 1 },
      { merchant: 'Netflix', amounts: [1_549, 1_549], total: 3_098, count: 2 },
      { merchant: 'Lidl', amounts: [2_500, 0], total: 2_500, count: 1 },
    ]);

    // Undoing an import, then deleting a category with its transactions, leave no sum behind.
    await expectJson(await user.send('DELETE', `/api/imports/${subscriptions.importId}`), 200);
    expect(await check()).toBe(2);
    const household = await expectJson<{ categories: Array<{ id: string; name: string }> }>(
      await user.get('/api/categories?month=2026-01'),
      200,
    );
    const id = household.categories.find((category) => category.name === 'Household')!.id;
    await expectJson(await user.send('DELETE', `/api/categories/${id}?transactions=delete`), 200);
    expect(await check()).toBe(1);
    merchants = await report<MerchantReport>(user, 'merchants', '2026-01', '2026-02');
    expect(merchants.merchants.map((m) => [m.merchant, m.total])).toEqual([['Lidl', 2_500]]);
  });
});

describe('bad ranges and other people', () => {
  it('answers 400 in words for a range backwards, too long or malformed', async () => {
    const user = await signUp(system);
    await expectError(await user.get('/api/reports/spending?from=2026-03&to=2026-01'), 400, {
      error: REPORT_MESSAGES.order,
    });
    // 2016-01 to 2026-02 is 3,713 days; 2016-01 to 2026-01 is 3,684.
    await expectError(await user.get('/api/reports/cashflow?from=2016-01&to=2026-02'), 400, {
      error: REPORT_MESSAGES.tooLong,
    });
    await expectJson(await user.get('/api/reports/cashflow?from=2016-01&to=2026-01'), 200);
    await expectError(await user.get('/api/reports/budget?from=2026-13&to=2026-14'), 400);
    await expectError(await user.get('/api/reports/budget?from=2026-01'), 400);
  });

  it('counts only the signed-in person’s money, and needs a session', async () => {
    const user = await signUp(system);
    await threeMonths(user);
    const other = await signUp(system);
    const spending = await report<SpendingReport>(other, 'spending', '2026-01', '2026-03');
    expect([spending.categories, spending.total]).toEqual([[], 0]);
    const plan = await report<BudgetReport>(other, 'budget', '2026-01', '2026-03');
    expect(plan.categories).toEqual([]);
    const response = await system.request('/api/reports/spending?from=2026-01&to=2026-03');
    expect(response.status).toBe(401);
  });
});
