// Tokens against every route a token may reach, listed from the API's own OpenAPI document: a
// read-only token is refused every write, and one person's read-and-write token gets nothing of
// another person's rows by id, and changes none of them.
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MESSAGES, type CreatedToken } from '#shared/contract/tokens';
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
let operations: Array<{ method: string; path: string }>;
beforeAll(async () => {
  system = await startTestSystem();
  const doc = await expectJson<OpenAPIV3_1.Document>(
    await system.request('/api/openapi.json', { origin: null }),
    200,
  );
  operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => system?.close());

async function tokenOf(user: TestUser, scope: 'read' | 'write'): Promise<string> {
  const created = await expectJson<CreatedToken>(
    await user.send('POST', '/api/tokens', { name: scope, scope }),
    201,
  );
  return created.token;
}

/** A valid change for each kind of row, so the answer is about whose row it is, not the body. */
const PATCHES: Record<string, unknown> = {
  '/api/categories/': { goal: 1 },
  '/api/transactions/': { amount: 1 },
  '/api/bills/': { name: 'Mine now' },
  '/api/merchant-rules/': { category: 'Groceries' },
};

const withToken = (token: string, method: string, path: string, json?: unknown) =>
  system.request(path, {
    method,
    origin: null,
    headers: { authorization: `Bearer ${token}` },
    ...(json === undefined ? {} : { json }),
  });

describe('tokens on every route', () => {
  it('refuses a read-only token every write but the statement analysis', async () => {
    const user = await signUp(system);
    const token = await tokenOf(user, 'read');
    const writes = operations.filter(
      (op) => op.method !== 'GET' && op.path !== '/api/functions/financial-breakdown-ai',
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const { method, path } of writes) {
      const target = path
        .replace('{id}', '00000000-0000-4000-8000-000000000000')
        .replace('{date}', '2026-12-01');
      await expectError(await withToken(token, method, target, {}), 403, {
        error: TOKEN_MESSAGES.readOnly,
      });
    }
  });

  it('gives one person’s token nothing of another’s rows by id, and changes none of them', async () => {
    const owner = await signUp(system);
    const other = await signUp(system);
    await addCategory(other, {
      name: 'Groceries',
      type: 'expense',
      month: '2026-12',
      goal: 10_000,
    });
    await addTransaction(other, {
      name: 'Groceries',
      type: 'expense',
      amount: 2_500,
      date: '2026-12-02',
    });
    const bill = await expectJson<{ bill: { id: string } }>(
      await other.send('POST', '/api/bills', {
        name: 'Car Loan',
        type: 'debt',
        startDate: '2026-12-15',
        cadence: 'monthly',
        amount: 32_000,
      }),
      201,
    );
    const imported = await expectJson<{ importId: string }>(
      await other.send('POST', '/api/imports', {
        category: 'Groceries',
        fallbackDate: '2026-12-01',
        rows: [{ date: '2026-12-03', merchant: 'Tesco', amount: 1_000 }],
      }),
      201,
    );
    await expectJson(
      await other.send('PUT', '/api/merchant-rules', { merchant: 'Tesco', category: 'Groceries' }),
      200,
    );
    const snapshot = async () =>
      Promise.all(
        [
          '/api/categories',
          '/api/transactions?limit=500',
          '/api/bills',
          '/api/imports',
          '/api/merchant-rules',
        ].map(async (path) => (await other.get(path)).text()),
      );
    const before = await snapshot();
    const [categories, transactions, rules] = await Promise.all([
      other
        .get('/api/categories')
        .then((r) => expectJson<{ categories: Array<{ id: string }> }>(r, 200)),
      other
        .get('/api/transactions')
        .then((r) => expectJson<{ transactions: Array<{ id: string }> }>(r, 200)),
      other
        .get('/api/merchant-rules')
        .then((r) => expectJson<{ rules: Array<{ id: string }> }>(r, 200)),
    ]);
    const idFor: Record<string, string> = {
      '/api/categories/': categories.categories[0]!.id,
      '/api/transactions/': transactions.transactions[0]!.id,
      '/api/bills/': bill.bill.id,
      '/api/imports/': imported.importId,
      '/api/merchant-rules/': rules.rules[0]!.id,
    };
    const token = await tokenOf(owner, 'write');
    const byId = operations.filter((op) => op.path.includes('{id}'));
    expect(byId.length).toBeGreaterThan(12);
    for (const { method, path } of byId) {
      const prefix = Object.keys(idFor).find((key) => path.startsWith(key));
      expect(prefix, path).toBeDefined();
      const target = path.replace('{id}', idFor[prefix!]!).replace('{date}', '2026-12-15');
      const body =
        method !== 'PATCH'
          ? undefined
          : path.includes('/occurrences/')
            ? { amount: 1 }
            : PATCHES[prefix!];
      const response = await withToken(
        token,
        method,
        target,
        body ?? (method === 'GET' ? undefined : {}),
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});
