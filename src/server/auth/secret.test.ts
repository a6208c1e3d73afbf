import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-secret-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('uses BETTER_AUTH_SECRET when it is configured, writing nothing', () => {
    const configured = 'c'.repeat(40);
    expect(resolveAuthSecret({ configured, dataDir })).toBe(configured);
    expect(() => statSync(path.join(dataDir, 'auth-secret'))).toThrow();
  });

  it('generates a strong secret on first start, private to the owner, and reuses it', () => {
    const first = resolveAuthSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir })).toBe(first);
  });

  it('gives each data dir its own secret', () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-secret-'));
    try {
      expect(resolveAuthSecret({ dataDir })).not.toBe(resolveAuthSecret({ dataDir: other }));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'a', 'b');
    const secret = resolveAuthSecret({ dataDir: nested });
    expect(readFileSync(path.join(nested, 'auth-secret'), 'utf8')).toBe(secret);
  });

  it('replaces a stored secret that is too short to be safe', () => {
    writeFileSync(path.join(dataDir, 'auth-secret'), 'short');
    const secret = resolveAuthSecret({ dataDir });
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it('ignores whitespace around a stored secret', () => {
    const stored = 's'.repeat(43);
    writeFileSync(path.join(dataDir, 'auth-secret'), `${stored}\n`);
    expect(resolveAuthSecret({ dataDir })).toBe(stored);
  });
});
