// npm run bench:import: the Spend Breakdown's import into the budget, in process on a fresh embedded
// database (or PostgreSQL with DATABASE_URL; the bench user is deleted afterwards). A category of N
// rows (default 685, what a 30,000-character statement holds) over a user with a year of history:
// the first import, the same rows again (all recognised as already in the budget), and the undo.
// Prints the median and range of each over the runs.
// Usage: npm run bench:import [-- --rows N --runs R]
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { formatDateTextUtc, shiftDate } from '../src/shared/period.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '685' },
    runs: { type: 'string', default: '7' },
  },
});
const rowCount = Number(values.rows);
const runs = Number(values.runs);

const { bootSystem } = await import('../src/server/boot.ts');
const { loadEnv } = await import('../src/server/env.ts');
const { createAuth } = await import('../src/server/auth/auth.ts');
const { seedDemo } = await import('../src/server/modules/demo/seed.ts');
const { importRows, undoImport } = await import('../src/server/modules/imports/service.ts');
const { user } = await import('../src/server/db/schema.ts');

const dataDir = path.join(root, '.tmp', 'bench-import');
rmSync(dataDir, { recursive: true, force: true });
const env = loadEnv({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://127.0.0.1:9',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const system = await bootSystem({ env, engineThreads: 0 });
const db = system.database.db;
const today = formatDateTextUtc(new Date());
const seeded = await seedDemo({
  db,
  auth: createAuth({ db, env, secret: 'bench-import-secret-0123456789abcdef' }),
  email: `bench-import-${Date.now()}@example.com`,
  password: 'bench-import-pw',
  transactions: 5_000,
  months: 12,
  today,
});
const userId = seeded.userId;

// A month of card spending: ~20 merchants, some the same day and amount (kept, both of them).
const merchants = Array.from({ length: 20 }, (_, i) => `Merchant ${String.fromCharCode(65 + i)}`);
const rows = Array.from({ length: rowCount }, (_, i) => ({
  date: shiftDate(today, -(i % 28)),
  merchant: merchants[i % merchants.length]!,
  description: `${merchants[i % merchants.length]!.toUpperCase()} #${1000 + (i % 7)}`,
  amount: 199 + ((i * 7_919) % 25_000),
}));

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${median.toFixed(0)} ms (${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)})`;
}

const first: number[] = [];
const again: number[] = [];
const undo: number[] = [];
for (let run = 0; run < runs; run++) {
  let started = performance.now();
  const result = await importRows({
    db,
    userId,
    category: 'Groceries',
    fallbackDate: today,
    rows,
  });
  first.push(performance.now() - started);
  if (result.imported !== rowCount) throw new Error(`imported ${result.imported} of ${rowCount}`);
  started = performance.now();
  const repeat = await importRows({ db, userId, category: 'Groceries', fallbackDate: today, rows });
  again.push(performance.now() - started);
  if (repeat.duplicates !== rowCount) throw new Error(`${repeat.duplicates} recognised`);
  started = performance.now();
  await undoImport({ db, userId, id: result.importId! });
  undo.push(performance.now() - started);
}

console.log(
  `bench:import on ${system.database.kind}, ${rowCount} rows into one category, ${runs} runs, user with ${seeded.transactions} transactions`,
);
console.log(`  import              ${summary(first)}`);
console.log(`  same rows again     ${summary(again)}`);
console.log(`  undo                ${summary(undo)}`);

if (process.env.DATABASE_URL) await db.delete(user).where(eq(user.id, userId));
await system.close();
rmSync(dataDir, { recursive: true, force: true });
