// A transaction added while its category is renamed (issue 32, F10): the add creates or meets the
// month's row through the case-insensitive index, so a rename that changes the spelling between the
// two never makes the add fail (on PostgreSQL it once answered 500 in about 800 such races).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView } from '#shared/contract/budget';
import {
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
} from '../../../../tests/setup/api-harness.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const MONTH = '2026-05';
const SPELLINGS = ['Food', 'FOOD', 'food', 'fOOD'];

describe('adding a transaction while its category is renamed', () => {
  it('never fails, and the total is every transaction added', async () => {
    const user = await signUp(system);
    const { categories } = await expectJson<{ categories: CategoryView[] }>(
      await user.send('POST', '/api/categories', {
        categories: [{ name: 'Food', type: 'expense', month: MONTH, goal: 0 }],
      }),
      201,
    );
    const id = categories[0]!.id;
    const rounds = 60;
    for (let round = 0; round < rounds; round += 1) {
      const [added, renamed] = await Promise.all([
        user.send('POST', '/api/transactions', {
          name: SPELLINGS[round % SPELLINGS.length],
          type: 'expense',
          amount: 100,
          date: `${MONTH}-10`,
        }),
        user.send('PATCH', `/api/categories/${id}`, {
          name: SPELLINGS[(round + 1) % SPELLINGS.length],
        }),
      ]);
      expect([added.status, renamed.status]).toEqual([201, 200]);
    }
    const after = await expectJson<{ categories: CategoryView[] }>(
      await user.get(`/api/categories?month=${MONTH}`),
      200,
    );
    expect(after.categories.map((c) => [c.id, c.actual])).toEqual([[id, rounds * 100]]);
  });
});
