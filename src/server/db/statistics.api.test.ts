// The embedded database gets the planner statistics autovacuum would give it: a table is analysed
// once it holds rows it was never analysed with, or once more than 50 rows plus a tenth of it
// changed, and not again before that.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { analyzeChangedTables, startStatisticsUpkeep } from './statistics.ts';

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-statistics-'));
  database = await openDatabase({ dataDir });
  await database.executeSql('CREATE TABLE scratch (id serial PRIMARY KEY, note text)');
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const insert = (rows: number) =>
  database.executeSql(
    `INSERT INTO scratch (note) SELECT 'row ' || g FROM generate_series(1, ${rows}) g`,
  );

/** The planner's idea of the table's size. */
async function plannedRows(): Promise<number> {
  const { rows } = await database.executeSql(
    "SELECT reltuples::int AS n FROM pg_class WHERE relname = 'scratch'",
  );
  return (rows as Array<{ n: number }>)[0]!.n;
}

/** Analyses what is due once the server's counts of changed rows have caught up (about a second). */
async function analyzeWhenCounted(): Promise<string[]> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const analysed = await analyzeChangedTables(database);
    if (analysed.length > 0) return analysed;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

it('analyses a table that grew, and then not again until enough of it changed', async () => {
  await insert(1_000);
  expect(await analyzeWhenCounted()).toEqual(['scratch']);
  expect(await plannedRows()).toBe(1_000);
  expect(await analyzeChangedTables(database)).toEqual([]);

  // 60 more is under 50 + 10% of 1,000: not yet.
  await insert(60);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await analyzeChangedTables(database)).toEqual([]);
  expect(await plannedRows()).toBe(1_000);

  // 100 more makes 160 changed since: due.
  await insert(100);
  expect(await analyzeWhenCounted()).toEqual(['scratch']);
  expect(await plannedRows()).toBe(1_160);
});

it('keeps the statistics up by itself on PGlite, from the start', async () => {
  await insert(5_000);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const stop = startStatisticsUpkeep({ database, everyMs: 200 });
  try {
    await expect.poll(plannedRows, { timeout: 5_000 }).toBe(6_160);
  } finally {
    await stop();
  }
});
