// Transaction History's queries for a user with many transactions: a month's page, a search within
// the month, and the calendar's per-day sums. Seeds a demo user (seed-demo's generator), prints each
// query's EXPLAIN ANALYZE plan and its timings (median and p95 of repeated runs, in process).
// Usage: npm run bench:history [-- --transactions N --runs R]
//        PGlite in a temporary folder by default; PostgreSQL with DATABASE_URL (the demo user is
//        deleted afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { formatDateTextUtc, shiftMonth } from '#shared/period';
import { createAuth } from '#server/auth/auth';
import { openDatabase } from '#server/db/client';
import { applyMigrations } from '#server/db/migrate';
import { user } from '#server/db/schema';
import { loadEnv } from '#server/env';
import { seedDemo } from '#server/modules/demo/seed';
import {
  dayTotalsForMonth,
  dayTotalsQuery,
  listTransactions,
  transactionPageQuery,
} from '#server/modules/transactions/service';
import { eq } from 'drizzle-orm';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
  },
});
const count = Number(values.transactions);
const runs = Number(values.runs);

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-bench-history-'));
const env = loadEnv({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir });
const handle = await openDatabase({ databaseUrl, dataDir });
await applyMigrations(handle);
const { db } = handle;
const email = `bench-history-${Date.now()}@example.com`;
const today = formatDateTextUtc(new Date());
const month = today.slice(0, 7);
const lastMonth = shiftMonth(month, -1);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  await run(); // warm the plan cache and the pages
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${percentile(samples, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(2).padStart(7)} ms   (${runs} runs)`,
  );
}

/** EXPLAIN ANALYZE of a built query, with its parameters inlined as literals. */
async function explain(label: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const literal = (value: unknown) =>
    value instanceof Date
      ? `'${value.toISOString()}'`
      : typeof value === 'number'
        ? String(value)
        : `'${String(value).replace(/'/g, "''")}'`;
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  const result = await db.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${inlined}`));
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  console.log(`\n-- ${label}`);
  for (const row of rows) console.log(`   ${Object.values(row)[0]}`);
}

try {
  const auth = createAuth({ db, env, secret: 'bench-secret-'.repeat(3) });
  const seedStarted = performance.now();
  const seeded = await seedDemo({
    db,
    auth,
    email,
    password: 'bench-password',
    transactions: count,
    months: 36,
    today,
  });
  await db.execute(sql.raw('ANALYZE transactions'));
  await db.execute(sql.raw('ANALYZE categories'));
  const userId = seeded.userId;
  console.log(
    `${handle.kind}: seeded ${count.toLocaleString('en-US')} transactions over 36 months in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${Math.round(count / 36)} a month)\n`,
  );

  const page = { db, userId, month: lastMonth, limit: 100 };
  const search = { ...page, q: 'groc' };
  const badge = { ...page, q: 'money in' };
  await time(`month page (${lastMonth}, 100 rows)`, () => listTransactions(page));
  await time(`month page, 3rd page (offset 200)`, () => listTransactions({ ...page, offset: 200 }));
  await time(`search 'groc' within the month`, () => listTransactions(search));
  await time(`search 'money in' (a badge) within the month`, () => listTransactions(badge));
  await time(`calendar day totals (${lastMonth})`, () =>
    dayTotalsForMonth({ db, userId, month: lastMonth }),
  );

  await explain('month page', transactionPageQuery(page));
  await explain("search 'groc' within the month", transactionPageQuery(search));
  await explain('calendar day totals', dayTotalsQuery({ db, userId, month: lastMonth }));
  if (databaseUrl) await db.delete(user).where(eq(user.id, userId));
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
