// GET /api/dashboard: the range's totals and breakdowns equal the sums of its transactions, per user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardView } from '#shared/contract/dashboard';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';

let system: TestSystem;
let user: TestUser;

const dashboard = async (who: TestUser, from: string, to: string) =>
  expectJson<DashboardView>(await who.get(`/api/dashboard?from=${from}&to=${to}`), 200);

beforeAll(async () => {
  system = await startTestSystem();
  user = await signUp(system);
  await expectJson(
    await user.send('POST', '/api/categories', {
      categories: [
        { name: 'Salary', type: 'income', month: '2026-02' },
        { name: 'Groceries', type: 'expense', month: '2026-02', goal: 40000 },
        { name: 'Groceries', type: 'expense', month: '2026-03', goal: 45000 },
        { name: 'Rent', type: 'expense', month: '2026-03', goal: 120000 },
        { name: 'Car Loan', type: 'debt', month: '2026-03', goal: 30000 },
        // Ticked paid: its payment of 5,000 is recorded on the month's last day.
        { name: 'Rainy Day', type: 'savings', month: '2026-03', goal: 5000, isPaid: true },
      ],
    }),
    201,
  );
  for (const tx of [
    { name: 'Salary', type: 'income', amount: 500000, date: '2026-02-27' },
    { name: 'Groceries', type: 'expense', amount: 4500, date: '2026-02-27' },
    { name: 'Groceries', type: 'expense', amount: 5500, date: '2026-03-03' },
    { name: 'Rent', type: 'expense', amount: 120000, date: '2026-03-01' },
    { name: 'Car Loan', type: 'debt', amount: 30000, date: '2026-03-15' },
    { name: 'Groceries', type: 'expense', amount: 99900, date: '2026-04-01' },
  ]) {
    await expectJson(await user.send('POST', '/api/transactions', tx), 201);
  }
});
afterAll(() => system?.close());

describe('GET /api/dashboard', () => {
  it('totals the range per type, and money out as expenses, savings and debt', async () => {
    const view = await dashboard(user, '2026-02-15', '2026-03-31');
    expect(view.hasCategories).toBe(true);
    expect(view.totals).toEqual({
      moneyIn: 500000,
      expenses: 130000,
      savings: 5000,
      debt: 30000,
      moneyOut: 165000,
      leftOver: 335000,
      // The Car Loan's 30,000 payment covers it, ticked or not.
      stillToPay: 0,
    });
    expect(view.bills).toEqual([]);
  });

  it('merges categories per name and type over the months of the range', async () => {
    const view = await dashboard(user, '2026-02-15', '2026-03-31');
    expect(view.categories).toContainEqual({
      name: 'Groceries',
      type: 'expense',
      actual: 10000,
      goal: 85000,
    });
    expect(view.expenseCategories).toEqual([
      { name: 'Rent', amount: 120000, percent: '92.3' },
      { name: 'Groceries', amount: 10000, percent: '7.7' },
    ]);
    expect(view.incomeSources).toEqual([{ name: 'Salary', amount: 500000, percent: '100.0' }]);
  });

  it('counts only the days inside the range, both ends included', async () => {
    const view = await dashboard(user, '2026-03-01', '2026-03-15');
    expect(view.totals.expenses).toBe(125500);
    expect(view.totals.debt).toBe(30000);
    expect(view.days).toEqual([
      { date: '2026-03-01', moneyIn: 0, moneyOut: 120000 },
      { date: '2026-03-03', moneyIn: 0, moneyOut: 5500 },
      { date: '2026-03-15', moneyIn: 0, moneyOut: 30000 },
    ]);
  });

  it("answers with the user's own figures only, and says when there is no budget at all", async () => {
    const stranger = await signUp(system);
    const view = await dashboard(stranger, '2026-02-15', '2026-03-31');
    expect(view.hasCategories).toBe(false);
    expect(view.categories).toEqual([]);
    expect(view.totals.moneyIn).toBe(0);
    expect(view.expenseCategories).toEqual([]);
  });

  it.each([
    ['?from=2026-03-01', 'date must be text like 2026-03-14'],
    ['?from=2026-03-10&to=2026-03-01', 'from must not be after to'],
    ['?from=2026-02-30&to=2026-03-01', 'date must be a real date like 2026-03-14'],
    ['?from=2000-01-01&to=2026-03-01', 'The range can be at most ten years'],
  ])('answers 400 for %s', async (query, message) => {
    await expectError(await user.get(`/api/dashboard${query}`), 400, { error: message });
  });

  it('answers 401 without a session', async () => {
    await expectError(await system.request('/api/dashboard?from=2026-03-01&to=2026-03-02'), 401);
  });
});
