// License keys (spec section 3): a brand prefix, then four groups of six characters, entered upper-cased.
// The alphabet leaves out 0, O, 1 and I so a key read aloud or copied by hand cannot be mistaken.

export const LICENSE_PREFIX = 'PENNY';
export const LICENSE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const LICENSE_GROUPS = 4;
export const LICENSE_GROUP_LENGTH = 6;

const KEY_PATTERN = new RegExp(
  `^${LICENSE_PREFIX}(-[${LICENSE_ALPHABET}]{${LICENSE_GROUP_LENGTH}}){${LICENSE_GROUPS}}$`,
);

/** The key as the unlock form sends it: trimmed and upper-cased, as typed. */
export function normalizeLicenseKey(input: string): string {
  return input.trim().toUpperCase();
}

/** True for a well-formed key (whether or not it exists). */
export function isLicenseKeyFormat(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * Builds a key from random alphabet indexes (one per character, 0 to 31); the caller supplies them from
 * a cryptographic source so this stays pure.
 */
export function formatLicenseKey(indexes: readonly number[]): string {
  const needed = LICENSE_GROUPS * LICENSE_GROUP_LENGTH;
  if (indexes.length !== needed) throw new Error(`A license key needs ${needed} characters`);
  const groups: string[] = [];
  for (let g = 0; g < LICENSE_GROUPS; g += 1) {
    const slice = indexes.slice(g * LICENSE_GROUP_LENGTH, (g + 1) * LICENSE_GROUP_LENGTH);
    groups.push(slice.map((i) => LICENSE_ALPHABET.charAt(i)).join(''));
  }
  return [LICENSE_PREFIX, ...groups].join('-');
}
