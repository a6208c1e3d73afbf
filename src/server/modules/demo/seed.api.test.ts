// seed-demo makes a real account: it signs in, has finished onboarding, and its budget adds up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView, TransactionPage } from '#shared/contract/budget';
import { createAuth } from '../../auth/auth.ts';
import {
  expectJson,
  signIn,
  startTestSystem,
  uniqueEmail,
  type TestSystem,
} from '../../../../tests/setup/api-harness.ts';
import { DemoAccountExistsError, seedDemo } from './seed.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

describe('seedDemo', () => {
  it('creates an account that signs in and sees a consistent budget', async () => {
    const email = uniqueEmail('demo');
    const auth = createAuth({ db: system.db, env: system.env, secret: 'test-secret-'.repeat(4) });
    const options = {
      db: system.db,
      auth,
      email,
      password: 'demo-password',
      months: 3,
      today: '2026-11-22',
    };
    const result = await seedDemo({ ...options, transactions: 300 });
    expect(result.transactions).toBe(300);

    const user = await signIn(system, { email, password: 'demo-password' });
    const me = await expectJson<{ profile: { onboardingCompleted: boolean } }>(
      await user.get('/api/me'),
      200,
    );
    expect(me.profile.onboardingCompleted).toBe(true);
    const { categories } = await expectJson<{ categories: CategoryView[] }>(
      await user.get('/api/categories?month=2026-10'),
      200,
    );
    const page = await expectJson<TransactionPage>(
      await user.get('/api/transactions?month=2026-10&limit=500'),
      200,
    );
    expect(page.transactions).toHaveLength(100);
    const groceries = page.transactions.filter((t) => t.name === 'Groceries');
    expect(categories.find((c) => c.name === 'Groceries')?.actual).toBe(
      groceries.reduce((sum, t) => sum + t.amount, 0),
    );

    await expect(seedDemo({ ...options, transactions: 10 })).rejects.toBeInstanceOf(
      DemoAccountExistsError,
    );
  });
});
