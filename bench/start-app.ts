// Starts the app as its own process for benchmarks that drive it from outside like a browser would:
// the built app (`npm run build` first) on a fresh embedded database, waited for until healthy; or a
// benchmark script's own `--serve` mode, waited for until it prints 'ready'.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startApp(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      PUBLIC_AI_RATE_LIMIT: '100000',
      DATABASE_URL: '',
    },
  });
  for (let i = 0; i < 120; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    const ok = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
  }
  child.kill();
  throw new Error('The server did not become healthy');
}

/**
 * Runs a benchmark script again in its `--serve` mode (its own server, set up as the script wants)
 * and resolves once it prints 'ready'.
 */
export function startServeMode(
  scriptUrl: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(scriptUrl), '--serve', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before ready`)));
  });
}
