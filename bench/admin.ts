// npm run bench:admin: every /api/admin/* endpoint, as an admin calls it, on PostgreSQL holding
// 10,000 users and 1,000,000 transactions (plus a year of activity, page views, orders and keys).
// Creates its own database beside DATABASE_URL's, seeds it with set-based SQL, boots the app in
// process, and prints each endpoint's median and p95 over sequential requests. Drops the database
// afterwards unless --keep.
// Usage: DATABASE_URL=postgres://... npm run bench:admin [-- --users N --transactions N --runs R --keep]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bootSystem } from '../src/server/boot.ts';
import { loadEnv } from '../src/server/env.ts';
import { ADMIN_SOURCE_PATHS } from '../src/server/modules/admin/routes.ts';
import { grantAdmin } from '../src/server/modules/admin/service.ts';
import { PAGE_NAMES } from '../src/shared/pages.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    transactions: { type: 'string', default: '1000000' },
    activity: { type: 'string', default: '300000' },
    'page-views': { type: 'string', default: '500000' },
    runs: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
  },
});
const users = Number(values.users);
const transactionCount = Number(values.transactions);
const activityCount = Number(values.activity);
const pageViewCount = Number(values['page-views']);
const runs = Number(values.runs);

const sharedUrl = process.env.DATABASE_URL?.trim();
if (!sharedUrl) {
  console.error(
    'bench:admin measures PostgreSQL: set DATABASE_URL (a server it may create a database on).',
  );
  process.exit(2);
}

const benchName = `${new URL(sharedUrl).pathname.slice(1)}_bench_admin`;
const benchUrl = new URL(sharedUrl);
benchUrl.pathname = `/${benchName}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: sharedUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

await onServer(`drop database if exists "${benchName}" with (force)`);
await onServer(`create database "${benchName}"`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-bench-admin-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  DATABASE_URL: benchUrl.toString(),
  PLATFORM_LAUNCH_DATE: '2025-11-01',
});
const system = await bootSystem({ env, engineThreads: 0 });
const { db } = system.database;

try {
  const seedStarted = performance.now();
  await seed();
  console.log(
    `Seeded ${users.toLocaleString('en-US')} users, ${transactionCount.toLocaleString('en-US')} transactions, ` +
      `${activityCount.toLocaleString('en-US')} activity rows and ${pageViewCount.toLocaleString('en-US')} ` +
      `page views in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  const cookie = await adminCookie();
  console.log(
    `\n${'endpoint'.padEnd(28)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  (${runs} runs each)`,
  );
  for (const endpoint of ADMIN_SOURCE_PATHS) {
    const url = `/api/admin/${endpoint}`;
    const call = async () => {
      const response = await system.app.request(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < 3; i++) await call(); // warm the plans and the pages
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await call();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `${url.padEnd(28)} ${percentile(samples, 50).toFixed(1).padStart(6)} ms ${percentile(samples, 95).toFixed(1).padStart(6)} ms`,
    );
  }
} finally {
  await system.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (!values.keep) await onServer(`drop database if exists "${benchName}" with (force)`);
}

async function adminCookie(): Promise<string> {
  const email = 'bench-admin@example.com';
  const response = await system.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
    body: JSON.stringify({ email, password: 'bench-admin-password-1', name: 'Bench Admin' }),
  });
  if (!response.ok) throw new Error(`Admin sign-up answered ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  await system.app.request('/api/me', { headers: { cookie } });
  if (!(await grantAdmin({ db, email }))) throw new Error('Could not make the bench user an admin');
  return cookie;
}

/** Set-based seeding: a year of signups, three months of budgets, 85 days of transactions. */
async function seed(): Promise<void> {
  const pagePaths = Object.keys(PAGE_NAMES);
  const pageList = sql.raw(`array[${pagePaths.map((p) => `'${p}'`).join(',')}]`);
  const nameOf = sql.raw(
    `case v.path ${pagePaths.map((p) => `when '${p}' then '${PAGE_NAMES[p as keyof typeof PAGE_NAMES]}'`).join(' ')} end`,
  );
  const steps = [
    sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select 'bench-' || i, 'Bench ' || i, 'bench-' || i || '@example.com', true,
        now() - random() * interval '365 days', now()
      from generate_series(1, ${users}) i`,
    sql`insert into profiles (id, email, onboarding_completed, is_passkey_pro, created_at)
      select id, email, random() < 0.8, random() < 0.02, created_at from "user"`,
    sql`insert into categories (user_id, name, type, goal, month)
      select u.id, c.name, c.type, 10000, to_char(now() - m * interval '1 month', 'YYYY-MM')
      from "user" u
      cross join (values ('Salary', 'income'), ('Groceries', 'expense'), ('Rent', 'expense'),
        ('Dining Out', 'expense'), ('Transport', 'expense'), ('Utilities', 'expense'),
        ('Rainy Day', 'savings'), ('Car Loan', 'debt')) c(name, type)
      cross join generate_series(0, 2) m`,
    sql`insert into transactions (user_id, name, type, amount, month, transaction_date)
      select 'bench-' || (1 + i % ${users}), 'Groceries', 'expense', 1 + (random() * 10000)::int,
        to_char(d, 'YYYY-MM'), d
      from (select i, now() - random() * interval '85 days' as d
        from generate_series(1, ${transactionCount}) i) s`,
    // A third of users come back often: activity skews towards low ids.
    sql`insert into user_activity (user_id, activity_type, created_at)
      select 'bench-' || (1 + floor(power(random(), 2) * ${users})::int),
        case when random() < 0.2 then 'login' else 'page_view' end,
        now() - random() * interval '90 days'
      from generate_series(1, ${activityCount})`,
    sql`insert into user_active_days (user_id, day)
      select distinct user_id, (created_at at time zone 'UTC')::date from user_activity`,
    sql`insert into page_views (user_id, page_path, page_name, session_id, created_at)
      select v.user_id, v.path, ${nameOf},
        coalesce(v.user_id, 'anon-' || (random() * 100000)::int), v.at
      from (select
          case when random() < 0.4 then 'bench-' || (1 + (random() * (${users} - 1))::int) end as user_id,
          (${pageList})[1 + floor(random() * ${pagePaths.length})::int] as path,
          now() - random() * interval '180 days' as at
        from generate_series(1, ${pageViewCount})) v`,
    sql`insert into page_view_days (page_path, day, page_name, views)
      select page_path, (created_at at time zone 'UTC')::date, min(page_name), count(*)
      from page_views group by 1, 2`,
    sql`insert into page_visitors (page_path, visitor, last_viewed_at)
      select page_path, coalesce(user_id, 'session:' || session_id), max(created_at)
      from page_views group by 1, 2`,
    sql`insert into stripe_customers (user_id, customer_id)
      select id, 'cus_' || id from "user" where random() < 0.15`,
    sql`insert into stripe_orders (checkout_session_id, customer_id, amount_total, status, created_at)
      select 'cs_' || customer_id, customer_id, 2900,
        case when random() < 0.95 then 'completed' else 'refunded' end,
        now() - random() * interval '365 days'
      from stripe_customers`,
    sql`insert into license_keys (key_hash, key_hint, redeemed_by, redeemed_at)
      select md5(i::text), 'HINT', case when i % 4 = 0 then 'bench-' || i end,
        case when i % 4 = 0 then now() end
      from generate_series(1, 2000) i`,
    sql`insert into ai_usage (user_id, month_year, characters_used)
      select 'bench-' || i, to_char(now(), 'YYYY-MM'), (random() * 50000)::int
      from generate_series(1, ${Math.min(users, 3000)}) i`,
    // As autovacuum leaves a settled database: statistics and the visibility map (index-only scans).
    sql`vacuum analyze`,
    sql`checkpoint`,
  ];
  for (const step of steps) await db.execute(step);
}
