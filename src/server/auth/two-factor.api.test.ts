// Two-factor sign-in through the real Better Auth endpoints: setting up an authenticator app (a
// first code confirms it), signing in with a code or a single-use recovery code, 'trust this device',
// turning it off with the password, and the limits on guessing codes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../db/schema.ts';
import {
  cookieFrom,
  expectJson,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  type TestSystem,
  type TestUser,
} from '../../../tests/setup/api-harness.ts';
import { secretOf, nextTotpCode, totpCode } from '../../../tests/support/totp.ts';
import { turnOnTwoFactor } from '../../../tests/support/two-factor.ts';
import { RECOVERY_CODE_COUNT } from './auth.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

interface TwoFactorAccount {
  account: TestUser;
  secret: string;
  recoveryCodes: string[];
  setUpCode: string;
}

/** Signs up and sets up an authenticator app as the settings screen does: enable, then confirm. */
async function accountWithTwoFactor(): Promise<TwoFactorAccount> {
  const account = await signUp(system);
  const { secret, recoveryCodes, cookie, setUpCode } = await turnOnTwoFactor(account);
  return { account: withCookie(account, cookie), secret, recoveryCodes, setUpCode };
}

function withCookie(account: TestUser, cookie: string): TestUser {
  const request: TestUser['request'] = (target, init = {}) =>
    system.request(target, { ...init, cookie: init.cookie ?? cookie });
  return {
    ...account,
    cookie,
    request,
    get: (target) => request(target),
    send: (method, target, json) => request(target, { method, json }),
  };
}

/** The first step of sign-in: the password, which with two-factor on answers with a challenge. */
async function startSignIn(
  { email, password }: { email: string; password: string },
  init: { cookie?: string; address?: string } = {},
) {
  const response = await system.request('/api/auth/sign-in/email', {
    json: { email, password },
    headers: { 'x-forwarded-for': init.address ?? uniqueAddress() },
    ...(init.cookie ? { cookie: init.cookie } : {}),
  });
  return { response, body: (await response.clone().json()) as Record<string, unknown> };
}

function verify(
  kind: 'totp' | 'backup-code',
  challengeCookie: string,
  body: { code: string; trustDevice?: boolean },
  address = uniqueAddress(),
) {
  return system.request(`/api/auth/two-factor/verify-${kind}`, {
    json: body,
    cookie: challengeCookie,
    headers: { 'x-forwarded-for': address },
  });
}

async function meStatus(cookie: string): Promise<number> {
  return (await system.request('/api/me', { cookie })).status;
}

describe('setting up an authenticator app', () => {
  it('needs the password, shows a secret and ten recovery codes, and is on only once a code confirms it', async () => {
    const account = await signUp(system);
    const wrong = await account.send('POST', '/api/auth/two-factor/enable', {
      password: 'not the password',
    });
    expect(wrong.status).toBe(400);

    const enabled = await expectJson<{ totpURI: string; backupCodes: string[] }>(
      await account.send('POST', '/api/auth/two-factor/enable', { password: account.password }),
      200,
    );
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Pennyflow:/);
    expect(enabled.backupCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(enabled.backupCodes).size).toBe(RECOVERY_CODE_COUNT);

    // Not confirmed yet: the password alone still signs in.
    const before = await startSignIn(account);
    expect(before.body.twoFactorRedirect).toBeUndefined();
    expect(await meStatus(cookieFrom(before.response))).toBe(200);

    const secret = secretOf(enabled.totpURI);
    const badCode = await account.send('POST', '/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, Date.now() - 10 * 60_000),
    });
    expect(badCode.status).toBe(401);
    await expectJson(
      await account.send('POST', '/api/auth/two-factor/verify-totp', {
        code: await nextTotpCode(secret),
      }),
      200,
    );
    const [row] = await system.db
      .select({ on: userTable.twoFactorEnabled })
      .from(userTable)
      .where(eq(userTable.id, account.id));
    expect(row?.on).toBe(true);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password and signs in only with a right one', async () => {
    const { account, secret } = await accountWithTwoFactor();
    const { response, body } = await startSignIn(account);
    expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const challenge = cookieFrom(response);
    expect(challenge).not.toMatch(/session_token=[^;]/);
    expect(await meStatus(challenge)).toBe(401);

    const wrong = await verify('totp', challenge, { code: '000000' });
    expect(wrong.status).toBe(401);
    const right = await verify('totp', challenge, { code: await nextTotpCode(secret) });
    await expectJson(right, 200);
    expect(await meStatus(cookieFrom(right))).toBe(200);
  });

  it('takes each code once: the set-up code signs nobody in, nor a code already used', async () => {
    const { account, secret, setUpCode } = await accountWithTwoFactor();
    const first = await startSignIn(account);
    const withSetUpCode = await verify('totp', cookieFrom(first.response), { code: setUpCode });
    expect(withSetUpCode.status).toBe(401);

    // A fresh code signs in once; seen over a shoulder, it signs nobody in again.
    const code = await nextTotpCode(secret);
    const second = await startSignIn(account);
    await expectJson(await verify('totp', cookieFrom(second.response), { code }), 200);
    const replay = await startSignIn(account);
    const replayed = await verify('totp', cookieFrom(replay.response), { code });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('lets one of two sign-ins racing with one code in', async () => {
    const { account, secret } = await accountWithTwoFactor();
    const code = await nextTotpCode(secret);
    const challenges = await Promise.all([startSignIn(account), startSignIn(account)]);
    const answers = await Promise.all(
      challenges.map(({ response }) => verify('totp', cookieFrom(response), { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once', async () => {
    const { account, recoveryCodes } = await accountWithTwoFactor();
    const code = recoveryCodes[0]!;
    const first = await startSignIn(account);
    const used = await verify('backup-code', cookieFrom(first.response), { code });
    await expectJson(used, 200);
    expect(await meStatus(cookieFrom(used))).toBe(200);

    const second = await startSignIn(account);
    const again = await verify('backup-code', cookieFrom(second.response), { code });
    expect(again.status).toBe(401);
    // The others still work.
    const other = await verify('backup-code', cookieFrom(second.response), {
      code: recoveryCodes[1]!,
    });
    await expectJson(other, 200);
  });

  it('skips the code for 30 days on a device the person chose to trust, and only there', async () => {
    const { account, secret } = await accountWithTwoFactor();
    const first = await startSignIn(account);
    const trusted = await verify('totp', cookieFrom(first.response), {
      code: await nextTotpCode(secret),
      trustDevice: true,
    });
    await expectJson(trusted, 200);
    const trustCookie = trusted.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('better-auth.trust_device='));
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    expect(trustCookie).toMatch(/HttpOnly/i);

    const onTrusted = await startSignIn(account, { cookie: trustCookie!.split(';')[0]! });
    expect(onTrusted.body.twoFactorRedirect).toBeUndefined();
    expect(await meStatus(cookieFrom(onTrusted.response))).toBe(200);

    const elsewhere = await startSignIn(account);
    expect(elsewhere.body.twoFactorRedirect).toBe(true);
  });

  it('turns off only with the password, and then the password alone signs in', async () => {
    const { account } = await accountWithTwoFactor();
    const refused = await account.send('POST', '/api/auth/two-factor/disable', {
      password: 'wrong password',
    });
    expect(refused.status).toBe(400);
    expect((await startSignIn(account)).body.twoFactorRedirect).toBe(true);

    await expectJson(
      await account.send('POST', '/api/auth/two-factor/disable', { password: account.password }),
      200,
    );
    const after = await startSignIn(account);
    expect(after.body.twoFactorRedirect).toBeUndefined();
    expect(await meStatus(cookieFrom(after.response))).toBe(200);
  });

  it('a reset password still leaves the code to ask for', async () => {
    const { account } = await accountWithTwoFactor();
    // Signing in with only the password never yields a session, whichever route set it.
    const response = await signInRequest(system, account);
    expect(((await response.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(
      true,
    );
    expect(await meStatus(cookieFrom(response))).toBe(401);
  });
});

describe('guessing codes', () => {
  it('counts codes from one address against the sign-in limit', async () => {
    const { account } = await accountWithTwoFactor();
    const address = uniqueAddress();
    const codes: (string | undefined)[] = [];
    let challenge = cookieFrom((await startSignIn(account)).response);
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await verify('totp', challenge, { code: '000000' }, address);
      const body = (await response.json()) as { code?: string };
      codes.push(body.code);
      if (body.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
        challenge = cookieFrom((await startSignIn(account)).response);
      }
    }
    expect(codes.slice(0, 10)).not.toContain('RATE_LIMITED');
    expect(codes[10]).toBe('RATE_LIMITED');
  });

  it('answers at most 10 wrong codes of 1,000 from 100 addresses, and the owner on a trusted device still signs in', async () => {
    const { account, secret } = await accountWithTwoFactor();
    // The owner trusted this device earlier.
    const owner = await startSignIn(account);
    const trusted = await verify('totp', cookieFrom(owner.response), {
      code: await nextTotpCode(secret),
      trustDevice: true,
    });
    const trustCookie = cookieFrom(trusted)
      .split('; ')
      .find((cookie) => cookie.startsWith('better-auth.trust_device='))!;

    const addresses = Array.from({ length: 100 }, () => uniqueAddress());
    let challenge = cookieFrom((await startSignIn(account, { address: addresses[0] })).response);
    let judged = 0;
    const statuses = new Map<number, number>();
    const right = totpCode(secret, Date.now());
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const address = addresses[attempt % addresses.length]!;
      const guess = String(attempt).padStart(6, '0');
      if (guess === right) continue;
      const response = await verify('totp', challenge, { code: guess }, address);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const body = (await response.json()) as { code?: string };
      if (response.status === 401 && body.code === 'INVALID_CODE') judged += 1;
      // A spent challenge: the attacker, who has the password, asks for another.
      if (body.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || body.code?.includes('COOKIE')) {
        challenge = cookieFrom((await startSignIn(account, { address })).response);
      }
    }
    expect(judged).toBeLessThanOrEqual(10);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(900);

    // Even the right code waits out the lock...
    const locked = await verify('totp', challenge, { code: totpCode(secret, Date.now() + 30_000) });
    expect(locked.status).toBe(429);
    // ...but the owner's trusted device signs straight in.
    const onTrusted = await startSignIn(account, { cookie: trustCookie });
    expect(onTrusted.body.twoFactorRedirect).toBeUndefined();
    expect(await meStatus(cookieFrom(onTrusted.response))).toBe(200);
    // A thousand requests one after another: 8 s alone, over 30 s beside CI's other suites.
  }, 120_000);
});
