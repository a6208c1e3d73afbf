// /api/security and the security log: the account's sessions (listed by id, ended one by one or all
// but this one, never another account's) and the events Better Auth's answers and the account
// routes write. Without SMTP_URL (as here) the new-device mail goes to the server log, which these
// tests read, as password-reset.api.test.ts does.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecurityEventView, SessionView } from '#shared/contract/security';
import { knownDevices, securityEvents } from '../../db/schema.ts';
import {
  cookieFrom,
  expectJson,
  PUBLIC_URL,
  signIn,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { captureMailLog } from '../../../../tests/support/mail-log.ts';
import { nextTotpCode } from '../../../../tests/support/totp.ts';
import { turnOnTwoFactor } from '../../../../tests/support/two-factor.ts';
import { DEVICE_COOKIE } from './auth-events.ts';
import { pruneSecurityEvents } from './service.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let system: TestSystem;
const mail = captureMailLog();

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

/** The new-device mails the server logged for this email since the test began. */
function newDeviceMails(email: string): string[] {
  return mail.lines({ to: email, subject: 'New sign-in to your Pennyflow account' });
}

/** The `name=value` of one cookie among a Cookie header's pairs. */
function cookiePart(cookie: string, name: string): string {
  const part = cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  if (!part) throw new Error(`No ${name} cookie in ${cookie}`);
  return part;
}

/** Signs the user in again, as another device (no device cookie) unless one is given. */
async function signInAs(
  user: TestUser,
  options: { userAgent?: string; deviceCookie?: string } = {},
): Promise<TestUser> {
  const response = await system.request('/api/auth/sign-in/email', {
    json: { email: user.email, password: user.password },
    headers: {
      'x-forwarded-for': '203.0.113.7',
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    ...(options.deviceCookie ? { cookie: options.deviceCookie } : {}),
  });
  await expectJson(response, 200);
  const cookie = cookieFrom(response);
  return {
    ...user,
    cookie,
    request: (target, init = {}) =>
      system.request(target, { ...init, cookie: init.cookie ?? cookie }),
    get: (target) => system.request(target, { cookie }),
    send: (method, target, json) => system.request(target, { method, json, cookie }),
  };
}

async function listSessions(user: TestUser): Promise<SessionView[]> {
  return (
    await expectJson<{ sessions: SessionView[] }>(await user.get('/api/security/sessions'), 200)
  ).sessions;
}

async function listEvents(user: TestUser, before?: number) {
  const query = before === undefined ? '' : `?before=${before}`;
  return expectJson<{ events: SecurityEventView[]; nextBefore: number | null }>(
    await user.get(`/api/security/events${query}`),
    200,
  );
}

describe('sessions', () => {
  it('lists every signed-in device with browser, system and address, this one marked, no tokens', async () => {
    const user = await signUp(system);
    const phone = await signInAs(user, { userAgent: SAFARI_ON_IPHONE });
    const response = await system.request('/api/security/sessions', {
      cookie: user.cookie,
      headers: { 'user-agent': CHROME_ON_WINDOWS },
    });
    const text = await response.clone().text();
    const { sessions } = await expectJson<{ sessions: SessionView[] }>(response, 200);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.isCurrent).toBe(true);
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    const other = sessions[1]!;
    expect(other).toMatchObject({
      browser: 'Safari',
      system: 'iOS',
      ipAddress: '203.0.113.7',
      isCurrent: false,
    });
    expect(Date.parse(other.createdAt)).not.toBeNaN();
    expect(Date.parse(other.updatedAt)).not.toBeNaN();
    // The tokens in both cookies appear nowhere in the answer.
    for (const cookie of [user.cookie, phone.cookie]) {
      const token = decodeURIComponent(
        cookiePart(cookie, 'better-auth.session_token').split('=')[1]!,
      );
      expect(text).not.toContain(token.split('.')[0]);
    }
    // The other device sees itself as current.
    const seenByPhone = await listSessions(phone);
    expect(seenByPhone.find((s) => s.isCurrent)?.id).toBe(other.id);
  });

  it('ends one session by id: its next request answers 401, this one goes on', async () => {
    const user = await signUp(system);
    const other = await signInAs(user);
    const target = (await listSessions(user)).find((s) => !s.isCurrent)!;
    await expectJson(await user.send('DELETE', `/api/security/sessions/${target.id}`), 200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await user.get('/api/me')).status).toBe(200);
    expect(await listSessions(user)).toHaveLength(1);
    const { events } = await listEvents(user);
    expect(events[0]?.type).toBe('session_ended');
  });

  it('signs out all other devices and keeps this one', async () => {
    const user = await signUp(system);
    const second = await signInAs(user);
    const third = await signInAs(user);
    const { ended } = await expectJson<{ ended: number }>(
      await user.send('POST', '/api/security/sessions/end-others'),
      200,
    );
    expect(ended).toBe(2);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await third.get('/api/me')).status).toBe(401);
    expect((await user.get('/api/me')).status).toBe(200);
    const sessions = await listSessions(user);
    expect(sessions.map((s) => s.isCurrent)).toEqual([true]);
  });

  it("answers 404 for another account's session id and changes nothing", async () => {
    const owner = await signUp(system);
    const ownersOther = await signInAs(owner);
    const stranger = await signUp(system);
    const ids = (await listSessions(owner)).map((s) => s.id);
    for (const id of [...ids, 'no-such-session']) {
      const response = await stranger.send('DELETE', `/api/security/sessions/${id}`);
      expect(response.status).toBe(404);
    }
    expect((await owner.get('/api/me')).status).toBe(200);
    expect((await ownersOther.get('/api/me')).status).toBe(200);
    expect(await listSessions(owner)).toHaveLength(2);
    expect((await stranger.send('POST', '/api/security/sessions/end-others')).status).toBe(200);
    expect(await listSessions(owner)).toHaveLength(2);
  });

  it('answers 401 when signed out', async () => {
    expect((await system.request('/api/security/sessions')).status).toBe(401);
    expect((await system.request('/api/security/events')).status).toBe(401);
  });
});

describe('the security log', () => {
  it('logs a wrong password for an existing account, newest first, with address and device', async () => {
    const user = await signUp(system);
    const refused = await system.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: 'not-the-password-at-all' },
      headers: { 'x-forwarded-for': '198.51.100.23', 'user-agent': CHROME_ON_WINDOWS },
    });
    expect(refused.status).toBe(401);
    const { events } = await listEvents(user);
    expect(events.map((e) => e.type)).toEqual(['sign_in_failed', 'account_created']);
    expect(events[0]).toMatchObject({
      ipAddress: '198.51.100.23',
      browser: 'Chrome',
      system: 'Windows',
    });
  });

  it('logs a sign-in, a password change and a data export', async () => {
    const user = await signUp(system);
    const again = await signIn(system, { email: user.email, password: user.password });
    const changed = await again.request('/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'a-fresh-pass-phrase-91' },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    await expectJson(changed, 200);
    const fresh = { ...again, cookie: cookieFrom(changed) };
    const exported = await system.request('/api/account/export/pennyflow.json', {
      cookie: fresh.cookie,
    });
    expect(exported.status).toBe(200);
    const { events } = await listEvents(
      await signIn(system, { email: user.email, password: 'a-fresh-pass-phrase-91' }),
    );
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['sign_in', 'new_device', 'password_changed', 'data_exported']),
    );
    const types = events.map((e) => e.type);
    expect(types.indexOf('data_exported')).toBeLessThan(types.indexOf('password_changed'));
  });

  it('logs a password reset by email link for the account whose link it was', async () => {
    const user = await signUp(system);
    await expectJson(
      await system.request('/api/auth/request-password-reset', {
        json: { email: user.email, redirectTo: `${PUBLIC_URL}/reset-password` },
        headers: { 'x-forwarded-for': uniqueAddress() },
      }),
      200,
    );
    const line = mail.lines({ to: user.email, subject: 'Reset your Pennyflow password' }).at(-1)!;
    const token = /reset-password\/([^?\s]+)/.exec(line)![1]!;
    await expectJson(
      await system.request('/api/auth/reset-password', {
        json: { token, newPassword: 'a-brand-new-phrase-73' },
        headers: { 'x-forwarded-for': '198.51.100.80' },
      }),
      200,
    );
    const again = await signIn(system, { email: user.email, password: 'a-brand-new-phrase-73' });
    const { events } = await listEvents(again);
    expect(events.find((e) => e.type === 'password_reset')?.ipAddress).toBe('198.51.100.80');
  });

  it('pages the log: 20 at a time, older ones after `before`', async () => {
    const user = await signUp(system);
    await system.db
      .insert(securityEvents)
      .values(Array.from({ length: 25 }, () => ({ userId: user.id, type: 'sign_in' })));
    const first = await listEvents(user);
    expect(first.events).toHaveLength(20);
    expect(first.nextBefore).not.toBeNull();
    const second = await listEvents(user, first.nextBefore!);
    expect(second.events).toHaveLength(6); // the last 5 inserted and the sign-up
    expect(second.nextBefore).toBeNull();
    expect(second.events.at(-1)?.type).toBe('account_created');
    const ids = [...first.events, ...second.events].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('prunes events older than 12 months and keeps the rest', async () => {
    const user = await signUp(system);
    const now = new Date('2026-06-15T12:00:00Z');
    const at = (iso: string) => ({ userId: user.id, type: 'sign_in', createdAt: new Date(iso) });
    await system.db
      .insert(securityEvents)
      .values([
        at('2025-06-14T12:00:00Z'),
        at('2024-01-01T00:00:00Z'),
        at('2025-06-16T12:00:00Z'),
        at('2026-06-01T00:00:00Z'),
      ]);
    await pruneSecurityEvents({ db: system.db, now });
    const left = await system.db
      .select({ createdAt: securityEvents.createdAt })
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    const times = left.map((row) => row.createdAt.toISOString()).sort();
    // The sign-up's own event is from today, later than `now`'s cutoff too.
    expect(times.filter((t) => t < '2026-07-01')).toEqual([
      '2025-06-16T12:00:00.000Z',
      '2026-06-01T00:00:00.000Z',
    ]);
  });
});

describe('new devices', () => {
  it('mails the owner after a sign-in from a new device, and not again from the same one', async () => {
    const user = await signUp(system);
    expect(newDeviceMails(user.email)).toEqual([]); // a new account's first device is no news

    const laptop = await signInAs(user, { userAgent: CHROME_ON_WINDOWS });
    const mails = newDeviceMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('/settings?tab=security');

    // The same browser signs in again: its device cookie is known.
    await signInAs(user, {
      userAgent: CHROME_ON_WINDOWS,
      deviceCookie: cookiePart(laptop.cookie, DEVICE_COOKIE),
    });
    // And so is the sign-up's browser.
    await signInAs(user, { deviceCookie: cookiePart(user.cookie, DEVICE_COOKIE) });
    expect(newDeviceMails(user.email)).toHaveLength(1);

    const types = (await listEvents(user)).events.map((e) => e.type);
    expect(types.filter((t) => t === 'new_device')).toHaveLength(1);
    expect(types.filter((t) => t === 'sign_in')).toHaveLength(3);
  });

  it('never fails a sign-in when the log or the device table cannot be written', async () => {
    const user = await signUp(system);
    const insert = system.db.insert.bind(system.db);
    const broken = vi.spyOn(system.db, 'insert').mockImplementation(((table: unknown) => {
      if (table === securityEvents || table === knownDevices) throw new Error('disk full');
      return insert(table as never);
    }) as typeof system.db.insert);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const again = await signIn(system, { email: user.email, password: user.password });
      expect((await again.get('/api/me')).status).toBe(200);
      expect(warn).toHaveBeenCalled();
    } finally {
      broken.mockRestore();
      warn.mockRestore();
    }
  });

  it('sets the device cookie HttpOnly and SameSite=Lax', async () => {
    const user = await signUp(system);
    const response = await signInRequest(system, { email: user.email, password: user.password });
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d{8}/);
  });
});

describe('two-factor sign-in', () => {
  it('logs it turned on, a wrong code at sign-in, new recovery codes and turning it off', async () => {
    const user = await signUp(system);
    const { secret } = await turnOnTwoFactor(user);

    // Signing in now asks for the code; a wrong one is a failed sign-in of this account.
    const first = await signInRequest(system, { email: user.email, password: user.password });
    expect(await expectJson(first, 200)).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookieFrom(first);
    const code = await nextTotpCode(secret);
    const wrong = await system.request('/api/auth/two-factor/verify-totp', {
      json: { code: code === '000000' ? '111111' : '000000' },
      cookie: challenge,
    });
    expect(wrong.status).toBe(401);
    const right = await system.request('/api/auth/two-factor/verify-totp', {
      json: { code },
      cookie: challenge,
      headers: { 'x-forwarded-for': '192.0.2.44' },
    });
    await expectJson(right, 200);
    const signedIn = cookieFrom(right);

    const owner = { cookie: signedIn };
    // Turning two-factor off replaces the session (Better Auth), so the newest cookie is kept.
    const send = async (target: string, json: unknown) => {
      const response = await system.request(target, { json, cookie: owner.cookie });
      if (/session_token=[^;]/.test(cookieFrom(response))) owner.cookie = cookieFrom(response);
      return response;
    };
    await expectJson(
      await send('/api/auth/two-factor/generate-backup-codes', { password: user.password }),
      200,
    );
    const disabled = await send('/api/auth/two-factor/disable', { password: user.password });
    await expectJson(disabled, 200);

    const { events } = await listEvents({ ...user, get: (t) => system.request(t, owner) });
    expect(events.map((e) => e.type)).toEqual([
      'two_factor_disabled',
      'recovery_codes_renewed',
      'new_device',
      'sign_in',
      'two_factor_failed',
      'two_factor_enabled',
      'account_created',
    ]);
    expect(events.find((e) => e.type === 'sign_in')?.ipAddress).toBe('192.0.2.44');
  });
});
