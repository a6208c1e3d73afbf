// Migration tests' way to stand a database where an older release left it: a copy of the migrations
// folder whose journal ends at a given migration, to migrate with before loading old data.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate.ts';

/** A temporary migrations folder holding migrations 0 to `lastIndex`; the caller removes it. */
export function migrationsUpTo(lastIndex: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}
