// npm run bench:scale: how throughput grows with instances on this machine. Starts three instances
// (as `npm run test:scale` does: one fresh PostgreSQL database, one Redis, the same secret), seeds a
// user with a year of transactions, then drives one, two and three of them at once with the same total
// number of connections, spread evenly as a load balancer would: signed-out breakdowns of a
// ~30,000-character statement, and that user's 365-day dashboard. Prints requests/s and latency.
// The load generator runs in this process on the same machine, so it competes for the same cores.
// Usage: npm run bench:scale [-- --duration SECONDS --connections N --transactions N]
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { createAuth } from '../src/server/auth/auth.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/env.ts';
import { seedDemo } from '../src/server/modules/demo/seed.ts';
import { formatDateTextUtc, shiftDate } from '../src/shared/period.ts';
import { CLUSTER_PUBLIC_URL, startCluster } from '../tests/support/cluster.ts';
import { generateStatementOfSize } from '../tests/support/statement-generator.ts';
import {
  formatLoad,
  loadSpread,
  LOAD_HEADER,
  signInCookie,
  type LoadOptions,
} from './http-load.ts';

const INSTANCES = 3;
const PASSWORD = 'bench-scale-password';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '12' },
    transactions: { type: 'string', default: '20000' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!(connections >= INSTANCES)) throw new Error(`--connections must be at least ${INSTANCES}`);

const cluster = await startCluster({
  count: INSTANCES,
  env: { PUBLIC_AI_RATE_LIMIT: '100000000', SIGN_IN_RATE_LIMIT: '1000' },
});
try {
  const today = formatDateTextUtc(new Date());
  const email = `bench-scale-${Date.now()}@example.com`;
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: '.' });
  try {
    const env = loadEnv({ DATABASE_URL: cluster.databaseUrl, PUBLIC_URL: CLUSTER_PUBLIC_URL });
    // Passwords are hashed the same whatever the secret; sessions come from signing in below.
    const auth = createAuth({
      db: database.db,
      env,
      secret: 'bench-scale-seeding-secret-0123456789',
    });
    const seeded = await seedDemo({
      db: database.db,
      auth,
      email,
      password: PASSWORD,
      transactions: Number(values.transactions),
      months: 12,
      today,
    });
    await database.db.execute(sql.raw('analyze'));
    console.log(`seeded ${seeded.transactions} transactions over 12 months`);
  } finally {
    await database.close();
  }

  const cookie = await signInCookie({
    baseUrl: cluster.instances[0]!.url,
    origin: CLUSTER_PUBLIC_URL,
    email,
    password: PASSWORD,
  });

  const workloads: Array<{ name: string; path: string; request: Omit<LoadOptions, 'url'> }> = [
    {
      name: 'Breakdown (signed out, 30,000-character statement)',
      path: '/api/functions/financial-breakdown-ai',
      request: {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: CLUSTER_PUBLIC_URL },
        body: JSON.stringify({
          message: generateStatementOfSize(30_000).text,
          source: 'free_tool',
        }),
        connections,
        duration,
      },
    },
    {
      name: 'Dashboard (365-day window)',
      path: `/api/dashboard?from=${shiftDate(today, -364)}&to=${today}`,
      request: { headers: { cookie }, connections, duration },
    },
  ];

  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.versions.node}; ` +
      `PostgreSQL + Redis; ${connections} connections in all; load avg before: ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (const workload of workloads) {
    console.log(`\n${workload.name}`);
    // Warm every instance (engine workers, query plans) before measuring.
    await loadSpread({
      ...workload.request,
      urls: cluster.instances.map((i) => `${i.url}${workload.path}`),
      duration: 3,
    });
    console.log(`instances ${LOAD_HEADER}`);
    for (let count = 1; count <= INSTANCES; count += 1) {
      const urls = cluster.instances.slice(0, count).map((i) => `${i.url}${workload.path}`);
      const result = await loadSpread({ ...workload.request, urls });
      console.log(`${String(count).padStart(9)} ${formatLoad(result)}`);
    }
  }
  console.log(`\nload avg after: ${os.loadavg()[0]!.toFixed(1)}`);
} finally {
  await cluster.close();
}
