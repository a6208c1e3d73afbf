// Cold start of `npm start` on an existing embedded database: spawn `node scripts/start.mjs`, time
// until GET /api/health answers { ok: true }, stop it, repeat. Prints min/median/max in ms.
// Usage: npm run bench:cold-start [-- --runs N]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { findFreePort } from './free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.tmp', 'bench-cold-start');
const POLL_MS = 20;
const START_TIMEOUT_MS = 60_000;
const MAX_REBUILDS = 5;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number >= 1');

interface StartResult {
  ms: number;
  /** The server's own "ready in N ms" (process start to listening), when it printed one. */
  readyMs: number | undefined;
  didBuild: boolean;
}

async function isHealthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok && ((await response.json()) as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
}

/** Starts `npm start`'s process, waits for health, stops it and waits for a clean exit. */
async function measureStart(port: number): Promise<StartResult> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL; // the embedded database is what a fresh `npm start` uses
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  try {
    while (!(await isHealthy(port))) {
      if (hasExited) throw new Error(`The server exited before answering:\n${log}`);
      if (performance.now() - startedAt > START_TIMEOUT_MS) {
        throw new Error(`No healthy answer within ${START_TIMEOUT_MS} ms:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const ms = performance.now() - startedAt;
    const ready = /ready in (\d+) ms/.exec(log);
    return {
      ms,
      readyMs: ready ? Number(ready[1]) : undefined,
      didBuild: log.includes('[start] Building'),
    };
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

function describeMachine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `${model}, ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function formatLoad(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

function formatStart(result: StartResult): string {
  const ready =
    result.readyMs === undefined ? '' : ` (server reports ready in ${result.readyMs} ms)`;
  return `${Math.round(result.ms)} ms${ready}`;
}

async function main(): Promise<void> {
  console.log('Cold start of `npm start` (node scripts/start.mjs) on an existing PGlite data dir');
  console.log(`machine: ${describeMachine()}`);
  console.log(`date: ${new Date().toISOString()}`);
  console.log(`load average before (1/5/15 min): ${formatLoad()}`);

  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.log('Building the web app once: vite build');
    const vite = path.join(root, 'node_modules', '.bin', 'vite');
    const build = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0)
      throw new Error('vite build failed; the benchmark needs a built web app');
  }

  rmSync(dataDir, { recursive: true, force: true });
  const port = await findFreePort();
  const first = await measureStart(port);
  const note = first.didBuild ? ', including a web app rebuild' : '';
  console.log(
    `first start (creates and migrates ${path.relative(root, dataDir)}${note}): ${formatStart(first)}`,
  );

  const times: number[] = [];
  let rebuilds = 0;
  while (times.length < runs) {
    const result = await measureStart(port);
    if (result.didBuild) {
      // Someone edited the web app meanwhile; a start that includes a build is not a cold start.
      if (++rebuilds > MAX_REBUILDS) throw new Error('The web app keeps changing; rerun later');
      console.log(`(discarded a start that rebuilt the web app: ${Math.round(result.ms)} ms)`);
      continue;
    }
    times.push(result.ms);
    console.log(`run ${times.length}: ${formatStart(result)}`);
  }
  times.sort((a, b) => a - b);
  const median =
    times.length % 2 === 1
      ? times[(times.length - 1) / 2]!
      : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
  console.log(
    `cold start to healthy, n=${runs}: min ${Math.round(times[0]!)} ms, median ${Math.round(median)} ms, max ${Math.round(times.at(-1)!)} ms`,
  );
  console.log(`load average after (1/5/15 min): ${formatLoad()}`);
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
