// npm run bench:reports: every /api/reports/* report for 24 months, and the dashboard and History's
// month page beside them, for one user with 100,000 transactions over five years (seed-demo's
// generator), timed in process over sequential requests and at 4 at once.
// - With DATABASE_URL: a PostgreSQL database of its own beside that one, holding also 10,000 other
//   users and 10,000,000 transactions over five years (set-based SQL), dropped afterwards unless --keep.
// - Without: the embedded PGlite database in a temporary folder, the one user alone (a household's).
// Prints how long seeding took and each request's median and p95.
// Usage: [DATABASE_URL=postgres://...] npm run bench:reports [-- --users N --transactions N
//        --heavy N --runs R --keep]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { formatDateTextUtc, shiftMonth } from '../src/shared/period.ts';
import { createAuth } from '../src/server/auth/auth.ts';
import { bootSystem } from '../src/server/boot.ts';
import { loadEnv } from '../src/server/env.ts';
import { seedDemo } from '../src/server/modules/demo/seed.ts';
import { benchDatabase } from './bench-database.ts';
import { percentile } from './http-load.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    transactions: { type: 'string', default: '10000000' },
    heavy: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '60' },
    keep: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const database = await benchDatabase('bench_reports');
const databaseUrl = database.url;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-bench-reports-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const system = await bootSystem({ env, engineThreads: 0, scheduledWork: false });
const { db } = system.database;
const today = formatDateTextUtc(new Date());
const email = 'bench-reports@example.com';
const password = 'bench-reports-password';

try {
  const seedStarted = performance.now();
  if (databaseUrl) await seedPopulation();
  const populationSeconds = (performance.now() - seedStarted) / 1000;
  const heavyStarted = performance.now();
  await seedDemo({
    db,
    auth: createAuth({ db, env, secret: 'bench-reports-secret-0123456789abcdef' }),
    email,
    password,
    transactions: Number(values.heavy),
    months: 60,
    today,
  });
  // As autovacuum leaves a settled database: statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ` +
      (databaseUrl
        ? `${Number(values.users).toLocaleString('en-US')} users and ${Number(values.transactions).toLocaleString('en-US')} transactions seeded in ${populationSeconds.toFixed(0)} s; `
        : '') +
      `the user's ${Number(values.heavy).toLocaleString('en-US')} transactions over 60 months in ${((performance.now() - heavyStarted) / 1000).toFixed(0)} s`,
  );

  const cookie = await signIn();
  const month = today.slice(0, 7);
  const range = `from=${shiftMonth(month, -23)}&to=${month}`;
  const endpoints = [
    `/api/reports/spending?${range}`,
    `/api/reports/budget?${range}`,
    `/api/reports/cashflow?${range}`,
    `/api/reports/merchants?${range}`,
    `/api/reports/usual?today=${today}`,
    `/api/dashboard?from=${formatDateTextUtc(new Date(Date.now() - 29 * 86_400_000))}&to=${today}&today=${today}`,
    `/api/transactions?month=${month}`,
  ];
  console.log(
    `\n${'request (24 months)'.padEnd(48)} ${'1 at a time: median'.padStart(20)} ${'p95'.padStart(9)}   ${'4 at once: median'.padStart(18)} ${'p95'.padStart(9)}   (${runs} runs)`,
  );
  for (const url of endpoints) {
    const call = async () => {
      const started = performance.now();
      const response = await system.app.request(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await call(); // warm the plans and the pages
    const alone: number[] = [];
    for (let i = 0; i < runs; i++) alone.push(await call());
    const together: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = 0; i < runs / 4; i++) together.push(await call());
      }),
    );
    alone.sort((a, b) => a - b);
    together.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
    console.log(
      `${url.split('?')[0]!.padEnd(48)} ${ms(percentile(alone, 50)).padStart(20)} ${ms(percentile(alone, 95))}   ${ms(percentile(together, 50)).padStart(18)} ${ms(percentile(together, 95))}`,
    );
  }
} finally {
  await system.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (!values.keep) await database.drop();
}

async function signIn(): Promise<string> {
  const response = await system.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/**
 * Everyone else, set-based: users with a budget of eight categories over the last three months, and
 * transactions spread over five years with their day sums, as the ledger keeps them.
 */
async function seedPopulation(): Promise<void> {
  const users = Number(values.users);
  const count = Number(values.transactions);
  const steps = [
    sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select 'bench-' || i, 'Bench ' || i, 'bench-' || i || '@example.com', true, now(), now()
      from generate_series(1, ${users}) i`,
    sql`insert into profiles (id, email, onboarding_completed, created_at)
      select id, email, true, created_at from "user"`,
    sql`insert into categories (user_id, name, type, goal, month)
      select u.id, c.name, c.type, 10000, to_char(now() - m * interval '1 month', 'YYYY-MM')
      from "user" u
      cross join (values ('Salary', 'income'), ('Groceries', 'expense'), ('Rent', 'expense'),
        ('Dining Out', 'expense'), ('Transport', 'expense'), ('Utilities', 'expense'),
        ('Rainy Day', 'savings'), ('Car Loan', 'debt')) c(name, type)
      cross join generate_series(0, 2) m`,
    // In batches of a million, so one statement's memory stays small.
    ...Array.from({ length: Math.ceil(count / 1_000_000) }, (_, batch) => {
      const size = Math.min(1_000_000, count - batch * 1_000_000);
      return sql`insert into transactions (user_id, name, type, amount, month, transaction_date, note)
        select 'bench-' || (1 + i % ${users}), n.name, 'expense', 1 + (random() * 10000)::int,
          to_char(d, 'YYYY-MM'), d, n.note
        from (select i, date_trunc('day', now() - random() * interval '1826 days') + interval '12 hours' as d,
            1 + (i % 4) as k
          from generate_series(1, ${size}) i) s
        join (values (1, 'Groceries', 'Tesco'), (2, 'Dining Out', 'Pret A Manger'),
          (3, 'Transport', 'Uber'), (4, 'Utilities', null)) n(k, name, note) using (k)`;
    }),
    sql`insert into transaction_day_sums (user_id, day, type, name, amount)
      select user_id, (transaction_date at time zone 'UTC')::date, type, name, sum(amount)
      from transactions group by 1, 2, 3, 4`,
  ];
  for (const step of steps) await db.execute(step);
}
