// A PostgreSQL database of a test's own, made beside another on the same server and dropped (its
// connections ended) when the test is done.
import pg from 'pg';

let made = 0;

/** Creates an empty database beside the shared one; returns its URL and how to drop it. */
export async function createIsolatedDatabase(sharedUrl: string) {
  const server = new URL(sharedUrl);
  made += 1;
  const name = `${server.pathname.slice(1)}_own_${process.pid}_${Date.now()}_${made}`;
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: sharedUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
