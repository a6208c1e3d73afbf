// npm run bench:endpoint: POST /api/functions/financial-breakdown-ai under autocannon load, as a
// signed-out caller sending a ~30,000-character statement (~500 transactions, generated with a fixed
// seed). The real app (bootSystem + @hono/node-server, fresh embedded database, rate limit lifted) runs
// in a child process so the load generator does not share its event loop. Prints p50/p95/p99 latency
// and requests/s for each number of concurrent connections.
// Usage: npm run bench:endpoint [-- --duration SECONDS --connections 1,4,8 --threads N]
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { findFreePort } from './free-port.ts';
import { startServeMode } from './start-app.ts';
import { formatLoad, load, LOAD_HEADER } from './http-load.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateStatementOfSize } from '../tests/support/statement-generator.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENDPOINT = '/api/functions/financial-breakdown-ai';
const STATEMENT_CHARACTERS = 30_000;

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    port: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,2,4,8,10' },
    // Breakdown engine worker threads in the server; default one per core, 0 runs it in process.
    threads: { type: 'string' },
  },
});

if (values.serve) await serve(Number(values.port));
else await measure();

/** Child process: the app as `npm start` assembles it, on a fresh embedded database. */
async function serve(port: number): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const { bootSystem } = await import('../src/server/boot.ts');
  const { loadEnv } = await import('../src/server/env.ts');
  const dataDir = path.join(root, '.tmp', 'bench-endpoint');
  rmSync(dataDir, { recursive: true, force: true });
  const env = loadEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PUBLIC_AI_RATE_LIMIT: '100000000',
    AI_PROVIDER: 'local',
  });
  const engineThreads = values.threads === undefined ? undefined : Number(values.threads);
  const system = await bootSystem({ env, engineThreads });
  const isPooled = await system.breakdownEngine.start();
  console.error(`server: breakdown engine ${isPooled ? 'in worker threads' : 'in process'}`);
  const server = listen({ fetch: system.app.fetch, port, hostname: '127.0.0.1' }, () => {
    console.log('ready');
  });
  process.once('SIGTERM', () => {
    const { pooled, inProcess } = system.breakdownEngine.stats;
    console.error(`server: ${pooled} engine runs in workers, ${inProcess} in process`);
    server.close();
    void system.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

function startServer(port: number): Promise<ChildProcess> {
  const threads = values.threads === undefined ? [] : ['--threads', values.threads];
  return startServeMode(import.meta.url, ['--port', String(port), ...threads], {
    ...process.env,
    DATABASE_URL: '',
  });
}

async function measure(): Promise<void> {
  const duration = Number(values.duration);
  const levels = values.connections.split(',').map(Number);
  if (!(duration > 0) || levels.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('--duration must be > 0 and --connections a list of whole numbers >= 1');
  }
  const { text, records } = generateStatementOfSize(STATEMENT_CHARACTERS);
  const body = JSON.stringify({ message: text, source: 'free_tool' });
  const port = await findFreePort();
  const server = await startServer(port);
  try {
    const url = `http://127.0.0.1:${port}${ENDPOINT}`;
    const check = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const raw = await check.text();
    if (check.status !== 200) throw new Error(`Check request answered ${check.status}: ${raw}`);
    const answer = JSON.parse(raw) as {
      totalTransactions: number;
      moneyIn: { transactions: unknown[] };
      verification: { unparsedLines: unknown[] };
    };
    console.log(
      `statement: ${text.length} characters, ${records.length} transactions generated; answer: ` +
        `${answer.totalTransactions} out + ${answer.moneyIn.transactions.length} in, ` +
        `${answer.verification.unparsedLines.length} unparsed, ${raw.length} bytes`,
    );
    console.log(
      `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ` +
        `Node ${process.versions.node}; load avg before: ${os.loadavg()[0]!.toFixed(1)}`,
    );
    // Warm-up: JIT and the engine's lookups.
    const post = {
      url,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body,
    };
    await load({ ...post, connections: 1, duration: 2 });
    console.log(`\n${LOAD_HEADER}`);
    for (const connections of levels) {
      console.log(formatLoad(await load({ ...post, connections, duration })));
    }
    console.log(`load avg after: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
