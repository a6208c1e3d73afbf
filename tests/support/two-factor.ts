// Turns two-factor on for a test account through the real endpoints, as Settings does: enable
// with the password, then confirm with a first code from the (test's own) authenticator.
import { expect } from 'vitest';
import { uniqueAddress, type TestUser } from '../setup/api-harness.ts';
import { secretOf, nextTotpCode } from './totp.ts';

/**
 * Returns the authenticator's secret, the recovery codes, the renewed session's cookie and the code
 * that confirmed the set-up (spent: the server takes each code once).
 */
export async function turnOnTwoFactor(
  account: TestUser,
): Promise<{ secret: string; recoveryCodes: string[]; cookie: string; setUpCode: string }> {
  const enabled = await account.send('POST', '/api/auth/two-factor/enable', {
    password: account.password,
  });
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = secretOf(totpURI);
  const setUpCode = await nextTotpCode(secret);
  // From an address of its own: a file's many set-ups would otherwise meet the sign-in limit on
  // codes per address, which counts this step too.
  const confirmed = await account.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code: setUpCode },
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  // Confirming replaces the session with one that knows two-factor is on.
  const cookie = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  return { secret, recoveryCodes: backupCodes, cookie, setUpCode };
}
