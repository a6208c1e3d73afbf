// /api/me: the profile is created with the defaults on first fetch, changed only by its owner, and
// bad input answers 400 and writes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '#shared/contract/profile';
import { CURRENCIES } from '#shared/money';
import { profiles, user } from '../../db/schema.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  uniqueEmail,
  withEnv,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function readMe(user: TestUser): Promise<Me> {
  return expectJson<Me>(await user.get('/api/me'), 200);
}

describe('GET /api/me', () => {
  it('creates the profile with the defaults on first fetch', async () => {
    const user = await signUp(system);
    const [before] = await system.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(before).toBeUndefined();

    const me = await readMe(user);
    expect(me.profile).toMatchObject({
      id: user.id,
      email: user.email,
      theme: 'dark',
      currency: 'USD',
      onboardingCompleted: false,
      isAdmin: false,
      isPasskeyPro: false,
    });
    expect(me.subscription).toEqual({ status: 'none', planId: null });
    const rows = await system.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(rows).toHaveLength(1);
  });

  it('is idempotent: later fetches return the stored profile, not fresh defaults', async () => {
    const user = await signUp(system);
    const first = await readMe(user);
    expect(await readMe(user)).toEqual(first);
    await expectJson(await user.send('PATCH', '/api/me', { theme: 'light' }), 200);
    const third = await readMe(user);
    expect(third.profile.theme).toBe('light');
    expect(await readMe(user)).toEqual(third);
  });

  it('creates exactly one profile when the first fetches arrive together', async () => {
    const user = await signUp(system);
    const answers = await Promise.all(Array.from({ length: 6 }, () => readMe(user)));
    for (const me of answers) expect(me).toEqual(answers[0]);
    const rows = await system.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    await expectError(await system.request('/api/me'), 401, {
      code: 'UNAUTHENTICATED',
      error: 'Please sign in to continue',
    });
  });

  it('answers 401 for a forged session cookie', async () => {
    const user = await signUp(system);
    // The session cookie with its signature's end changed (other cookies, such as the device id, kept).
    const forged = user.cookie
      .split('; ')
      .map((cookie) =>
        cookie.startsWith('better-auth.session_token=') ? `${cookie.slice(0, -4)}AAAA` : cookie,
      )
      .join('; ');
    await expectError(await user.request('/api/me', { cookie: forged }), 401, {
      code: 'UNAUTHENTICATED',
    });
    await expectError(
      await user.request('/api/me', { cookie: 'better-auth.session_token=made-up' }),
      401,
    );
  });
});

describe('PATCH /api/me', () => {
  it('changes the theme and it persists', async () => {
    const user = await signUp(system);
    const patched = await expectJson<{ profile: Me['profile'] }>(
      await user.send('PATCH', '/api/me', { theme: 'light' }),
      200,
    );
    expect(patched.profile).toMatchObject({ theme: 'light', currency: 'USD' });
    expect((await readMe(user)).profile.theme).toBe('light');
    await expectJson(await user.send('PATCH', '/api/me', { theme: 'dark' }), 200);
    expect((await readMe(user)).profile.theme).toBe('dark');
  });

  it('changes the currency and it persists', async () => {
    const user = await signUp(system);
    await expectJson(await user.send('PATCH', '/api/me', { currency: 'EUR' }), 200);
    expect((await readMe(user)).profile).toMatchObject({ currency: 'EUR', theme: 'dark' });
  });

  it('accepts every one of the 15 currencies', async () => {
    const user = await signUp(system);
    for (const currency of CURRENCIES) {
      const body = await expectJson<{ profile: Me['profile'] }>(
        await user.send('PATCH', '/api/me', { currency }),
        200,
      );
      expect(body.profile.currency).toBe(currency);
    }
    expect((await readMe(user)).profile.currency).toBe(CURRENCIES.at(-1));
  });

  it('changes both at once, before the profile was ever fetched', async () => {
    const user = await signUp(system);
    await expectJson(await user.send('PATCH', '/api/me', { theme: 'light', currency: 'JPY' }), 200);
    expect((await readMe(user)).profile).toMatchObject({
      theme: 'light',
      currency: 'JPY',
      onboardingCompleted: false,
      isAdmin: false,
    });
  });

  it('answers 401 without a session and changes nothing', async () => {
    await expectError(
      await system.request('/api/me', { method: 'PATCH', json: { theme: 'light' } }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  describe('bad input answers 400 with a clear message and changes nothing', () => {
    let user: TestUser;
    let before: Me;

    beforeAll(async () => {
      user = await signUp(system);
      await expectJson(
        await user.send('PATCH', '/api/me', { theme: 'light', currency: 'GBP' }),
        200,
      );
      before = await readMe(user);
    });

    const json = (value: unknown) => ({
      body: JSON.stringify(value),
      headers: { 'content-type': 'application/json' },
    });

    const cases: Array<[string, { body?: string; headers?: Record<string, string> }, RegExp]> = [
      [
        'malformed JSON',
        { body: '{"theme":', headers: { 'content-type': 'application/json' } },
        /^Malformed JSON/,
      ],
      [
        'an empty body',
        { body: '', headers: { 'content-type': 'application/json' } },
        /^Malformed JSON/,
      ],
      ['no body at all', { headers: { 'content-type': 'application/json' } }, /^Malformed JSON/],
      [
        'a text/plain body',
        { body: '{"theme":"dark"}', headers: { 'content-type': 'text/plain' } },
        /^Send the request body as JSON/,
      ],
      [
        'a form body',
        { body: 'theme=dark', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        /^Send the request body as JSON/,
      ],
      ['no content type', { body: '{"theme":"dark"}' }, /^Send the request body as JSON/],
      ['an empty object', json({}), /^Nothing to update/],
      ['an unknown theme', json({ theme: 'neon' }), /^Theme must be one of: dark, light$/],
      ['a theme of the wrong case', json({ theme: 'Dark' }), /^Theme must be one of/],
      ['a number for the theme', json({ theme: 1 }), /^Theme must be one of/],
      ['null for the theme', json({ theme: null }), /^Theme must be one of/],
      ['an unknown currency', json({ currency: 'XYZ' }), /^Currency must be one of: USD, EUR/],
      ['a lower-case currency', json({ currency: 'usd' }), /^Currency must be one of/],
      ['a number for the currency', json({ currency: 840 }), /^Currency must be one of/],
      ['an oversized currency', json({ currency: 'USD'.repeat(5000) }), /^Currency must be one of/],
      ['an extra field beside a valid one', json({ theme: 'dark', isAdmin: true }), /isAdmin/],
      ['an attempt to change the email', json({ email: 'new@example.com' }), /email/],
      [
        'an attempt to finish onboarding',
        json({ onboardingCompleted: true }),
        /onboardingCompleted/,
      ],
      ['a list instead of an object', json([{ theme: 'dark' }]), /expected object/],
      ['a bare string', json('dark'), /expected object/],
      ['null', json(null), /expected object/],
    ];

    it.each(cases)('%s', async (_label, init, message) => {
      const response = await user.request('/api/me', { method: 'PATCH', ...init });
      const body = await expectError(response, 400, { code: 'VALIDATION' });
      expect(body.error).toMatch(message);
      expect(await readMe(user)).toEqual(before);
    });
  });
});

describe('one user never sees or changes another', () => {
  it('each cookie only ever reads and writes its own profile', async () => {
    const alice = await signUp(system);
    const bob = await signUp(system);
    await expectJson(
      await alice.send('PATCH', '/api/me', { theme: 'light', currency: 'EUR' }),
      200,
    );
    await expectJson(await bob.send('PATCH', '/api/me', { currency: 'INR' }), 200);

    const aliceMe = await readMe(alice);
    const bobMe = await readMe(bob);
    expect(aliceMe.profile).toMatchObject({
      id: alice.id,
      email: alice.email,
      theme: 'light',
      currency: 'EUR',
    });
    expect(bobMe.profile).toMatchObject({
      id: bob.id,
      email: bob.email,
      theme: 'dark',
      currency: 'INR',
    });
  });

  it("a user's id in the body cannot redirect the write", async () => {
    const alice = await signUp(system);
    const bob = await signUp(system);
    await readMe(alice);
    await expectError(await bob.send('PATCH', '/api/me', { id: alice.id, theme: 'light' }), 400, {
      code: 'VALIDATION',
    });
    expect((await readMe(alice)).profile.theme).toBe('dark');
    expect((await readMe(bob)).profile.theme).toBe('dark');
  });
});

describe('ADMIN_EMAILS', () => {
  /** What verifying the address does (Better Auth's verify-email sets this). */
  async function verifyEmail(userId: string) {
    await system.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  }

  it('makes a listed address admin only once it is verified, matching case-insensitively', async () => {
    const bossEmail = uniqueEmail('boss');
    const adminSystem = await startTestSystem({
      env: { ADMIN_EMAILS: ` someone-else@example.com , ${bossEmail.toUpperCase()} ` },
    });
    try {
      // Anyone can sign up first with the boss's address: that alone must not make them admin.
      const boss = await signUp(adminSystem, { email: bossEmail });
      const other = await signUp(adminSystem);
      expect((await readMe(boss)).profile.isAdmin).toBe(false);
      await adminSystem.db.update(user).set({ emailVerified: true }).where(eq(user.id, boss.id));
      await adminSystem.db.update(user).set({ emailVerified: true }).where(eq(user.id, other.id));
      expect((await readMe(boss)).profile.isAdmin).toBe(true);
      expect((await readMe(other)).profile.isAdmin).toBe(false);
    } finally {
      await adminSystem.close();
    }
  });

  it('promotes an existing verified user once the address is added, and keeps them admin', async () => {
    const person = await signUp(system);
    await verifyEmail(person.id);
    expect((await readMe(person)).profile.isAdmin).toBe(false);

    const withAdmins = withEnv(system, { ADMIN_EMAILS: person.email });
    const asAdmin = await expectJson<Me>(
      await withAdmins.request('/api/me', { cookie: person.cookie }),
      200,
    );
    expect(asAdmin.profile.isAdmin).toBe(true);
    // Additive: dropping the address from the list does not demote (the CLI grant works the same way).
    expect((await readMe(person)).profile.isAdmin).toBe(true);
  });

  it('grants nothing to an unverified account on the list', async () => {
    const person = await signUp(system);
    const withAdmins = withEnv(system, { ADMIN_EMAILS: person.email });
    const me = await expectJson<Me>(
      await withAdmins.request('/api/me', { cookie: person.cookie }),
      200,
    );
    expect(me.profile.isAdmin).toBe(false);
  });

  it('cannot be gained through PATCH', async () => {
    const user = await signUp(system);
    await expectError(await user.send('PATCH', '/api/me', { isAdmin: true }), 400);
    expect((await readMe(user)).profile.isAdmin).toBe(false);
  });
});
