// Which Chromium the browser journeys drive: CHROMIUM_PATH when set; otherwise Debian's headless shell
// when installed (the same engine without the desktop compositor, about half the CPU per test on a
// two-core machine: ADR 0024), and otherwise the full system Chromium.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function e2eChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : SYSTEM_CHROMIUM;
}
