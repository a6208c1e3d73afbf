// Email and password accounts through the real Better Auth endpoints: sign-up, sign-in, sign-out, the
// session cookie, the sign-in rate limit, login activity and the optional signup webhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import { user as userTable, userActivity } from '../db/schema.ts';
import {
  cookieFrom,
  expectError,
  expectJson,
  signIn,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  uniqueEmail,
  type TestSystem,
} from '../../../tests/setup/api-harness.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

function postSignUp(body: Record<string, unknown>) {
  return system.request('/api/auth/sign-up/email', { json: { name: 'Someone', ...body } });
}

async function accountsWithEmail(email: string): Promise<number> {
  const [row] = await system.db
    .select({ n: sql<number>`count(*)::int` })
    .from(userTable)
    .where(eq(sql`lower(${userTable.email})`, email.toLowerCase()));
  return row?.n ?? 0;
}

describe('sign-up', () => {
  it('creates the account and signs in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const email = uniqueEmail();
    const response = await postSignUp({ email, password: 'correct horse' });
    const body = await expectJson<{ user: { id: string; email: string } }>(response, 200);
    expect(body.user.email).toBe(email);

    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^better-auth\.session_token=/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/; Secure/i); // PUBLIC_URL is http here; https turns it on

    const me = await expectJson<{ profile: { id: string; email: string } }>(
      await system.request('/api/me', { cookie: cookieFrom(response) }),
      200,
    );
    expect(me.profile).toMatchObject({ id: body.user.id, email });
  });

  it('stores the email in lower case so sign-in is case-insensitive', async () => {
    const email = uniqueEmail('MiXeD');
    const created = await signUp(system, { email, password: 'password-one' });
    expect(created.email).toBe(email.toLowerCase());
    const signedIn = await signIn(system, { email: email.toUpperCase(), password: 'password-one' });
    expect(signedIn.id).toBe(created.id);
  });

  it('refuses an email that already has an account, and the first account is untouched', async () => {
    const first = await signUp(system, { password: 'first-password' });
    for (const email of [first.email, first.email.toUpperCase()]) {
      const response = await postSignUp({ email, password: 'second-password' });
      expect(response.status).toBe(422);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toMatchObject({
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      });
    }
    expect(await accountsWithEmail(first.email)).toBe(1);
    await signIn(system, { email: first.email, password: 'first-password' });
    expect(
      (await signInRequest(system, { email: first.email, password: 'second-password' })).status,
    ).toBe(401);
  });

  it('refuses a password under 8 characters and creates no account', async () => {
    const email = uniqueEmail();
    const response = await postSignUp({ email, password: 'seven77' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await accountsWithEmail(email)).toBe(0);
    expect((await signInRequest(system, { email, password: 'seven77' })).status).toBe(401);
  });

  it('accepts a password of exactly 8 characters', async () => {
    const user = await signUp(system, { password: 'k7#Lm2xQ' });
    await signIn(system, { email: user.email, password: 'k7#Lm2xQ' });
  });

  it('refuses a password over 128 characters', async () => {
    const email = uniqueEmail();
    const response = await postSignUp({ email, password: 'p'.repeat(129) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
    expect(await accountsWithEmail(email)).toBe(0);
  });

  it.each([
    ['no email', { password: 'password123' }],
    ['an invalid email', { email: 'not-an-email', password: 'password123' }],
    ['no password', { email: 'nopassword@example.com' }],
    ['a number as the password', { email: 'numeric@example.com', password: 12345678 }],
  ])('refuses %s', async (_label, body) => {
    const response = await postSignUp(body);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and the new cookie works', async () => {
    const created = await signUp(system, { password: 'right-password' });
    const signedIn = await signIn(system, { email: created.email, password: 'right-password' });
    expect(signedIn.cookie).not.toBe(created.cookie);
    await expectJson(await signedIn.get('/api/me'), 200);
  });

  it('refuses a wrong password with no cookie', async () => {
    const created = await signUp(system, { password: 'right-password' });
    const response = await signInRequest(system, {
      email: created.email,
      password: 'wrong-password',
    });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('answers an unknown email exactly like a wrong password (no account discovery)', async () => {
    const response = await signInRequest(system, {
      email: uniqueEmail('nobody'),
      password: 'whatever-password',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('records a login activity for every new session (the admin analytics count them)', async () => {
    const created = await signUp(system);
    await signIn(system, { email: created.email, password: created.password });
    const rows = await system.db
      .select({ type: userActivity.activityType })
      .from(userActivity)
      .where(and(eq(userActivity.userId, created.id), eq(userActivity.activityType, 'login')));
    expect(rows).toHaveLength(2);
  });
});

describe('sign-out', () => {
  it('ends that session only', async () => {
    const created = await signUp(system);
    const other = await signIn(system, { email: created.email, password: created.password });
    const response = await created.send('POST', '/api/auth/sign-out', {});
    expect(response.status).toBe(200);
    await expectError(await created.get('/api/me'), 401, { code: 'UNAUTHENTICATED' });
    await expectJson(await other.get('/api/me'), 200);
  });
});

describe('sign-in rate limit (SIGN_IN_RATE_LIMIT) and the signup webhook (SIGNUP_WEBHOOK_URL)', () => {
  let limited: TestSystem;
  let hook: Server;
  const received: Array<{ body: unknown; contentType: string | undefined }> = [];

  beforeAll(async () => {
    hook = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        received.push({ body: JSON.parse(data), contentType: req.headers['content-type'] });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    limited = await startTestSystem({
      env: { SIGN_IN_RATE_LIMIT: '3', SIGNUP_WEBHOOK_URL: `http://127.0.0.1:${port}/signup` },
    });
  });
  afterAll(async () => {
    await limited?.close();
    await new Promise((resolve) => hook?.close(resolve));
  });

  it('answers 429 with the catalogue message once an address passes the limit', async () => {
    const account = await signUp(limited);
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await signInRequest(limited, {
        email: account.email,
        password: 'wrong-password',
        address,
      });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    // Over the limit even the right password is refused, and no session is made.
    const blocked = await signInRequest(limited, {
      email: account.email,
      password: account.password,
      address,
    });
    await expectError(blocked, 429, {
      code: 'RATE_LIMITED',
      error: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(blocked.headers.getSetCookie()).toEqual([]);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Another address is not affected.
    await signIn(limited, { email: account.email, password: account.password });
  });

  it('counts successful sign-ins too, and leaves sign-up and the API alone', async () => {
    const account = await signUp(limited);
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await signInRequest(limited, { ...account, address });
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    expect((await signInRequest(limited, { ...account, address })).status).toBe(429);
    for (let i = 0; i < 4; i++) {
      await expectJson(
        await limited.request('/api/me', {
          cookie: account.cookie,
          headers: { 'x-forwarded-for': address },
        }),
        200,
      );
    }
    const another = await limited.request('/api/auth/sign-up/email', {
      json: { email: uniqueEmail(), password: 'a-rarer-password-7', name: 'X' },
      headers: { 'x-forwarded-for': address },
    });
    expect(another.status).toBe(200);
  });

  it('posts each new signup to the webhook', async () => {
    const account = await signUp(limited);
    await expect
      .poll(() => received.find((r) => (r.body as { email?: string }).email === account.email))
      .toBeDefined();
    const delivered = received.find((r) => (r.body as { email?: string }).email === account.email);
    expect(delivered?.contentType).toBe('application/json');
    expect(delivered?.body).toEqual({
      email: account.email,
      plan: 'fresh_start',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
  });
});

describe('signup webhook failures', () => {
  it('are logged and never block the signup', async () => {
    // A port nothing listens on: the webhook fails and the account is still created.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const broken = await startTestSystem({
      env: { SIGNUP_WEBHOOK_URL: `http://127.0.0.1:${port}/gone` },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const account = await signUp(broken);
      await expectJson(await account.get('/api/me'), 200);
      await expect
        .poll(() => warn.mock.calls.some(([message]) => message === 'Signup webhook failed'))
        .toBe(true);
    } finally {
      warn.mockRestore();
      await broken.close();
    }
  });
});
