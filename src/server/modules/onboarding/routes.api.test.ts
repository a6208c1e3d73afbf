// /api/onboarding: completing creates the chosen income and expense categories (goal 0, actual 0) in the
// given month and marks the profile complete, all or nothing; skipping only marks it complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES } from '#shared/contract/onboarding';
import type { Me } from '#shared/contract/profile';
import { monthKeyOf } from '#shared/period';
import type { Database } from '../../db/client.ts';
import type { CategoryView } from '../categories/service.ts';
import { completeOnboarding } from './service.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function listCategories(user: TestUser, month?: string): Promise<CategoryView[]> {
  const query = month ? `?month=${month}` : '';
  const body = await expectJson<{ categories: CategoryView[] }>(
    await user.get(`/api/categories${query}`),
    200,
  );
  return body.categories;
}

async function isOnboarded(user: TestUser): Promise<boolean> {
  const me = await expectJson<Me>(await user.get('/api/me'), 200);
  return me.profile.onboardingCompleted;
}

/** Name, type, goal, actual and month of each category, sorted, for comparisons. */
function summary(list: CategoryView[]) {
  return list
    .map((c) => ({ name: c.name, type: c.type, goal: c.goal, actual: c.actual, month: c.month }))
    .sort((a, b) => `${a.type}/${a.name}`.localeCompare(`${b.type}/${b.name}`));
}

describe('POST /api/onboarding/complete', () => {
  it('creates the income and expense categories with goal 0 and actual 0 in the given month', async () => {
    const user = await signUp(system);
    const body = await expectJson(
      await user.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Salary', 'Side Gig'],
        expenseCategories: ['Groceries', 'Rent/Mortgage', 'Pet Care'],
        month: '2026-03',
      }),
      200,
    );
    expect(body).toEqual({ ok: true });
    const created = await listCategories(user);
    expect(summary(created)).toEqual([
      { name: 'Groceries', type: 'expense', goal: 0, actual: 0, month: '2026-03' },
      { name: 'Pet Care', type: 'expense', goal: 0, actual: 0, month: '2026-03' },
      { name: 'Rent/Mortgage', type: 'expense', goal: 0, actual: 0, month: '2026-03' },
      { name: 'Salary', type: 'income', goal: 0, actual: 0, month: '2026-03' },
      { name: 'Side Gig', type: 'income', goal: 0, actual: 0, month: '2026-03' },
    ]);
    for (const category of created) {
      expect(category.isPaid).toBe(false);
      expect(category.dueDate).toBeNull();
    }
    expect(await isOnboarded(user)).toBe(true);
  });

  it('gives the names a budget-maker budget carries their planned amounts, and the rest 0', async () => {
    const user = await signUp(system);
    await expectJson(
      await user.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Salary', 'Tips'],
        expenseCategories: ['Groceries', 'Transportation'],
        goals: [
          { type: 'income', name: 'salary', goal: 3_000_00 },
          { type: 'expense', name: 'Groceries', goal: 413_00 },
          // Not chosen, or of the other type: nothing is made of it.
          { type: 'expense', name: 'Shopping', goal: 50_00 },
          { type: 'income', name: 'Transportation', goal: 9_00 },
        ],
        month: '2026-04',
      }),
      200,
    );
    expect(summary(await listCategories(user, '2026-04'))).toEqual([
      { name: 'Groceries', type: 'expense', goal: 413_00, actual: 0, month: '2026-04' },
      { name: 'Transportation', type: 'expense', goal: 0, actual: 0, month: '2026-04' },
      { name: 'Salary', type: 'income', goal: 3_000_00, actual: 0, month: '2026-04' },
      { name: 'Tips', type: 'income', goal: 0, actual: 0, month: '2026-04' },
    ]);
  });

  it('refuses a goal that is not whole, non-negative cents, and creates nothing', async () => {
    const user = await signUp(system);
    for (const goal of [-1, 1.5, '12']) {
      await expectError(
        await user.send('POST', '/api/onboarding/complete', {
          incomeSources: ['Salary'],
          expenseCategories: ['Groceries'],
          goals: [{ type: 'income', name: 'Salary', goal }],
        }),
        400,
      );
    }
    expect(await listCategories(user)).toEqual([]);
    expect(await isOnboarded(user)).toBe(false);
  });

  it('uses the current month when none is given', async () => {
    const user = await signUp(system);
    const monthBefore = monthKeyOf(new Date());
    await expectJson(
      await user.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Salary'],
        expenseCategories: ['Utilities'],
      }),
      200,
    );
    const monthAfter = monthKeyOf(new Date());
    const created = await listCategories(user);
    expect(created).toHaveLength(2);
    for (const category of created) expect([monthBefore, monthAfter]).toContain(category.month);
  });

  it('dedupes names case-insensitively and tidies spaces, keeping the first spelling', async () => {
    const user = await signUp(system);
    await expectJson(
      await user.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Salary', 'SALARY', '  salary ', 'Side   Gig', 'side gig'],
        expenseCategories: ['Dining Out', 'dining out', ' Dining  Out', 'Phone'],
        month: '2025-12',
      }),
      200,
    );
    expect(summary(await listCategories(user, '2025-12')).map((c) => [c.type, c.name])).toEqual([
      ['expense', 'Dining Out'],
      ['expense', 'Phone'],
      ['income', 'Salary'],
      ['income', 'Side Gig'],
    ]);
  });

  it('keeps the same name as income and as expense (they are different categories)', async () => {
    const user = await signUp(system);
    await expectJson(
      await user.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Gifts'],
        expenseCategories: ['Gifts'],
        month: '2026-01',
      }),
      200,
    );
    expect(summary(await listCategories(user)).map((c) => `${c.type}:${c.name}`)).toEqual([
      'expense:Gifts',
      'income:Gifts',
    ]);
  });

  it('completing twice adds only the new names and keeps the existing ones', async () => {
    const user = await signUp(system);
    const send = (expenseCategories: string[]) =>
      user.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Salary'],
        expenseCategories,
        month: '2026-02',
      });
    await expectJson(await send(['Groceries']), 200);
    await expectJson(await send(['Groceries', 'Internet']), 200);
    expect(summary(await listCategories(user)).map((c) => c.name)).toEqual([
      'Groceries',
      'Internet',
      'Salary',
    ]);
  });

  it('creates each category once when the same request arrives twice at the same time', async () => {
    const user = await signUp(system);
    const request = () =>
      user.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Salary'],
        expenseCategories: ['Groceries', 'Utilities'],
        month: '2026-04',
      });
    const answers = await Promise.all([request(), request(), request()]);
    for (const answer of answers) await expectJson(answer, 200);
    expect(await listCategories(user)).toHaveLength(3);
  });

  it('answers 401 without a session', async () => {
    await expectError(
      await system.request('/api/onboarding/complete', {
        json: { incomeSources: ['Salary'], expenseCategories: ['Groceries'] },
      }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  describe('bad input answers 400 with a clear message and changes nothing', () => {
    let user: TestUser;

    beforeAll(async () => {
      user = await signUp(system);
    });

    const valid = { incomeSources: ['Salary'], expenseCategories: ['Groceries'] };
    const json = (value: unknown) => ({
      body: JSON.stringify(value),
      headers: { 'content-type': 'application/json' },
    });
    const longName = 'x'.repeat(101);

    const cases: Array<
      [string, { body?: string; headers?: Record<string, string> }, string | RegExp]
    > = [
      [
        'no income source',
        json({ ...valid, incomeSources: [] }),
        ONBOARDING_MESSAGES.incomeRequired,
      ],
      [
        'no expense category',
        json({ ...valid, expenseCategories: [] }),
        ONBOARDING_MESSAGES.expenseRequired,
      ],
      ['neither list', json({}), /^incomeSources must be a list of names$/],
      [
        'a missing expense list',
        json({ incomeSources: ['Salary'] }),
        /^expenseCategories must be a list of names$/,
      ],
      [
        'a string instead of a list',
        json({ ...valid, incomeSources: 'Salary' }),
        /^incomeSources must be a list of names$/,
      ],
      [
        'an object instead of a list',
        json({ ...valid, expenseCategories: { 0: 'Rent' } }),
        /^expenseCategories must be a list of names$/,
      ],
      [
        'a number in a list',
        json({ ...valid, expenseCategories: ['Rent', 42] }),
        /^Each name must be text$/,
      ],
      ['null in a list', json({ ...valid, incomeSources: [null] }), /^Each name must be text$/],
      ['a blank name', json({ ...valid, incomeSources: ['   '] }), /^Names cannot be empty$/],
      [
        'a name over 100 characters',
        json({ ...valid, expenseCategories: [longName] }),
        /^Names can be at most 100 characters$/,
      ],
      [
        'too many income sources',
        json({ ...valid, incomeSources: Array.from({ length: 51 }, (_, i) => `Job ${i}`) }),
        /^At most 50 income sources$/,
      ],
      [
        'too many expense categories',
        json({ ...valid, expenseCategories: Array.from({ length: 101 }, (_, i) => `Bill ${i}`) }),
        /^At most 100 expense categories$/,
      ],
      [
        'a month that is not a month',
        json({ ...valid, month: '2026-13' }),
        /^month must look like 2026-03$/,
      ],
      [
        'a month in another format',
        json({ ...valid, month: 'March 2026' }),
        /^month must look like 2026-03$/,
      ],
      ['an extra field', json({ ...valid, onboardingCompleted: false }), /onboardingCompleted/],
      ['a list as the body', json([valid]), /expected object/],
      [
        'malformed JSON',
        { body: '{"incomeSources": [', headers: { 'content-type': 'application/json' } },
        /^Malformed JSON/,
      ],
      [
        'an empty body',
        { body: '', headers: { 'content-type': 'application/json' } },
        /^Malformed JSON/,
      ],
      [
        'a text/plain body',
        { body: JSON.stringify(valid), headers: { 'content-type': 'text/plain' } },
        /^Send the request body as JSON/,
      ],
    ];

    it.each(cases)('%s', async (_label, init, message) => {
      const response = await user.request('/api/onboarding/complete', { method: 'POST', ...init });
      const body = await expectError(response, 400, { code: 'VALIDATION' });
      if (typeof message === 'string') expect(body.error).toBe(message);
      else expect(body.error).toMatch(message);
      expect(await listCategories(user)).toEqual([]);
      expect(await isOnboarded(user)).toBe(false);
    });
  });

  it('is all or nothing: when marking the profile fails, no category is kept', async () => {
    const user = await signUp(system);
    await expectJson(await user.get('/api/me'), 200);
    const failing = failOnProfileUpdate(system.db);
    await expect(
      completeOnboarding({
        db: failing,
        userId: user.id,
        incomeSources: ['Salary'],
        expenseCategories: ['Groceries'],
        month: '2026-05',
      }),
    ).rejects.toThrow('profile update failed');
    expect(await listCategories(user)).toEqual([]);
    expect(await isOnboarded(user)).toBe(false);

    // The same call on the real database succeeds, so the failure above came from the injected fault.
    await completeOnboarding({
      db: system.db,
      userId: user.id,
      incomeSources: ['Salary'],
      expenseCategories: ['Groceries'],
      month: '2026-05',
    });
    expect(await listCategories(user)).toHaveLength(2);
    expect(await isOnboarded(user)).toBe(true);
  });
});

/** The database, except that any UPDATE inside a transaction throws after the inserts went through. */
function failOnProfileUpdate(db: Database): Database {
  const failingTx = <T extends object>(tx: T): T =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property === 'update') {
          return () => {
            throw new Error('profile update failed');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (run: (tx: Database) => Promise<unknown>) =>
          target.transaction((tx) => run(failingTx(tx as unknown as Database)));
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

describe('POST /api/onboarding/skip', () => {
  it('marks onboarding complete without creating categories', async () => {
    const user = await signUp(system);
    expect(await isOnboarded(user)).toBe(false);
    expect(await expectJson(await user.send('POST', '/api/onboarding/skip'), 200)).toEqual({
      ok: true,
    });
    expect(await isOnboarded(user)).toBe(true);
    expect(await listCategories(user)).toEqual([]);
  });

  it('works before the profile was ever fetched, and twice in a row', async () => {
    const user = await signUp(system);
    await expectJson(await user.send('POST', '/api/onboarding/skip'), 200);
    await expectJson(await user.send('POST', '/api/onboarding/skip'), 200);
    expect(await isOnboarded(user)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    await expectError(await system.request('/api/onboarding/skip', { method: 'POST' }), 401, {
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('one user never sees or changes another', () => {
  it("completing or skipping touches only the caller's profile and categories", async () => {
    const alice = await signUp(system);
    const bob = await signUp(system);
    await expectJson(
      await alice.send('POST', '/api/onboarding/complete', {
        incomeSources: ['Salary'],
        expenseCategories: ['Groceries'],
        month: '2026-06',
      }),
      200,
    );
    expect(await isOnboarded(alice)).toBe(true);
    expect(await isOnboarded(bob)).toBe(false);
    expect(await listCategories(bob)).toEqual([]);

    await expectJson(await bob.send('POST', '/api/onboarding/skip'), 200);
    expect(await isOnboarded(bob)).toBe(true);
    expect(await listCategories(bob)).toEqual([]);
    expect(await listCategories(alice)).toHaveLength(2);
  });
});
