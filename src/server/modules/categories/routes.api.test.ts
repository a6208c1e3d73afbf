// GET /api/categories: the caller's own categories, optionally for one month, oldest month first then by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView } from './service.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';

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
