// `npm run dev`: the API under `tsx watch` on :3000 and Vite's dev server on :5173 (which proxies /api
// to :3000), in one terminal with prefixed output. When either stops, both stop.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

// vite.config.ts proxies /api to this port, so the API always runs on it in development.
const API_PORT = '3000';
const WEB_URL = 'http://localhost:5173';

interface Task {
  label: string;
  color: number;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

const tasks: Task[] = [
  {
    label: 'api',
    color: 36,
    command: 'tsx',
    args: ['watch', '--clear-screen=false', 'src/server/main.ts'],
    env: { NODE_ENV: 'development', PORT: API_PORT, PUBLIC_URL: WEB_URL },
  },
  {
    label: 'web',
    color: 35,
    command: 'vite',
    args: ['--strictPort'],
    env: { NODE_ENV: 'development' },
  },
];

const children = new Map<string, ChildProcess>();
let isStopping = false;
let exitCode = 0;

function prefix(label: string, color: number): string {
  const text = `[${label}]`;
  return useColor ? `\u001b[${color}m${text}\u001b[0m` : text;
}

function pipeLines(stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream, tag: string) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => out.write(`${tag} ${line}\n`));
}

function startTask(task: Task): void {
  const bin = path.join(
    root,
    'node_modules',
    '.bin',
    isWindows ? `${task.command}.cmd` : task.command,
  );
  const child = spawn(bin, task.args, {
    cwd: root,
    env: { ...process.env, ...task.env, ...(useColor ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping reaches tsx's and Vite's own children as well.
    detached: !isWindows,
    shell: isWindows,
  });
  const tag = prefix(task.label, task.color);
  children.set(task.label, child);
  pipeLines(child.stdout, process.stdout, tag);
  pipeLines(child.stderr, process.stderr, tag);
  child.on('error', (error) => {
    process.stderr.write(`${tag} could not start ${task.command}: ${error.message}\n`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(task.label);
    if (!isStopping) {
      process.stderr.write(`${tag} exited (${signal ?? `code ${code}`}); stopping the other.\n`);
      stopAll(code ?? 1);
    }
    if (children.size === 0) process.exit(exitCode);
  });
}

function signalChild(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (!isWindows && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

function stopAll(code: number): void {
  if (isStopping) return;
  isStopping = true;
  exitCode = code;
  for (const child of children.values()) signalChild(child, 'SIGTERM');
  if (children.size === 0) process.exit(exitCode);
  // Anything still running after a grace period is killed outright.
  setTimeout(() => {
    for (const child of children.values()) signalChild(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
// Last resort if this script dies unexpectedly: leave no orphans holding the ports.
process.on('exit', () => {
  for (const child of children.values()) signalChild(child, 'SIGKILL');
});

console.log(`Pennyflow dev: open ${WEB_URL} (Vite, hot reload; /api is proxied to :${API_PORT}).`);
console.log('The API restarts on server changes. Press Ctrl+C to stop both.\n');
for (const task of tasks) startTask(task);
