// The PostgreSQL listener behind live updates, against the real server on this machine (CI has one
// too): notifications arrive, and after the connection is killed it comes back by itself, LISTENs
// again and tells its listeners to read afresh.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createPgListener, RESYNC } from './pg-listener.ts';

const url = process.env.PG_LISTENER_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const channel = `pennyflow_test_${process.pid}_${Date.now()}`;
let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(() => admin?.end());

function waitFor(received: string[], payload: string, withinMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + withinMs;
    const check = () => {
      if (received.includes(payload)) resolve();
      else if (Date.now() > deadline) reject(new Error(`No '${payload}' within ${withinMs} ms`));
      else setTimeout(check, 20);
    };
    check();
  });
}

describe('createPgListener', () => {
  it('delivers NOTIFYs, and survives its connection being killed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const listener = createPgListener(url);
    const received: string[] = [];
    try {
      await listener.listen(channel, (payload) => received.push(payload));
      await admin.query('select pg_notify($1, $2)', [channel, 'first']);
      await waitFor(received, 'first', 2_000);

      // Kill the listening backend, as a database restart or failover would.
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid <> pg_backend_pid() and query like $1`,
        [`LISTEN "${channel}"%`],
      );
      expect(killed.rowCount).toBe(1);
      await waitFor(received, RESYNC, 5_000);
      expect(logged).toHaveBeenCalledWith(
        'PostgreSQL LISTEN connection lost; reconnecting',
        expect.stringContaining('terminating connection'),
      );

      await admin.query('select pg_notify($1, $2)', [channel, 'after']);
      await waitFor(received, 'after', 2_000);
    } finally {
      await listener.close();
    }
  });

  it('stops delivering to a listener that unlistened', async () => {
    const listener = createPgListener(url);
    const kept: string[] = [];
    const dropped: string[] = [];
    try {
      await listener.listen(channel, (payload) => kept.push(payload));
      const unlisten = await listener.listen(channel, (payload) => dropped.push(payload));
      await unlisten();
      await admin.query('select pg_notify($1, $2)', [channel, 'only-kept']);
      await waitFor(kept, 'only-kept', 2_000);
      expect(dropped).toEqual([]);
    } finally {
      await listener.close();
    }
  });
});
