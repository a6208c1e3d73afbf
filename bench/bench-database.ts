// A bench's own PostgreSQL database beside DATABASE_URL's (created fresh, dropped afterwards unless
// kept), or none without DATABASE_URL: then the bench uses the embedded PGlite in its data folder.
import pg from 'pg';

export interface BenchDatabase {
  /** The bench database's URL, or undefined for PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `suffix` names the database after DATABASE_URL's ('test_bench_reports'). */
export async function benchDatabase(suffix: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `${new URL(serverUrl).pathname.slice(1)}_${suffix}`;
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
