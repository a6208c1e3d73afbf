// The planner's statistics for the embedded database. PostgreSQL's autovacuum analyses a table once
// enough of it has changed; PGlite runs no autovacuum, so a household's database that grew by a
// large import kept planning as if it were empty (a search over 100,000 transactions took 224 ms
// p95 instead of 15: docs/benchmarks.md, bench:mcp). This does autovacuum's analysing for PGlite,
// with PostgreSQL's own default rule: a table is analysed once more than 50 rows plus 10% of it
// have changed since it last was, or when it holds rows and never was. A server on PostgreSQL
// leaves this to autovacuum.
import type { DatabaseHandle } from './client.ts';

/** PostgreSQL's autovacuum_analyze_threshold and autovacuum_analyze_scale_factor defaults. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
/** How often the tables are looked at (autovacuum's naptime is a minute too). */
const CHECK_EVERY_MS = 60_000;

/** Analyses the tables of `public` that PostgreSQL's rule says are due; returns their names. */
export async function analyzeChangedTables(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT s.relname AS name
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = 'public'
        AND (s.n_mod_since_analyze > $1 + $2 * greatest(c.reltuples, 0)
             OR (s.last_analyze IS NULL AND s.last_autoanalyze IS NULL AND s.n_live_tup > 0))
      ORDER BY s.relname`,
    [ANALYZE_THRESHOLD, ANALYZE_SCALE_FACTOR],
  );
  const names = (rows as Array<{ name: string }>).map((row) => row.name);
  for (const name of names)
    await database.executeSql(`ANALYZE public."${name.replace(/"/g, '""')}"`);
  return names;
}

/**
 * On PGlite: analyses what is due now and then every minute; the returned stop waits for a pass
 * under way, so the database can close after it. Errors are only logged. On PostgreSQL: nothing.
 */
export function startStatisticsUpkeep(options: {
  database: DatabaseHandle;
  everyMs?: number;
}): () => Promise<void> {
  if (options.database.kind !== 'pglite') return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => analyzeChangedTables(options.database))
      .catch((error: unknown) => console.warn('Planner statistics: analysing failed', error));
  };
  pass();
  const timer = setInterval(pass, options.everyMs ?? CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
