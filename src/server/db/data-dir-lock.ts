// Embedded PGlite may be opened by one process at a time; a pid file in the data folder says who has it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock (replacing one left by a dead process) and returns its release. */
export function acquireDataDirLock(dir: string): () => void {
  const file = path.join(dir, 'pennyflow.lock');
  const mine = String(process.pid);
  try {
    writeFileSync(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataDirBusyError(
        `The embedded database in ${dir} is in use by another Pennyflow process (pid ${holder}). ` +
          'Stop that process first, or point both at PostgreSQL with DATABASE_URL.',
      );
    }
    writeFileSync(file, mine); // left behind by a process that died
  }
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8').trim() === mine) rmSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
