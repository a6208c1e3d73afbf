// Personal access tokens: made once and stored hashed; read-only unless chosen otherwise; refused
// when expired, revoked or used where only a signed-in person may go; one person's token never
// reaches another's budget; limited per token; every use in the owner's security log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEventView } from '#shared/contract/security';
import {
  MAX_TOKENS,
  TOKEN_MESSAGES,
  TOKEN_REQUESTS_PER_MINUTE,
  type CreatedToken,
  type TokenView,
} from '#shared/contract/tokens';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';
import { apiTokens } from '../../db/schema.ts';
import { createToken } from './service.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function makeToken(
  user: TestUser,
  input: { name?: string; scope?: 'read' | 'write'; expiresInDays?: number | null } = {},
): Promise<string> {
  const created = await expectJson<CreatedToken>(
    await user.send('POST', '/api/tokens', { name: 'Script', ...input }),
    201,
  );
  return created.token;
}

/** A request as a script sends it: the token, no cookie, no Origin. */
function withToken(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
  return system.request(path, {
    ...init,
    origin: null,
    headers: { authorization: `Bearer ${token}` },
  });
}

const UPCOMING = '/api/bills/upcoming?from=2026-01-01&to=2026-01-31';

async function securityLog(user: TestUser): Promise<SecurityEventView[]> {
  const body = await expectJson<{ events: SecurityEventView[] }>(
    await user.get('/api/security/events'),
    200,
  );
  return body.events;
}

describe('making, listing and revoking', () => {
  it('shows a token once, keeps only its hash, lists it by name and first characters', async () => {
    const user = await signUp(system);
    const response = await user.send('POST', '/api/tokens', { name: '  Home   assistant ' });
    const created = await expectJson<CreatedToken>(response, 201);
    expect(created.token).toMatch(/^pf_[A-Za-z0-9_-]{43}$/);
    expect(created.view).toMatchObject({
      name: 'Home assistant',
      scope: 'read',
      hint: created.token.slice(0, 8),
      lastUsedAt: null,
      expired: false,
    });
    const days = (Date.parse(created.view.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const [stored] = await system.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.view.id));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const never = await expectJson<CreatedToken>(
      await user.send('POST', '/api/tokens', {
        name: 'Backup',
        scope: 'write',
        expiresInDays: null,
      }),
      201,
    );
    expect(never.view).toMatchObject({ scope: 'write', expiresAt: null });
    const { tokens } = await expectJson<{ tokens: TokenView[] }>(
      await user.get('/api/tokens'),
      200,
    );
    expect(tokens.map((token) => token.name)).toEqual(['Backup', 'Home assistant']);
    expect(JSON.stringify(tokens)).not.toContain(created.token);

    await expectJson(await user.send('DELETE', `/api/tokens/${created.view.id}`), 200);
    await expectError(await withToken(created.token, '/api/categories?month=2026-01'), 401, {
      error: TOKEN_MESSAGES.invalid,
    });
    const log = await securityLog(user);
    expect(log.slice(0, 3).map((event) => [event.type, event.detail])).toEqual([
      ['token_revoked', 'Home assistant'],
      ['token_created', 'Backup (read and write)'],
      ['token_created', 'Home assistant (read only)'],
    ]);
  });

  it('refuses a bad name, scope or expiry, more than the limit, and another person’s token', async () => {
    const user = await signUp(system);
    await expectError(await user.send('POST', '/api/tokens', { name: '   ' }), 400, {
      error: TOKEN_MESSAGES.nameEmpty,
    });
    await expectError(await user.send('POST', '/api/tokens', { name: 'x', scope: 'admin' }), 400);
    await expectError(await user.send('POST', '/api/tokens', { name: 'x', expiresInDays: 7 }), 400);
    await expectError(await user.send('POST', '/api/tokens', { name: 'x'.repeat(61) }), 400);
    await Promise.all(
      Array.from({ length: MAX_TOKENS }, (_, i) => makeToken(user, { name: `Token ${i}` })),
    );
    await expectError(await user.send('POST', '/api/tokens', { name: 'One more' }), 400, {
      error: TOKEN_MESSAGES.tooMany,
    });
    const { tokens } = await expectJson<{ tokens: TokenView[] }>(
      await user.get('/api/tokens'),
      200,
    );
    expect(tokens).toHaveLength(MAX_TOKENS);

    const other = await signUp(system);
    await expectError(await other.send('DELETE', `/api/tokens/${tokens[0]!.id}`), 404, {
      error: TOKEN_MESSAGES.notFound,
    });
    await expectError(await other.send('DELETE', '/api/tokens/not-an-id'), 404);
    expect(
      (await expectJson<{ tokens: TokenView[] }>(await user.get('/api/tokens'), 200)).tokens,
    ).toHaveLength(MAX_TOKENS);
  });
});

describe('using a token', () => {
  it('reads with a read-only token and refuses every write, but may analyse a statement', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-01' });
    const token = await makeToken(user);
    const categories = await expectJson<{ categories: Array<{ name: string }> }>(
      await withToken(token, '/api/categories?month=2026-01'),
      200,
    );
    expect(categories.categories.map((category) => category.name)).toEqual(['Groceries']);
    for (const [method, path, json] of [
      [
        'POST',
        '/api/transactions',
        { name: 'Groceries', type: 'expense', amount: 100, date: '2026-01-02' },
      ],
      ['PATCH', '/api/transactions/00000000-0000-4000-8000-000000000000', { amount: 1 }],
      ['DELETE', '/api/transactions/00000000-0000-4000-8000-000000000000', undefined],
      [
        'POST',
        '/api/categories',
        { categories: [{ name: 'Rent', type: 'expense', month: '2026-01' }] },
      ],
      ['POST', '/api/bills', { name: 'Rent' }],
      ['POST', '/api/imports', { category: 'Groceries', rows: [] }],
      ['PUT', '/api/merchant-rules', { merchant: 'Tesco', category: 'Groceries' }],
    ] as const) {
      await expectError(await withToken(token, path, { method, json }), 403, {
        error: TOKEN_MESSAGES.readOnly,
      });
    }
    const analysed = await withToken(token, '/api/functions/financial-breakdown-ai', {
      json: {
        message: '2026-01-03 TESCO STORES 12.50\n2026-01-05 NETFLIX 15.49',
        source: 'authenticated_user',
      },
    });
    expect(analysed.status).toBe(200);
    const totals = await expectJson<{ transactions: unknown[] }>(
      await withToken(token, '/api/transactions?month=2026-01'),
      200,
    );
    expect(totals.transactions).toEqual([]);
  });

  it('writes with a read-and-write token, from a script with no Origin, as its holder', async () => {
    const user = await signUp(system);
    await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-01' });
    const token = await makeToken(user, { name: 'Lunch logger', scope: 'write' });
    await expectJson(
      await withToken(token, '/api/transactions', {
        json: {
          name: 'Dining Out',
          type: 'expense',
          amount: 1_200,
          date: '2026-01-14',
          note: 'Lunch',
        },
      }),
      201,
    );
    const seen = await expectJson<{ transactions: Array<{ amount: number; note: string }> }>(
      await user.get('/api/transactions?month=2026-01'),
      200,
    );
    expect(seen.transactions.map((row) => [row.amount, row.note])).toEqual([[1_200, 'Lunch']]);

    const log = await securityLog(user);
    expect(log.slice(0, 2).map((event) => [event.type, event.detail])).toEqual([
      ['token_used', 'Lunch logger: POST /api/transactions'],
      ['token_created', 'Lunch logger (read and write)'],
    ]);
    const { tokens } = await expectJson<{ tokens: TokenView[] }>(
      await user.get('/api/tokens'),
      200,
    );
    expect(tokens[0]!.lastUsedAt).not.toBeNull();
  });

  it('never reaches another person’s budget, whatever cookie comes with it', async () => {
    const owner = await signUp(system);
    const other = await signUp(system);
    await addCategory(other, { name: 'Rent', type: 'expense', month: '2026-01' });
    await addTransaction(other, {
      name: 'Rent',
      type: 'expense',
      amount: 90_000,
      date: '2026-01-01',
    });
    const theirs = await expectJson<{ transactions: Array<{ id: string }> }>(
      await other.get('/api/transactions?month=2026-01'),
      200,
    );
    const theirRow = theirs.transactions[0]!.id;
    const token = await makeToken(owner, { scope: 'write' });

    const listed = await expectJson<{ transactions: unknown[] }>(
      await withToken(token, '/api/transactions?month=2026-01'),
      200,
    );
    expect(listed.transactions).toEqual([]);
    await expectError(
      await withToken(token, `/api/transactions/${theirRow}`, {
        method: 'PATCH',
        json: { amount: 1 },
      }),
      404,
    );
    await expectError(
      await withToken(token, `/api/transactions/${theirRow}`, { method: 'DELETE' }),
      404,
    );
    // The other person's cookie beside the owner's token: still the owner's request.
    const mixed = await system.request('/api/transactions?month=2026-01', {
      cookie: other.cookie,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await expectJson<{ transactions: unknown[] }>(mixed, 200)).transactions).toEqual([]);
    const still = await expectJson<{ transactions: Array<{ amount: number }> }>(
      await other.get('/api/transactions?month=2026-01'),
      200,
    );
    expect(still.transactions.map((row) => row.amount)).toEqual([90_000]);
  });

  it('cannot reach sign-in, settings, tokens, exports or deleting the account', async () => {
    const user = await signUp(system);
    const token = await makeToken(user, { scope: 'write' });
    for (const [method, path] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['GET', '/api/me'],
      ['GET', '/api/security/events'],
      ['GET', '/api/account/export/pennyflow-export.json'],
      ['DELETE', '/api/account'],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/subscription'],
      ['GET', '/api/admin/stats'],
    ] as const) {
      const response = await withToken(token, path, {
        method,
        json: method === 'GET' ? undefined : {},
      });
      await expectError(response, 403, { error: TOKEN_MESSAGES.notHere });
    }
    expect(
      (await expectJson<{ tokens: TokenView[] }>(await user.get('/api/tokens'), 200)).tokens,
    ).toHaveLength(1);
  });

  it('refuses an expired, unknown or malformed token with 401', async () => {
    const user = await signUp(system);
    const expired = await createToken({
      db: system.db,
      userId: user.id,
      name: 'Old',
      scope: 'read',
      expiresInDays: 30,
      now: new Date(Date.now() - 31 * 86_400_000),
      ipAddress: null,
      userAgent: null,
    });
    for (const header of [
      `Bearer ${expired.token}`,
      `Bearer pf_${'A'.repeat(43)}`,
      'Bearer not-a-token',
      'Bearer',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
    ]) {
      const response = await system.request('/api/categories?month=2026-01', {
        origin: null,
        headers: { authorization: header },
      });
      await expectError(response, 401, { error: TOKEN_MESSAGES.invalid });
    }
    const { tokens } = await expectJson<{ tokens: TokenView[] }>(
      await user.get('/api/tokens'),
      200,
    );
    expect(tokens[0]).toMatchObject({ name: 'Old', expired: true });
  });

  it(`holds each token to ${TOKEN_REQUESTS_PER_MINUTE} requests a minute, each logged`, async () => {
    const user = await signUp(system);
    const busy = await makeToken(user, { name: 'Busy' });
    const calm = await makeToken(user, { name: 'Calm' });
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE; i++) {
      expect((await withToken(busy, UPCOMING)).status).toBe(200);
    }
    await expectError(await withToken(busy, UPCOMING), 429, {
      error: TOKEN_MESSAGES.tooManyRequests(TOKEN_REQUESTS_PER_MINUTE),
    });
    expect((await withToken(calm, UPCOMING)).status).toBe(200);
    const log = await securityLog(user);
    expect(log[0]).toMatchObject({ type: 'token_used', detail: 'Calm: GET /api/bills/upcoming' });
    expect(log.filter((event) => event.detail === 'Busy: GET /api/bills/upcoming')).toHaveLength(
      log.length - 1,
    );
  });
});
