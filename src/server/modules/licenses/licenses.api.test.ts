// License keys: made by the CLI's service, stored hashed, redeemed once through
// POST /api/functions/validate-license-key, with guessing throttled per address and per account.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_PRO_PLAN } from '#shared/subscription';
import { LICENSE_MESSAGES } from '#shared/contract/payments';
import type { Me } from '#shared/contract/profile';
import { formatLicenseKey, isLicenseKeyFormat } from '#shared/license';
import { licenseKeys } from '../../db/schema.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  uniqueAddress,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { grantPro } from '../subscription/service.ts';
import { LICENSE_ATTEMPTS_PER_ACCOUNT, LICENSE_ATTEMPTS_PER_ADDRESS } from './routes.ts';
import { createLicenseKeys, hashLicenseKey } from './service.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

function redeem(user: TestUser, licenseKey: string, address = uniqueAddress()) {
  return user.request('/api/functions/validate-license-key', {
    json: { licenseKey, userId: 'someone-else' },
    headers: { 'x-forwarded-for': address },
  });
}

async function newKey(): Promise<string> {
  const [key] = await createLicenseKeys({ db: system.db, count: 1 });
  return key!;
}

async function subscriptionOf(user: TestUser): Promise<Me['subscription']> {
  return (await expectJson<Me>(await user.get('/api/me'), 200)).subscription;
}

/** A well-formed key that was never made (random, so it cannot collide with a real one). */
function guessedKey(): string {
  return formatLicenseKey(Array.from({ length: 24 }, () => Math.floor(Math.random() * 32)));
}

describe('createLicenseKeys', () => {
  it('makes distinct well-formed keys and stores only their hashes and a hint', async () => {
    const keys = await createLicenseKeys({ db: system.db, count: 25 });
    expect(new Set(keys).size).toBe(25);
    for (const key of keys) expect(isLicenseKeyFormat(key)).toBe(true);
    const rows = await system.db
      .select()
      .from(licenseKeys)
      .where(inArray(licenseKeys.keyHash, keys.map(hashLicenseKey)));
    expect(rows).toHaveLength(25);
    const stored = JSON.stringify(rows);
    for (const key of keys) expect(stored).not.toContain(key);
    expect(rows.map((r) => r.keyHint).sort()).toEqual(keys.map((k) => k.slice(-4)).sort());
  });

  it('refuses a count outside 1 to 1,000', async () => {
    await expect(createLicenseKeys({ db: system.db, count: 0 })).rejects.toThrow(RangeError);
    await expect(createLicenseKeys({ db: system.db, count: 1_001 })).rejects.toThrow(RangeError);
  });
});

describe('POST /api/functions/validate-license-key', () => {
  it("redeems a fresh key for the session's user: lifetime Pro, once", async () => {
    const user = await signUp(system);
    const key = await newKey();
    expect(await expectJson(await redeem(user, key), 200)).toEqual({ valid: true, error: null });
    expect(await subscriptionOf(user)).toEqual({ status: 'active', planId: PASSKEY_PRO_PLAN });
    const [row] = await system.db
      .select()
      .from(licenseKeys)
      .where(eq(licenseKeys.keyHash, hashLicenseKey(key)));
    expect(row!.redeemedBy).toBe(user.id);
    expect(row!.redeemedAt).toBeInstanceOf(Date);

    const other = await signUp(system);
    expect(await expectJson(await redeem(other, key), 200)).toEqual({
      valid: false,
      error: LICENSE_MESSAGES.invalid,
    });
    expect((await subscriptionOf(other)).status).toBe('none');
  });

  it('takes a key typed in lower case with spaces around it', async () => {
    const user = await signUp(system);
    const key = await newKey();
    const typed = `  ${key.toLowerCase()} `;
    expect(await expectJson(await redeem(user, typed), 200)).toEqual({ valid: true, error: null });
  });

  it.each([
    ['a malformed key', 'PENNY-1234'],
    ['a key that was never made', 'PENNY-ABCDEF-ABCDEF-ABCDEF-ABCDEF'],
    ['an empty key', ''],
    ['a key with a NUL character', 'PENNY-ABCDEF-ABCDEF-ABCDEF-ABCDE\u0000'],
  ])('answers Invalid license key for %s', async (_label, key) => {
    const user = await signUp(system);
    expect(await expectJson(await redeem(user, key), 200)).toEqual({
      valid: false,
      error: LICENSE_MESSAGES.invalid,
    });
    expect((await subscriptionOf(user)).status).toBe('none');
  });

  it('keeps the key for someone else when the account already has Pro', async () => {
    const user = await signUp(system);
    await grantPro({ db: system.db, email: user.email });
    const key = await newKey();
    expect(await expectJson(await redeem(user, key), 200)).toEqual({
      valid: false,
      error: LICENSE_MESSAGES.alreadyPro,
    });
    const other = await signUp(system);
    expect(await expectJson(await redeem(other, key), 200)).toEqual({ valid: true, error: null });
  });

  it('spends one key, not two, when one account sends two keys at once', async () => {
    const user = await signUp(system);
    const keys = await createLicenseKeys({ db: system.db, count: 2 });
    const answers = await Promise.all(keys.map((key) => redeem(user, key)));
    const results = await Promise.all(answers.map((a) => expectJson<{ valid: boolean }>(a, 200)));
    expect(results.filter((r) => r.valid)).toHaveLength(1);
    const spent = await system.db
      .select()
      .from(licenseKeys)
      .where(inArray(licenseKeys.keyHash, keys.map(hashLicenseKey)));
    expect(spent.filter((row) => row.redeemedAt !== null)).toHaveLength(1);
  });

  it('lets exactly one of five people redeem the same key at once', async () => {
    const key = await newKey();
    const people = await Promise.all(Array.from({ length: 5 }, () => signUp(system)));
    const answers = await Promise.all(people.map((p) => redeem(p, key)));
    const results = await Promise.all(answers.map((a) => expectJson<{ valid: boolean }>(a, 200)));
    expect(results.filter((r) => r.valid)).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const response = await system.request('/api/functions/validate-license-key', {
      json: { licenseKey: await newKey() },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    await expectError(response, 401);
  });

  it('redeems nothing from 1,000 guesses in a minute from one address, a real key among them', async () => {
    const address = uniqueAddress();
    const realKey = await newKey();
    const guessers = await Promise.all(Array.from({ length: 10 }, () => signUp(system)));
    const statuses: number[] = [];
    let redeemed = 0;
    for (let i = 0; i < 1_000; i += 1) {
      const key = i === 500 ? realKey : guessedKey();
      const response = await redeem(guessers[i % guessers.length]!, key, address);
      statuses.push(response.status);
      if (response.status === 200 && ((await response.json()) as { valid: boolean }).valid) {
        redeemed += 1;
      }
    }
    expect(redeemed).toBe(0);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LICENSE_ATTEMPTS_PER_ADDRESS.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      1_000 - LICENSE_ATTEMPTS_PER_ADDRESS.limit,
    );
    const [row] = await system.db
      .select()
      .from(licenseKeys)
      .where(eq(licenseKeys.keyHash, hashLicenseKey(realKey)));
    expect(row!.redeemedAt).toBeNull();
  });

  it('throttles one account guessing from many addresses, with the spec-style message', async () => {
    const user = await signUp(system);
    const statuses: number[] = [];
    for (let i = 0; i < LICENSE_ATTEMPTS_PER_ACCOUNT.limit + 2; i += 1) {
      statuses.push((await redeem(user, guessedKey(), uniqueAddress())).status);
    }
    expect(statuses.slice(0, LICENSE_ATTEMPTS_PER_ACCOUNT.limit).every((s) => s === 200)).toBe(
      true,
    );
    await expectError(await redeem(user, await newKey(), uniqueAddress()), 429, {
      error: LICENSE_MESSAGES.tooManyAttempts,
    });
    expect((await subscriptionOf(user)).status).toBe('none');
  });
});
