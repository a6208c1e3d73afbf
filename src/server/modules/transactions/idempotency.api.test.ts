// POST /api/transactions with an Idempotency-Key: what the offline queue relies on to send each
// entry exactly once, whatever happens to the answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, type CategoryView, type TransactionPage } from '#shared/contract/budget';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory } from '../../../../tests/support/budget-requests.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const lunch = { name: 'Dining Out', type: 'expense', amount: 1200, date: '2026-03-14' };

async function freshUser(): Promise<TestUser> {
  const user = await signUp(system);
  await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-03' });
  return user;
}

const add = (user: TestUser, key: string | null, json: unknown = lunch) =>
  user.request('/api/transactions', {
    method: 'POST',
    json,
    ...(key !== null && { headers: { 'idempotency-key': key } }),
  });

async function march(user: TestUser) {
  const page = await expectJson<TransactionPage>(
    await user.get('/api/transactions?month=2026-03'),
    200,
  );
  const { categories } = await expectJson<{ categories: CategoryView[] }>(
    await user.get('/api/categories?month=2026-03'),
    200,
  );
  return {
    transactions: page.transactions,
    actual: categories.find((c) => c.name === 'Dining Out')?.actual,
  };
}

describe('an add with an Idempotency-Key', () => {
  it('answers a retry with the first answer and adds nothing more', async () => {
    const user = await freshUser();
    const first = await add(user, 'entry-1');
    const { transaction } = await expectJson<{ transaction: { id: string } }>(first, 201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let retry = 0; retry < 3; retry++) {
      const again = await add(user, 'entry-1');
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await expectJson<{ transaction: { id: string } }>(again, 201)).transaction).toEqual(
        transaction,
      );
    }
    const after = await march(user);
    expect(after.transactions.map((t) => t.id)).toEqual([transaction.id]);
    expect(after.actual).toBe(1200);
  });

  it('adds once when 20 copies of one request race', async () => {
    const user = await freshUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(user, 'racing')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const ids = new Set(
      await Promise.all(
        answers.map(
          async (a) => ((await a.json()) as { transaction: { id: string } }).transaction.id,
        ),
      ),
    );
    expect(ids.size).toBe(1);
    expect((await march(user)).actual).toBe(1200);
  });

  it('keeps its answer after the transaction is deleted: a late retry does not bring it back', async () => {
    const user = await freshUser();
    const { transaction } = await expectJson<{ transaction: { id: string } }>(
      await add(user, 'then-deleted'),
      201,
    );
    expect((await user.send('DELETE', `/api/transactions/${transaction.id}`)).status).toBe(200);
    await expectJson(await add(user, 'then-deleted'), 201);
    expect(await march(user)).toEqual({ transactions: [], actual: 0 });
  });

  it('refuses the same key with other input (409), and a malformed key (400), changing nothing', async () => {
    const user = await freshUser();
    await expectJson(await add(user, 'once'), 201);
    await expectError(await add(user, 'once', { ...lunch, amount: 1300 }), 409, {
      error: BUDGET_MESSAGES.idempotencyKeyReused,
    });
    for (const key of ['has space', 'x'.repeat(101), 'é']) {
      await expectError(await add(user, key), 400, {
        error: BUDGET_MESSAGES.idempotencyKeyInvalid,
      });
    }
    expect((await march(user)).actual).toBe(1200);
  });

  it('is not kept when the add is refused: the same key may carry the corrected entry', async () => {
    const user = await freshUser();
    await expectError(await add(user, 'fix-me', { ...lunch, name: 'Takeaway' }), 400, {
      error: BUDGET_MESSAGES.categoryMissing('Takeaway'),
    });
    await expectJson(await add(user, 'fix-me'), 201);
    expect((await march(user)).actual).toBe(1200);
  });

  it("is each user's own: another user's same key adds their own transaction", async () => {
    const [a, b] = [await freshUser(), await freshUser()];
    await expectJson(await add(a, 'shared-key'), 201);
    await expectJson(await add(b, 'shared-key'), 201);
    expect((await march(a)).actual).toBe(1200);
    expect((await march(b)).actual).toBe(1200);
  });

  it('without a key, every request adds (the key is the caller’s choice)', async () => {
    const user = await freshUser();
    await expectJson(await add(user, null), 201);
    await expectJson(await add(user, null), 201);
    expect((await march(user)).actual).toBe(2400);
  });
});
