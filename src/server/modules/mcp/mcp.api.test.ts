// The MCP server through the SDK's own client: it lists the tools a token may use, each tool's
// result equals what the API answers the same token, a read-only token is offered no writing tool
// (and the API still refuses it a write), and no token or a bad one gets 401.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView } from '#shared/contract/budget';
import type { CreatedToken } from '#shared/contract/tokens';
import { TOKEN_MESSAGES } from '#shared/contract/tokens';
import type { DashboardView } from '#shared/contract/dashboard';
import type { SecurityEventView } from '#shared/contract/security';
import {
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function tokenFor(user: TestUser, scope: 'read' | 'write'): Promise<string> {
  const created = await expectJson<CreatedToken>(
    await user.send('POST', '/api/tokens', { name: `Assistant (${scope})`, scope }),
    201,
  );
  return created.token;
}

/** The SDK's client, its requests served by the app in process. */
async function connect(token: string | null): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${system.env.PUBLIC_URL}/mcp`), {
    requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : {},
    fetch: async (url, init) => system.app.request(String(url), init as RequestInit),
  });
  const client = new Client({ name: 'pennyflow-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function structured(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  return result.structuredContent as Record<string, unknown>;
}

async function seeded(): Promise<TestUser> {
  const user = await signUp(system);
  await addCategory(user, { name: 'Salary', type: 'income', month: '2026-02', goal: 300_000 });
  await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-02', goal: 20_000 });
  await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-02', goal: 40_000 });
  await addTransaction(user, {
    name: 'Salary',
    type: 'income',
    amount: 250_000,
    date: '2026-02-25',
  });
  await addTransaction(user, {
    name: 'Dining Out',
    type: 'expense',
    amount: 4_550,
    date: '2026-02-09',
    note: 'Pizza Express',
  });
  await addTransaction(user, {
    name: 'Groceries',
    type: 'expense',
    amount: 12_345,
    date: '2026-02-11',
  });
  return user;
}

describe('/mcp', () => {
  it('offers every tool to a read-and-write token, each answering as the API does', async () => {
    const user = await seeded();
    const client = await connect(await tokenFor(user, 'write'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_transaction',
      'analyse_statement',
      'budget_of_month',
      'search_transactions',
      'spending_by_category',
      'upcoming_bills',
    ]);
    const add = tools.find((tool) => tool.name === 'add_transaction')!;
    expect(add.inputSchema.required).toEqual(
      expect.arrayContaining(['name', 'type', 'amount', 'date']),
    );

    const month = await structured(client, 'budget_of_month', { month: '2026-02' });
    const { categories } = await expectJson<{ categories: CategoryView[] }>(
      await user.get('/api/categories?month=2026-02'),
      200,
    );
    expect(month).toMatchObject({ month: '2026-02', moneyIn: 250_000, moneyOut: 16_895 });
    expect(month.categories).toEqual(
      categories.map((row) => ({
        name: row.name,
        type: row.type,
        planned: row.goal,
        actual: row.actual,
      })),
    );

    const spending = await structured(client, 'spending_by_category', {
      from: '2026-02-01',
      to: '2026-02-28',
    });
    const dashboard = await expectJson<DashboardView>(
      await user.get('/api/dashboard?from=2026-02-01&to=2026-02-28'),
      200,
    );
    expect(spending.totals).toMatchObject({
      moneyIn: dashboard.totals.moneyIn,
      expenses: dashboard.totals.expenses,
      moneyOut: dashboard.totals.moneyOut,
    });
    expect(spending.categories).toContainEqual({
      name: 'Dining Out',
      type: 'expense',
      actual: 4_550,
      planned: 20_000,
    });

    const found = await structured(client, 'search_transactions', { q: 'pizza' });
    expect(found.transactions).toEqual([
      expect.objectContaining({
        date: '2026-02-09',
        category: 'Dining Out',
        amount: 4_550,
        note: 'Pizza Express',
      }),
    ]);

    const added = await structured(client, 'add_transaction', {
      name: 'Dining Out',
      type: 'expense',
      amount: 1_200,
      date: '2026-02-14',
      note: 'Lunch',
    });
    expect(added.added).toMatchObject({
      category: 'Dining Out',
      amount: 1_200,
      date: '2026-02-14',
    });
    const after = await structured(client, 'budget_of_month', { month: '2026-02' });
    expect(after.moneyOut).toBe(16_895 + 1_200);

    const bills = await structured(client, 'upcoming_bills', {
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(bills).toEqual({ bills: [], totalDue: 0 });

    const statement = await structured(client, 'analyse_statement', {
      statement:
        '2026-02-03 TESCO STORES 12.50\n2026-02-05 NETFLIX.COM 15.49\n2026-02-07 SHELL 40.00',
    });
    expect(statement).toMatchObject({ totalSpent: 67.99, transactions: 3, complete: true });

    // Refused by the API, in its words.
    const refused = await client.callTool({
      name: 'add_transaction',
      arguments: { name: 'Holidays', type: 'expense', amount: 100, date: '2026-02-14' },
    });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain("Category 'Holidays' does not exist");
    await client.close();

    // Each tool's API call is in the owner's security log.
    const { events } = await expectJson<{ events: SecurityEventView[] }>(
      await user.get('/api/security/events'),
      200,
    );
    expect(events.map((event) => event.detail)).toContain(
      'Assistant (write): POST /api/transactions',
    );
  });

  it('offers a read-only token no tool that writes, and the API refuses it one', async () => {
    const user = await seeded();
    const token = await tokenFor(user, 'read');
    const client = await connect(token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain('add_transaction');
    const refused = await client.callTool({
      name: 'add_transaction',
      arguments: { name: 'Dining Out', type: 'expense', amount: 100, date: '2026-02-14' },
    });
    expect(refused.isError).toBe(true);
    await client.close();
    const { categories } = await expectJson<{ categories: CategoryView[] }>(
      await user.get('/api/categories?month=2026-02'),
      200,
    );
    expect(categories.find((row) => row.name === 'Dining Out')?.actual).toBe(4_550);
  });

  it('answers 401 without a token or with a bad one, and never reads another person', async () => {
    await expect(connect(null)).rejects.toThrow(/401|not valid/);
    await expect(connect(`pf_${'x'.repeat(43)}`)).rejects.toThrow(/401|not valid/);
    const response = await system.request('/mcp', {
      origin: null,
      json: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(((await response.json()) as { error: string }).error).toContain(TOKEN_MESSAGES.invalid);

    const owner = await seeded();
    const stranger = await signUp(system);
    const client = await connect(await tokenFor(stranger, 'read'));
    const month = await structured(client, 'budget_of_month', { month: '2026-02' });
    expect(month).toMatchObject({ moneyIn: 0, moneyOut: 0, categories: [] });
    const found = await structured(client, 'search_transactions', { q: 'pizza' });
    expect(found.transactions).toEqual([]);
    await client.close();
    expect(owner.id).not.toBe(stranger.id);
  });
});
