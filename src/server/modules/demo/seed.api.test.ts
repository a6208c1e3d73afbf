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
import type { MerchantReport } from '#shared/contract/reports';

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

    // History names where the money went, not just the category.
    const groceryNotes = new Set(groceries.map((t) => t.note));
    expect(groceryNotes.size).toBeGreaterThanOrEqual(3);
    expect(groceryNotes.has('Groceries')).toBe(false);
    expect(groceryNotes.has(null)).toBe(false);

    // Its spending reads as imported from statements: Reports' top merchants are its merchants.
    const merchants = await expectJson<MerchantReport>(
      await user.get('/api/reports/merchants?from=2026-10&to=2026-10'),
      200,
    );
    const groceryMerchants = new Set(merchants.merchants.map((m) => m.merchant));
    expect([...groceryNotes].some((note) => groceryMerchants.has(note!))).toBe(true);
    expect(merchants.merchants.reduce((sum, m) => sum + m.count, 0)).toBeGreaterThan(10);

    // A paid bill holds the payment its tick records: unticking removes it, ticking makes one again,
    // and ticking a bill already ticked adds nothing.
    const carLoan = categories.find((c) => c.name === 'Car Loan')!;
    expect(carLoan).toMatchObject({ isPaid: true, actual: carLoan.goal });
    const carLoanRows = async () =>
      (
        await expectJson<TransactionPage>(
          await user.get('/api/transactions?month=2026-10&limit=500'),
          200,
        )
      ).transactions
        .filter((t) => t.categoryId === carLoan.id)
        .map((t) => [t.kind, t.amount, t.note]);
    expect(await carLoanRows()).toEqual([
      ['bill_payment', carLoan.goal, 'Toyota Financial Services'],
    ]);
    const tick = async (isPaid: boolean) =>
      (
        await expectJson<{ category: CategoryView }>(
          await user.send('PATCH', `/api/categories/${carLoan.id}`, { isPaid }),
          200,
        )
      ).category;
    expect(await tick(false)).toMatchObject({ isPaid: false, actual: 0 });
    expect(await carLoanRows()).toEqual([]);
    expect(await tick(true)).toMatchObject({ isPaid: true, actual: carLoan.goal });
    expect(await tick(true)).toMatchObject({ isPaid: true, actual: carLoan.goal });
    expect((await carLoanRows()).map(([kind, amount]) => [kind, amount])).toEqual([
      ['bill_payment', carLoan.goal],
    ]);

    await expect(seedDemo({ ...options, transactions: 10 })).rejects.toBeInstanceOf(
      DemoAccountExistsError,
    );
  });
});
