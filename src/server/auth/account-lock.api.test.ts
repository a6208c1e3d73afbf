// F2: wrong passwords counted per account across addresses, without locking the owner out: after
// the limit every attempt gets one answer, and a right password still reaches the account (a
// mailed one-time link, or the code step with two-factor on). Mail goes to the log here (no SMTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import {
  cookieFrom,
  expectJson,
  PUBLIC_URL,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  type TestSystem,
  type TestUser,
} from '../../../tests/setup/api-harness.ts';
import { captureMailLog } from '../../../tests/support/mail-log.ts';
import { nextTotpCode } from '../../../tests/support/totp.ts';
import { turnOnTwoFactor } from '../../../tests/support/two-factor.ts';
import { ACCOUNT_SIGN_IN_FAILURES } from './account-sign-in-limit.ts';

let system: TestSystem;
const mail = captureMailLog();

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

function signInLinksFor(email: string): string[] {
  return mail.links({ to: email, subject: 'sign in to Pennyflow' });
}

/** Wrong passwords from six addresses, as F2's probe sent them; the statuses in order. */
async function guess(account: TestUser, times: number): Promise<number[]> {
  const addresses = Array.from({ length: 6 }, () => uniqueAddress());
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const response = await signInRequest(system, {
      email: account.email,
      password: `wrong-${i}`,
      address: addresses[i % addresses.length]!,
    });
    statuses.push(response.status);
    if (response.status === 429) {
      expect(await response.json()).toMatchObject({ error: AUTH_MESSAGES.accountLocked });
    }
  }
  return statuses;
}

async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Timed out');
}

describe('wrong passwords for one account', () => {
  it('answers at most the limit of 60 from 6 addresses, then one answer for every password', async () => {
    const account = await signUp(system);
    const statuses = await guess(account, 60);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_SIGN_IN_FAILURES);
    expect(statuses.slice(ACCOUNT_SIGN_IN_FAILURES).every((status) => status === 429)).toBe(true);

    // The right password gets the same answer and no session...
    const right = await signInRequest(system, account);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ error: AUTH_MESSAGES.accountLocked });
    expect(cookieFrom(right)).not.toMatch(/session_token=[^;]/);
    // ...but mails the owner a link that signs in once.
    const link = await waitFor(() => signInLinksFor(account.email)[0]);
    expect(link.startsWith(`${PUBLIC_URL}/api/auth/magic-link/verify?token=`)).toBe(true);
    const followed = await system.request(link.replace(PUBLIC_URL, ''));
    expect(followed.status).toBe(302);
    const me = await expectJson<{ profile: { id: string } }>(
      await system.request('/api/me', { cookie: cookieFrom(followed) }),
      200,
    );
    expect(me.profile.id).toBe(account.id);
    const again = await system.request(link.replace(PUBLIC_URL, ''));
    expect(cookieFrom(again)).not.toMatch(/session_token=[^;]/);
  });

  it('mails nothing for a wrong password once locked, and leaves other accounts alone', async () => {
    const account = await signUp(system);
    const other = await signUp(system);
    await guess(account, ACCOUNT_SIGN_IN_FAILURES + 5);
    expect(signInLinksFor(account.email)).toEqual([]);
    const otherSignIn = await signInRequest(system, other);
    expect(otherSignIn.status).toBe(200);
  });

  it('clears the failures when the right password signs in', async () => {
    const account = await signUp(system);
    for (let round = 0; round < 3; round += 1) {
      await guess(account, ACCOUNT_SIGN_IN_FAILURES - 1);
      expect((await signInRequest(system, account)).status).toBe(200);
    }
  });

  it('with two-factor on, a right password still goes on to the code, and the code signs in', async () => {
    const account = await signUp(system);
    const { secret } = await turnOnTwoFactor(account);
    await guess(account, ACCOUNT_SIGN_IN_FAILURES + 3);

    const right = await signInRequest(system, account);
    expect(await expectJson(right, 200)).toMatchObject({ twoFactorRedirect: true });
    const verified = await system.request('/api/auth/two-factor/verify-totp', {
      json: { code: await nextTotpCode(secret) },
      cookie: cookieFrom(right),
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    await expectJson(verified, 200);
    expect((await system.request('/api/me', { cookie: cookieFrom(verified) })).status).toBe(200);
    expect(signInLinksFor(account.email)).toEqual([]);
  });
});

describe('requests naming no account', () => {
  it('are left to Better Auth, not counted against an account', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES + 2; i += 1) {
      const response = await system.request('/api/auth/sign-in/email', {
        json: { password: 'no email here' },
        headers: { 'x-forwarded-for': i < 8 ? address : uniqueAddress() },
      });
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
  });
});

describe('the sign-in link route', () => {
  it('is closed to requests: nobody can have a link mailed', async () => {
    const account = await signUp(system);
    const response = await system.request('/api/auth/sign-in/magic-link', {
      json: { email: account.email },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    expect(response.status).toBe(404);
    expect(signInLinksFor(account.email)).toEqual([]);
  });
});
