// Transaction History's queries for a user with many transactions: a month's page, searches over all
// history (text, amount, filters, later pages), and the calendar's per-day sums. Seeds a demo user
// (seed-demo's generator; a merchant note on the everyday rows, as imports leave), prints each query's
// timings (median and p95 of repeated runs, in process) and the EXPLAIN ANALYZE plans of a few.
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
import { decodeHistoryCursor } from '#shared/contract/budget';
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
    `${label.padEnd(48)} median ${percentile(samples, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(2).padStart(7)} ms   (${runs} runs)`,
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
  // Imported rows keep their merchant as the note: give the everyday categories' rows one each.
  await db.execute(sql`
    update transactions set note = (array['WHOLE FOODS MKT #10234', 'TRADER JOE''S #552', 'AMAZON MKTPLACE PMTS',
      'SHELL OIL 5744', 'CVS/PHARMACY #0921', 'STARBUCKS STORE 1123', 'NETFLIX.COM', 'UBER *TRIP'])
      [1 + abs(hashtext(id::text)) % 8]
    where user_id = ${seeded.userId} and name in ('Groceries', 'Dining Out', 'Transportation',
      'Shopping', 'Healthcare', 'Subscriptions', 'Entertainment')`);
  await db.execute(sql.raw('ANALYZE transactions'));
  await db.execute(sql.raw('ANALYZE categories'));
  const userId = seeded.userId;
  console.log(
    `${handle.kind}: seeded ${count.toLocaleString('en-US')} transactions over 36 months in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${Math.round(count / 36)} a month)\n`,
  );

  const page = { db, userId, month: lastMonth, limit: 100 };
  const all = { db, userId, limit: 50 };
  /** The cursor after `pages` pages of a query, as Load more would send it. */
  const cursorAfter = async (query: typeof all & Record<string, unknown>, pages: number) => {
    let cursor: string | null = null;
    for (let i = 0; i < pages; i++) {
      cursor = (
        await listTransactions({
          ...query,
          cursor: cursor ? decodeHistoryCursor(cursor)! : undefined,
        })
      ).nextCursor;
    }
    return decodeHistoryCursor(cursor!)!;
  };
  await time(`month page (${lastMonth}, 100 rows)`, () => listTransactions(page));
  await time(`calendar day totals (${lastMonth})`, () =>
    dayTotalsForMonth({ db, userId, month: lastMonth }),
  );
  const searches: Array<[string, typeof all & Record<string, unknown>]> = [
    ["all history, 'groc' (common)", { ...all, q: 'groc' }],
    ["all history, 'insurance' (1 a month)", { ...all, q: 'insurance' }],
    ["all history, 'side gig'", { ...all, q: 'side gig' }],
    ["all history, 'whole foods' (a merchant)", { ...all, q: 'whole foods' }],
    ["all history, 'zzqx' (no match)", { ...all, q: 'zzqx' }],
    ["all history, '82.45' (an amount)", { ...all, q: '82.45' }],
    ["all history, '82' (any cents of $82)", { ...all, q: '82' }],
    ["all history, '$1,850' (rent)", { ...all, q: '$1,850' }],
    [
      'filters: expense, $100-$200, last year',
      {
        ...all,
        type: 'expense',
        minAmount: 10000,
        maxAmount: 20000,
        from: `${shiftMonth(month, -12)}-01`,
        to: today,
      },
    ],
    ["filters: category 'Healthcare' + 'cvs'", { ...all, category: 'healthcare', q: 'cvs' }],
  ];
  for (const [label, query] of searches) await time(label, () => listTransactions(query));
  const groc = { ...all, q: 'groc' };
  const tenth = await cursorAfter(groc, 9);
  await time("'groc', 10th page (Load more x9)", () =>
    listTransactions({ ...groc, cursor: tenth }),
  );
  const expenses = { ...all, type: 'expense' as const };
  const fortieth = await cursorAfter(expenses, 39);
  await time('type expense, 40th page', () => listTransactions({ ...expenses, cursor: fortieth }));

  await explain('month page', transactionPageQuery(page));
  await explain("all history, 'insurance'", transactionPageQuery({ ...all, q: 'insurance' }));
  await explain("all history, '82'", transactionPageQuery({ ...all, q: '82' }));
  await explain('calendar day totals', dayTotalsQuery({ db, userId, month: lastMonth }));
  if (databaseUrl) await db.delete(user).where(eq(user.id, userId));
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
