import { describe, expect, it } from 'vitest';
import {
  formatLicenseKey,
  isLicenseKeyFormat,
  LICENSE_ALPHABET,
  normalizeLicenseKey,
} from './license.ts';

describe('license keys', () => {
  it('formats 24 alphabet indexes as PENNY and four groups of six', () => {
    const key = formatLicenseKey(Array.from({ length: 24 }, (_, i) => i));
    expect(key).toBe('PENNY-234567-89ABCD-EFGHJK-LMNPQR');
    expect(isLicenseKeyFormat(key)).toBe(true);
  });

  it('refuses a wrong number of characters', () => {
    expect(() => formatLicenseKey([1, 2, 3])).toThrow(/24 characters/);
  });

  it('leaves out characters that read alike', () => {
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(LICENSE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(LICENSE_ALPHABET).size).toBe(32);
  });

  it('accepts a key typed in lower case with spaces around it once normalised', () => {
    const typed = '  penny-234567-89abcd-efghjk-lmnpqr ';
    expect(isLicenseKeyFormat(typed)).toBe(false);
    expect(isLicenseKeyFormat(normalizeLicenseKey(typed))).toBe(true);
  });

  it.each([
    ['another prefix', 'PENNI-234567-89ABCD-EFGHJK-LMNPQR'],
    ['a short group', 'PENNY-23456-89ABCD-EFGHJK-LMNPQR'],
    ['three groups', 'PENNY-234567-89ABCD-EFGHJK'],
    ['a zero', 'PENNY-034567-89ABCD-EFGHJK-LMNPQR'],
    ['an O', 'PENNY-O34567-89ABCD-EFGHJK-LMNPQR'],
    ['no hyphens', 'PENNY23456789ABCDEFGHJKLMNPQR'],
    ['trailing text', 'PENNY-234567-89ABCD-EFGHJK-LMNPQR-X'],
    ['nothing', ''],
  ])('rejects %s', (_label, key) => {
    expect(isLicenseKeyFormat(key)).toBe(false);
  });
});
