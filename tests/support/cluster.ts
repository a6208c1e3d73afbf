// Several Pennyflow instances as an operator runs them behind a load balancer (docs/deploy.md): each
// its own process on a free port, all on one fresh PostgreSQL database, sharing a Redis and the auth
// secret, and all started in the same moment. For `npm run test:scale` and `npm run bench:scale`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../bench/free-port.ts';
import { startTestRedis, type TestRedis } from './redis-server.ts';
import { toRequestInit, type TestRequestInit } from './request-init.ts';
import { createIsolatedDatabase } from './scratch-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The site's one public address, as a load balancer in front of every instance would give it. */
export const CLUSTER_PUBLIC_URL = 'http://pennyflow.test';

export interface Instance {
  name: string;
  /** Where this instance listens, for requests sent to it directly. */
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
}

export interface Cluster {
  instances: Instance[];
  databaseUrl: string;
  redis: TestRedis;
  /** Stops every instance and Redis, and drops the database. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  count: number;
  /** A PostgreSQL URL whose server gets the fresh database (SCALE_DATABASE_URL or the local one). */
  serverUrl?: string;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  /** How long all of them may take to answer /api/health. */
  healthyWithinMs?: number;
}

export const DEFAULT_SERVER_URL =
  process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pennyflow-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return { name, url: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function isHealthy(instance: Instance): Promise<boolean> {
  try {
    const response = await fetch(`${instance.url}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(instances: Instance[], withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  const pending = new Set(instances);
  while (pending.size > 0) {
    for (const instance of pending) {
      const { exitCode, signalCode } = instance.child;
      if (exitCode !== null || signalCode !== null) {
        throw new Error(
          `${instance.name} exited (${exitCode ?? signalCode}) while starting:\n${instance.output()}`,
        );
      }
      if (await isHealthy(instance)) pending.delete(instance);
    }
    if (pending.size === 0) return;
    if (Date.now() > deadline) {
      const names = [...pending].map((i) => `${i.name}:\n${i.output()}`).join('\n');
      throw new Error(`Not healthy within ${withinMs} ms: ${names}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = once(instance.child, 'exit');
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const database = await createIsolatedDatabase(options.serverUrl ?? DEFAULT_SERVER_URL);
  const redis = await startTestRedis().catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const ports = await Promise.all(Array.from({ length: options.count }, () => findFreePort()));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: CLUSTER_PUBLIC_URL,
    // The load balancer says who the client is; the tests play several clients through it.
    TRUST_PROXY: 'true',
    ...options.env,
  };
  // All in the same tick, as an orchestrator starting a fresh deployment would.
  const instances = ports.map((port, i) => startInstance(`instance ${i + 1}`, port, env));
  const close = async () => {
    await Promise.all(instances.map(stopInstance));
    await redis.stop();
    await database.drop();
  };
  try {
    await waitUntilHealthy(instances, options.healthyWithinMs ?? 90_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, databaseUrl: database.url, redis, close };
}

/**
 * Sends requests to one instance as a browser on the public site would (its Origin, a session cookie
 * when given), in the shape the API suite's helpers expect (tests/setup/api-harness.ts).
 */
export function requesterFor(instance: Instance) {
  return {
    request: (target: string, init: TestRequestInit = {}): Promise<Response> =>
      fetch(`${instance.url}${target}`, toRequestInit(init, CLUSTER_PUBLIC_URL)),
  };
}
