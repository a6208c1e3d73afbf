// Rate limits shared through Redis (REDIS_URL): two app instances count against one limit, and a
// Redis outage refuses sign-in and license attempts (503) while the public breakdown goes on.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import { LICENSE_MESSAGES } from '#shared/contract/payments';
import { formatLicenseKey } from '#shared/license';
import {
  expectError,
  expectJson,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  withEnv,
  type TestSystem,
  type TestUser,
} from '../../../tests/setup/api-harness.ts';
import { startTestRedis, type TestRedis } from '../../../tests/support/redis-server.ts';
import { LICENSE_ATTEMPTS_PER_ADDRESS } from '../modules/licenses/routes.ts';
import { UNAVAILABLE_MESSAGE } from '#shared/errors';
import { connectRedisLimitStores, type LimitStores } from './limit-stores.ts';

const SIGN_IN_LIMIT = 4;
const STATEMENT = [
  '03/01/2026  STARBUCKS STORE #1234 SEATTLE WA  -5.75',
  '03/02/2026  PAYROLL ACME CORP DIR DEP  2500.00',
].join('\n');

let redis: TestRedis;
let first: TestSystem;
let secondLimits: LimitStores;
/** A second instance: same database, same Redis, its own limiters. */
let second: ReturnType<typeof withEnv>;

beforeAll(async () => {
  redis = await startTestRedis();
  const env = { REDIS_URL: redis.url, SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT) };
  first = await startTestSystem({ env });
  secondLimits = await connectRedisLimitStores(redis.url);
  second = withEnv(first, env, { limits: secondLimits });
});
afterAll(async () => {
  await secondLimits?.close();
  await first?.close();
  await redis?.stop();
});

const instances = () => [first, second];

function redeemOn(target: Pick<TestSystem, 'request'>, user: TestUser, address: string) {
  const guess = formatLicenseKey(Array.from({ length: 24 }, () => Math.floor(Math.random() * 32)));
  return target.request('/api/functions/validate-license-key', {
    json: { licenseKey: guess },
    cookie: user.cookie,
    headers: { 'x-forwarded-for': address },
  });
}

describe('limits shared by every instance through Redis', () => {
  it('counts sign-in attempts from one address on both instances against one limit', async () => {
    const account = await signUp(first);
    const address = uniqueAddress();
    for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1) {
      const on = instances()[attempt % 2]!;
      const response = await signInRequest(on, { ...account, password: 'wrong', address });
      expect(response.status, `attempt ${attempt + 1}`).toBe(401);
    }
    for (const on of instances()) {
      await expectError(await signInRequest(on, { ...account, address }), 429, {
        code: 'RATE_LIMITED',
        error: AUTH_MESSAGES.tooManyAttempts,
      });
    }
  });

  it('counts license guesses from one address on both instances against one limit', async () => {
    const user = await signUp(first);
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LICENSE_ATTEMPTS_PER_ADDRESS.limit + 2; attempt += 1) {
      statuses.push((await redeemOn(instances()[attempt % 2]!, user, address)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LICENSE_ATTEMPTS_PER_ADDRESS.limit);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    await expectError(await redeemOn(second, user, address), 429, {
      error: LICENSE_MESSAGES.tooManyAttempts,
    });
  });
});

describe('a Redis outage', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it('refuses sign-in and license attempts with 503, lets the public breakdown through, and recovers', async () => {
    const account = await signUp(first);
    await redis.stop();
    try {
      const signIn = await signInRequest(first, { ...account, address: uniqueAddress() });
      await expectError(signIn, 503, { code: 'UNAVAILABLE', error: UNAVAILABLE_MESSAGE });
      expect(signIn.headers.getSetCookie()).toEqual([]);
      await expectError(await redeemOn(second, account, uniqueAddress()), 503, {
        code: 'UNAVAILABLE',
      });
      const breakdown = await first.request('/api/functions/financial-breakdown-ai', {
        json: { message: STATEMENT, source: 'free_tool' },
        headers: { 'x-forwarded-for': uniqueAddress() },
      });
      await expectJson(breakdown, 200);
      const said = warn.mock.calls.map((call) => String(call[0]));
      expect(said.some((line) => line.startsWith('Redis is unreachable'))).toBe(true);
    } finally {
      await redis.start();
    }

    // The client reconnects on its own (backoff at most 5 s); sign-in then works again.
    let status = 0;
    for (let tries = 0; tries < 100 && status !== 200; tries += 1) {
      status = (await signInRequest(first, { ...account, address: uniqueAddress() })).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    const said = warn.mock.calls.map((call) => String(call[0]));
    expect(said).toContain('Redis is reachable again: rate limits are shared and enforced.');
  });

  it('lets an instance start while Redis is down, refusing sign-in until Redis answers', async () => {
    const account = await signUp(first);
    await redis.stop();
    const started = Date.now();
    const limits = await connectRedisLimitStores(redis.url, { log: { warn: () => {} } });
    try {
      expect(Date.now() - started).toBeLessThan(5_000);
      const cold = withEnv(first, { REDIS_URL: redis.url }, { limits });
      await expectError(await signInRequest(cold, { ...account, address: uniqueAddress() }), 503, {
        code: 'UNAVAILABLE',
      });
    } finally {
      await limits.close();
      await redis.start();
    }
  });
});
