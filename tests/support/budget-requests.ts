// API tests' shortcuts for setting up a budget: a category or a transaction created through the real
// endpoints as the given user, failing the test unless the API answers 201.
import type { CategoryView, TransactionView } from '#shared/contract/budget';
import { expectJson, type TestUser } from '../setup/api-harness.ts';

export async function addCategory(
  user: TestUser,
  category: {
    name: string;
    type: string;
    month: string;
    goal?: number;
    actual?: number;
    dueDate?: string;
  },
): Promise<CategoryView> {
  const body = await expectJson<{ categories: CategoryView[] }>(
    await user.send('POST', '/api/categories', { categories: [category] }),
    201,
  );
  return body.categories[0]!;
}

export async function addTransaction(
  user: TestUser,
  tx: { name: string; type: string; amount: number; date: string; note?: string },
): Promise<TransactionView> {
  const body = await expectJson<{ transaction: TransactionView }>(
    await user.send('POST', '/api/transactions', tx),
    201,
  );
  return body.transaction;
}
