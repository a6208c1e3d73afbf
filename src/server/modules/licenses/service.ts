// License keys: made by the operator's CLI from a cryptographic random source, stored only as hashes,
// redeemed once for lifetime Pro (the profile's is_passkey_pro, which spec section 4 puts first).
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LICENSE_MESSAGES, type LicenseKeyResult } from '#shared/contract/payments';
import {
  formatLicenseKey,
  isLicenseKeyFormat,
  LICENSE_ALPHABET,
  LICENSE_GROUP_LENGTH,
  LICENSE_GROUPS,
  normalizeLicenseKey,
} from '#shared/license';
import type { Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { licenseKeys, profiles } from '../../db/schema.ts';
import { LIVE_CHANNELS, notify } from '../live/hub.ts';
import { isProUser } from '../subscription/service.ts';

export const LICENSE_CREATE_MAX = 1_000;

/**
 * SHA-256 is enough here: a key holds 120 random bits, so there is nothing to guess from the hash
 * (a slow password hash would only slow down redemption).
 */
export function hashLicenseKey(key: string): string {
  return createHash('sha256').update(normalizeLicenseKey(key)).digest('hex');
}

function newLicenseKey(): string {
  const length = LICENSE_GROUPS * LICENSE_GROUP_LENGTH;
  return formatLicenseKey(Array.from({ length }, () => randomInt(LICENSE_ALPHABET.length)));
}

/** Makes `count` new keys and returns them; only their hashes and last four characters are stored. */
export async function createLicenseKeys(options: {
  db: Database;
  count: number;
}): Promise<string[]> {
  const { db, count } = options;
  if (!Number.isInteger(count) || count < 1 || count > LICENSE_CREATE_MAX) {
    throw new RangeError(`Make between 1 and ${LICENSE_CREATE_MAX} keys at a time`);
  }
  const keys = Array.from({ length: count }, newLicenseKey);
  await storeLicenseKeys({ db, keys });
  return keys;
}

/** Stores keys made elsewhere (the browser tests' known keys) exactly as created ones are kept. */
export async function storeLicenseKeys(options: { db: Database; keys: string[] }): Promise<void> {
  await options.db
    .insert(licenseKeys)
    .values(options.keys.map((key) => ({ keyHash: hashLicenseKey(key), keyHint: key.slice(-4) })));
}

/** Redeems a key for the user: once ever, and never for an account that already has Pro. */
export async function redeemLicenseKey(options: {
  db: Database;
  userId: string;
  email: string;
  licenseKey: string;
}): Promise<LicenseKeyResult> {
  const { db, userId, email } = options;
  const key = normalizeLicenseKey(options.licenseKey);
  if (!isLicenseKeyFormat(key)) return { valid: false, error: LICENSE_MESSAGES.invalid };
  return db.transaction(async (tx) => {
    // One redemption per account at a time, so two keys sent together cannot both be spent on it.
    await lockUntilCommit(tx, `license:${userId}`);
    if (await isProUser({ db: tx, userId })) {
      return { valid: false, error: LICENSE_MESSAGES.alreadyPro };
    }
    const [redeemed] = await tx
      .update(licenseKeys)
      .set({ redeemedBy: userId, redeemedAt: sql`now()` })
      .where(and(eq(licenseKeys.keyHash, hashLicenseKey(key)), isNull(licenseKeys.redeemedAt)))
      .returning({ id: licenseKeys.id });
    if (!redeemed) return { valid: false, error: LICENSE_MESSAGES.invalid };
    await tx
      .insert(profiles)
      .values({ id: userId, email, isPasskeyPro: true })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { isPasskeyPro: true, updatedAt: sql`now()` },
      });
    await notify(tx, LIVE_CHANNELS.access, userId);
    return { valid: true, error: null };
  });
}
