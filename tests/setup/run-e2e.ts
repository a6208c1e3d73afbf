// Runs the browser suite when a Chromium is present. Without one it says so and passes, unless
// E2E_REQUIRED=1 (as in CI), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { e2eChromiumPath } from '../e2e/chromium-path.ts';

const chromium = e2eChromiumPath();
const isRequired = process.env.E2E_REQUIRED === '1';

if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}`;
  if (isRequired) {
    console.error(
      `${message}, and E2E_REQUIRED=1: install it (apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(
    `${message}: SKIPPING the e2e suite. Install Chromium or set CHROMIUM_PATH to run it.`,
  );
  process.exit(0);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log(`Building the web app, then running e2e in ${chromium}`);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', [
  'playwright',
  'test',
  '--config',
  'tests/e2e/playwright.config.ts',
  ...process.argv.slice(2),
]);
