import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'pennyflow-lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a second holder while the first is alive, and allows it after release', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'pennyflow.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
    release();
    expect(existsSync(path.join(dir, 'pennyflow.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = freshDir();
    // Pids are capped well below this on Linux, so no live process has it.
    writeFileSync(path.join(dir, 'pennyflow.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'pennyflow.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('names the process holding the folder', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'pennyflow.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
  });
});
