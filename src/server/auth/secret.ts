// BETTER_AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR,
// so sessions survive restarts without any setup.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function resolveAuthSecret(options: {
  configured?: string | undefined;
  dataDir: string;
}): string {
  if (options.configured) return options.configured;
  const file = path.resolve(options.dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
