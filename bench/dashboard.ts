// npm run bench:dashboard: GET /api/dashboard under autocannon load for a user with 100,000
// transactions over three years (seed-demo's generator), for a 30-day and a 365-day window ending
// today, and 8 repeating bills whose next 14 days it lists. The real app runs in a child process on
// a fresh embedded database, or on PostgreSQL with DATABASE_URL (the demo user is deleted
// afterwards). Prints p50/p95/p99 and requests/s.
// Usage: npm run bench:dashboard [-- --transactions N --bills N --duration SECONDS --connections 1,4,10]
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatDateTextUtc, shiftDate } from '../src/shared/period.ts';
import { findFreePort } from './free-port.ts';
import { startServeMode } from './start-app.ts';
import { formatLoad, load, LOAD_HEADER, signInCookie } from './http-load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'bench-dashboard-pw';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    port: { type: 'string' },
    email: { type: 'string' },
    transactions: { type: 'string', default: '100000' },
    /** Repeating bills of the user, whose next 14 days the dashboard lists (issue 33). */
    bills: { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,4,10' },
  },
});

if (values.serve) await serve(Number(values.port), values.email!);
else await measure();

/** Child process: the app as `npm start` assembles it, with the demo user seeded first. */
async function serve(port: number, email: string): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const { bootSystem } = await import('../src/server/boot.ts');
  const { loadEnv } = await import('../src/server/env.ts');
  const { createAuth } = await import('../src/server/auth/auth.ts');
  const { seedDemo } = await import('../src/server/modules/demo/seed.ts');
  const { user } = await import('../src/server/db/schema.ts');
  const { eq, sql } = await import('drizzle-orm');
  const dataDir = path.join(root, '.tmp', 'bench-dashboard');
  rmSync(dataDir, { recursive: true, force: true });
  const env = loadEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const system = await bootSystem({ env, engineThreads: 0 });
  const db = system.database.db;
  const started = performance.now();
  const auth = createAuth({ db, env, secret: 'bench-dashboard-secret-0123456789' });
  const seeded = await seedDemo({
    db,
    auth,
    email,
    password: PASSWORD,
    transactions: Number(values.transactions),
    months: 36,
    today: formatDateTextUtc(new Date()),
  });
  const { createBill } = await import('../src/server/modules/bills/service.ts');
  const cadences = ['weekly', 'monthly', 'every_2_weeks', 'quarterly'] as const;
  for (let i = 0; i < Number(values.bills); i += 1) {
    await createBill({
      db,
      userId: seeded.userId,
      today: formatDateTextUtc(new Date()),
      bill: {
        name: `Repeating bill ${i + 1}`,
        type: 'debt',
        cadence: cadences[i % cadences.length]!,
        startDate: shiftDate(formatDateTextUtc(new Date()), -60 + i * 3),
        dayRule: 'day',
        weekendRule: 'keep',
        endDate: null,
        paymentCount: null,
        amountKind: 'exact',
        amount: 1_000 + i * 250,
        amountMax: null,
      },
    });
  }
  await db.execute(sql.raw('ANALYZE transactions'));
  await db.execute(sql.raw('ANALYZE categories'));
  console.error(
    `server: ${system.database.kind}, seeded ${seeded.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = listen({ fetch: system.app.fetch, port, hostname: '127.0.0.1' }, () => {
    console.log('ready');
  });
  process.once('SIGTERM', () => {
    server.close();
    void (async () => {
      if (process.env.DATABASE_URL) await db.delete(user).where(eq(user.id, seeded.userId));
      await system.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

function startServer(port: number, email: string): Promise<ChildProcess> {
  const args = [
    ...['--port', String(port), '--email', email],
    ...['--transactions', values.transactions, '--bills', values.bills],
  ];
  return startServeMode(import.meta.url, args);
}

async function measure(): Promise<void> {
  const duration = Number(values.duration);
  const levels = values.connections.split(',').map(Number);
  const port = await findFreePort();
  const email = `bench-dashboard-${Date.now()}@example.com`;
  const server = await startServer(port, email);
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signInCookie({ baseUrl: base, origin: base, email, password: PASSWORD });
    console.log(
      `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.versions.node}; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; load avg before: ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const today = formatDateTextUtc(new Date());
    for (const days of [30, 365]) {
      const url = `${base}/api/dashboard?from=${shiftDate(today, -(days - 1))}&to=${today}`;
      const check = await fetch(url, { headers: { cookie } });
      const body = (await check.json()) as {
        totals?: { moneyOut: number };
        days?: unknown[];
        upcoming?: { bills: unknown[] };
      };
      if (!check.ok || !body.totals) throw new Error(`Check answered ${check.status}`);
      console.log(
        `\n${days}-day window: ${body.days?.length ?? 0} days with transactions, money out ${(body.totals.moneyOut / 100).toFixed(2)}, ${body.upcoming?.bills.length ?? 'no'} bills due in the next 14 days`,
      );
      await load({ url, headers: { cookie }, connections: 1, duration: 2 });
      console.log(LOAD_HEADER);
      for (const connections of levels) {
        console.log(formatLoad(await load({ url, headers: { cookie }, connections, duration })));
      }
    }
    console.log(`load avg after: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
