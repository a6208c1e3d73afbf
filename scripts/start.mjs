// `npm start`: builds the web app when dist/ is missing or older than its sources, then runs the
// server in the foreground. Plain Node ESM with no dependencies, so it works right after `npm ci`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'index.html');

// Everything the web bundle is made from. src/shared and src/engine are included because the web
// app imports them, so a change there changes the bundle too.
const buildInputs = [
  'src/web',
  'src/shared',
  'src/engine',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;

function stop(signal) {
  // A terminal's Ctrl+C reaches the child directly too; the server's shutdown tolerates repeats.
  if (current && current.exitCode === null) current.kill(signal);
  else process.exit(1);
}

for (const signal of forwardedSignals) process.on(signal, () => stop(signal));

// `npm start` runs us through `sh -c`, and a SIGTERM sent to npm kills that shell without passing
// the signal on. Under npm, a vanished parent therefore means "stop", not "keep running orphaned".
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, 500);
  watch.unref();
}

const isTestFile = (name) => /\.test\.tsx?$/.test(name);

/** The newest file under the given paths (files or folders), or undefined when there are none. */
function findNewest(paths) {
  /** @type {{ file: string, mtimeMs: number } | undefined} */
  let newest;
  const visit = (full) => {
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return; // missing input: nothing to compare
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full)) {
        // Tests are not part of the bundle, so editing one needs no rebuild.
        const isSkipped = entry === 'node_modules' || entry.startsWith('.') || isTestFile(entry);
        if (!isSkipped) visit(path.join(full, entry));
      }
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) {
      newest = { file: full, mtimeMs: stat.mtimeMs };
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

/** Why the web app must be (re)built, or undefined when dist/ is up to date. */
function findBuildReason() {
  if (!existsSync(builtIndex)) return 'dist/index.html is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const newest = findNewest(buildInputs);
  if (newest && newest.mtimeMs > builtAt) {
    return `${path.relative(root, newest.file)} changed after the last build`;
  }
  return undefined;
}

/** Runs a command with inherited output; resolves with its exit code or signal. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    current = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Ends this process the way the child ended: same exit code, or the same signal. */
function exitLike({ code, signal }) {
  if (code !== null) process.exit(code);
  for (const s of forwardedSignals) process.removeAllListeners(s);
  process.kill(process.pid, signal ?? 'SIGTERM');
}

async function main() {
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };

  // The Docker image sets SKIP_WEB_BUILD=1: it ships the build it made, and copying files into an
  // image can leave a source looking newer than it.
  const skipBuild = process.env.SKIP_WEB_BUILD === '1' && existsSync(builtIndex);
  const reason = skipBuild ? undefined : findBuildReason();
  if (reason && !existsSync(path.join(root, 'src/web/index.html'))) {
    console.warn('[start] No web app source (src/web/index.html): serving the API only.');
  } else if (reason) {
    const vite = path.join(
      root,
      'node_modules',
      '.bin',
      process.platform === 'win32' ? 'vite.cmd' : 'vite',
    );
    if (!existsSync(vite)) {
      console.error(`[start] ${reason}, and Vite is not installed. Run \`npm ci\` first.`);
      process.exit(1);
    }
    console.log(`[start] Building the web app (${reason}): vite build`);
    const build = await run(vite, ['build'], { env, shell: process.platform === 'win32' });
    if (build.code !== 0) {
      console.error('[start] The web app build failed; not starting the server.');
      exitLike(build);
      return;
    }
  } else if (skipBuild) {
    console.log('[start] Serving the web app built into dist/ (SKIP_WEB_BUILD=1).');
  } else {
    console.log('[start] The web app in dist/ is up to date.');
  }

  console.log(`[start] Starting the server (NODE_ENV=${env.NODE_ENV}): tsx src/server/main.ts`);
  exitLike(await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env }));
}

main().catch((error) => {
  console.error('[start] Could not start Pennyflow:', error);
  process.exit(1);
});
