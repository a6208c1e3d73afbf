// npm run bench:mcp: MCP tool calls through the SDK's own client, in process against the embedded
// PGlite database (or PostgreSQL with DATABASE_URL, in a database of its own, dropped afterwards):
// one demo user's budget (seed-demo's generator), a read-and-write token, each tool called in turn
// over `runs` rounds after a warm-up. Prints each tool's median and p95 round trip (the MCP request,
// the token check, the tool's API call with its own token check and security-log line, the answer).
// Usage: [DATABASE_URL=postgres://...] npm run bench:mcp [-- --transactions N --runs R]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sql } from 'drizzle-orm';
import { formatDateTextUtc, shiftDate } from '../src/shared/period.ts';
import { createAuth } from '../src/server/auth/auth.ts';
import { bootSystem } from '../src/server/boot.ts';
import { loadEnv } from '../src/server/env.ts';
import { seedDemo } from '../src/server/modules/demo/seed.ts';
import { createToken } from '../src/server/modules/tokens/service.ts';
import { benchDatabase } from './bench-database.ts';
import { percentile } from './http-load.ts';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '200' },
  },
});
const runs = Number(values.runs);
const database = await benchDatabase('bench_mcp');
const databaseUrl = database.url;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-bench-mcp-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  // The calls come faster than a person's assistant makes them: the limit is not what is measured.
  API_TOKEN_RATE_LIMIT: '1000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const system = await bootSystem({ env, engineThreads: 0, scheduledWork: false });
const { db } = system.database;
const today = formatDateTextUtc(new Date());

try {
  const { userId } = await seedDemo({
    db,
    auth: createAuth({ db, env, secret: 'bench-mcp-secret-0123456789abcdef0123' }),
    email: 'bench-mcp@example.com',
    password: 'bench-mcp-password',
    transactions: Number(values.transactions),
    months: 12,
    today,
  });
  // As autovacuum leaves a settled database: statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
  const { token } = await createToken({
    db,
    userId,
    name: 'bench',
    scope: 'write',
    expiresInDays: null,
    ipAddress: null,
    userAgent: null,
  });
  const transport = new StreamableHTTPClientTransport(new URL(`${env.PUBLIC_URL}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: async (url, init) => system.app.request(String(url), init as RequestInit),
  });
  const client = new Client({ name: 'bench-mcp', version: '1.0.0' });
  await client.connect(transport);

  const month = today.slice(0, 7);
  const calls: Array<[string, Record<string, unknown>]> = [
    ['budget_of_month', { month }],
    ['spending_by_category', { from: shiftDate(today, -29), to: today }],
    ['search_transactions', { q: 'starbucks' }],
    ['upcoming_bills', { from: today, to: shiftDate(today, 13) }],
    [
      'add_transaction',
      { name: 'Groceries', type: 'expense', amount: 1234, date: today, note: 'bench' },
    ],
  ];
  console.log(
    `bench:mcp on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, a user with ${Number(values.transactions).toLocaleString('en-US')} transactions over 12 months, ${runs} calls each`,
  );
  for (const [name, args] of calls) {
    const once = async () => {
      const started = performance.now();
      const result = await client.callTool({ name, arguments: args });
      if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await once());
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(22)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
    );
  }
  await client.close();
} finally {
  await system.close();
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
