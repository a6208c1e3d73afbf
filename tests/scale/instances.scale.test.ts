// `npm run test:scale`: three instances started in the same moment on a fresh PostgreSQL database,
// sharing a Redis, behave as one site (DESIGN section 8, docs/deploy.md): all come up, a session made
// on one works on the others, parallel writes through all of them sum exactly, a rate limit counts
// across them, and a change made through one reaches a live stream held by another.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate.ts';
import { createLicenseKeys } from '../../src/server/modules/licenses/service.ts';
import type { CategoryView } from '../../src/shared/contract/budget.ts';
import {
  expectError,
  expectJson,
  signInRequest,
  signUp,
  type TestUser,
} from '../setup/api-harness.ts';
import { addCategory } from '../support/budget-requests.ts';
import { requesterFor, startCluster, type Cluster, type Instance } from '../support/cluster.ts';
import { readEventStream } from '../support/event-stream.ts';

const INSTANCES = 3;
const SIGN_IN_LIMIT = 10;
/** How long a live update may take to cross instances on a loaded CI machine (it takes ~10 ms). */
const STREAM_WAIT_MS = 5_000;

let cluster: Cluster;
let instances: Instance[];

beforeAll(async () => {
  cluster = await startCluster({
    count: INSTANCES,
    env: { SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT), SIGN_UP_RATE_LIMIT: '1000' },
  });
  instances = cluster.instances;
});
afterAll(async () => {
  await cluster?.close();
  // What went wrong inside an instance (a failed live event, a pool error) fails the run too.
  for (const instance of instances ?? []) {
    expect(instance.output(), instance.name).not.toMatch(/error|failed|unhandled/i);
  }
});

/** The same signed-in person's requests, sent to another instance. */
function on(instance: Instance, user: TestUser) {
  const requester = requesterFor(instance);
  return {
    get: (target: string) => requester.request(target, { cookie: user.cookie }),
    send: (method: string, target: string, json?: unknown) =>
      requester.request(target, { method, json, cookie: user.cookie }),
  };
}

describe(`${INSTANCES} instances on one PostgreSQL database and one Redis`, () => {
  it('all started at once on an empty database, and each migration ran once', async () => {
    for (const instance of instances) {
      expect(await expectJson(await fetch(`${instance.url}/api/health`), 200)).toEqual({
        ok: true,
      });
      expect(instance.output()).toContain('Pennyflow listening on');
    }
    const database = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: '.' });
    try {
      const result = await database.db.execute(
        sql`select count(*)::int as applied, count(distinct hash)::int as distinct_hashes
            from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
        applied: journal.entries.length,
        distinct_hashes: journal.entries.length,
      });
    } finally {
      await database.close();
    }
  });

  it('accepts a session made on one instance on every other', async () => {
    const user = await signUp(requesterFor(instances[0]!));
    for (const instance of instances) {
      const session = await expectJson<{ user: { id: string } } | null>(
        await on(instance, user).get('/api/auth/get-session'),
        200,
      );
      expect(session?.user.id).toBe(user.id);
    }
  });

  it('sums 300 parallel writes spread across the instances exactly', async () => {
    const user = await signUp(requesterFor(instances[1]!));
    await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-04' });
    const amounts = Array.from({ length: 300 }, (_, i) => 100 + i);
    const responses = await Promise.all(
      amounts.map((amount, i) =>
        on(instances[i % INSTANCES]!, user).send('POST', '/api/transactions', {
          name: 'Dining Out',
          type: 'expense',
          amount,
          date: '2026-04-10',
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(amounts.map(() => 201));
    const total = amounts.reduce((a, b) => a + b, 0);
    for (const instance of instances) {
      const { categories } = await expectJson<{ categories: CategoryView[] }>(
        await on(instance, user).get('/api/categories?month=2026-04'),
        200,
      );
      expect(categories.find((c) => c.name === 'Dining Out')?.actual).toBe(total);
    }
  });

  it(`holds the sign-in limit across instances: ${SIGN_IN_LIMIT} a minute in all, not one each`, async () => {
    const user = await signUp(requesterFor(instances[2]!));
    const address = '203.0.113.77';
    const attempts = SIGN_IN_LIMIT * INSTANCES;
    const statuses: number[] = [];
    // One after another, so the count is exact whichever instance each lands on.
    for (let i = 0; i < attempts; i += 1) {
      const response = await signInRequest(requesterFor(instances[i % INSTANCES]!), {
        email: user.email,
        password: 'not the password',
        address,
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - SIGN_IN_LIMIT);
    expect(statuses.slice(SIGN_IN_LIMIT).every((s) => s === 429)).toBe(true);
    // The right password from that address is refused too, on every instance, until the minute ends.
    for (const instance of instances) {
      await expectError(
        await signInRequest(requesterFor(instance), {
          email: user.email,
          password: user.password,
          address,
        }),
        429,
      );
    }
  });

  it("streams a budget made through one instance to another's counter", async () => {
    const response = await requesterFor(instances[1]!).request('/api/budget-counter/events');
    expect(response.status).toBe(200);
    const stream = readEventStream<{ count: number }>(response, 'count');
    try {
      const before = (await stream.next(STREAM_WAIT_MS)).count;
      const made = await requesterFor(instances[0]!).request('/api/functions/budget-maker', {
        json: {
          income: [{ name: 'Salary', amount: 3_000_00 }],
          expenses: '03/01/2026  WHOLEFDS MKT 10234 AUSTIN TX  -82.10',
        },
        headers: { 'x-forwarded-for': '198.51.100.5' },
      });
      await expectJson(made, 200);
      expect((await stream.next(STREAM_WAIT_MS)).count).toBe(before + 1);
    } finally {
      await stream.close();
    }
  });

  it("streams Pro access unlocked through one instance to the buyer's page on another", async () => {
    const user = await signUp(requesterFor(instances[0]!));
    const database = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: '.' });
    const [key] = await createLicenseKeys({ db: database.db, count: 1 }).finally(() =>
      database.close(),
    );
    const response = await on(instances[2]!, user).get('/api/subscription/events');
    expect(response.status).toBe(200);
    const stream = readEventStream<{ status: string }>(response, 'subscription');
    try {
      expect((await stream.next(STREAM_WAIT_MS)).status).toBe('none');
      const redeemed = await on(instances[1]!, user).send(
        'POST',
        '/api/functions/validate-license-key',
        { licenseKey: key },
      );
      expect(await expectJson(redeemed, 200)).toEqual({ valid: true, error: null });
      expect((await stream.next(STREAM_WAIT_MS)).status).toBe('active');
    } finally {
      await stream.close();
    }
  });
});
