import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../money.ts';
import { THEMES, updateProfileInput } from './profile.ts';

function firstError(input: unknown): string | undefined {
  const result = updateProfileInput.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('updateProfileInput', () => {
  it('has the two themes', () => {
    expect(THEMES).toEqual(['dark', 'light']);
  });

  it('accepts a theme, a currency or both', () => {
    expect(updateProfileInput.parse({ theme: 'light' })).toEqual({ theme: 'light' });
    expect(updateProfileInput.parse({ currency: 'EUR' })).toEqual({ currency: 'EUR' });
    expect(updateProfileInput.parse({ theme: 'dark', currency: 'JPY' })).toEqual({
      theme: 'dark',
      currency: 'JPY',
    });
  });

  it('accepts every supported currency', () => {
    for (const currency of CURRENCIES) {
      expect(updateProfileInput.parse({ currency })).toEqual({ currency });
    }
  });

  it('refuses an empty change', () => {
    expect(firstError({})).toBe('Nothing to update: send a theme or a currency');
  });

  it.each([
    [{ theme: 'blue' }, 'Theme must be one of: dark, light'],
    [{ theme: 'Light' }, 'Theme must be one of: dark, light'],
    [{ currency: 'XYZ' }, `Currency must be one of: ${CURRENCIES.join(', ')}`],
    [{ currency: 'eur' }, `Currency must be one of: ${CURRENCIES.join(', ')}`],
  ])('refuses %j', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('refuses fields the user may not change', () => {
    for (const field of ['email', 'isAdmin', 'isPasskeyPro', 'onboardingCompleted', 'id']) {
      expect(firstError({ theme: 'dark', [field]: true })).toMatch(field);
    }
  });
});
