// The rules around Better Auth's own endpoints: new passwords (not too common, not the email, not only
// spaces), the sign-up's name and image, rate limits on sign-up and on every password check, and a
// password change that ends the account's other sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/text';
import {
  cookieFrom,
  expectJson,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  uniqueEmail,
  withEnv,
  type TestSystem,
} from '../../../tests/setup/api-harness.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

function signUpRequest(body: Record<string, unknown>, address = uniqueAddress()) {
  return system.request('/api/auth/sign-up/email', {
    json: { name: '', email: uniqueEmail(), password: 'correct-horse-42', ...body },
    headers: { 'x-forwarded-for': address },
  });
}

async function expectRefused(response: Response, message: string) {
  const body = await expectJson<{ error: string; message: string }>(response, 400);
  expect(body.message).toBe(message);
  expect(body.error).toBe(message);
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('new passwords', () => {
  it.each([
    ['a common password', { password: 'password' }, AUTH_MESSAGES.passwordCommon],
    ['a common password in capitals', { password: 'ILOVEYOU1' }, AUTH_MESSAGES.passwordCommon],
    ['eight spaces', { password: '        ' }, AUTH_MESSAGES.passwordBlank],
    ['one letter repeated (F5)', { password: 'aaaaaaaa' }, AUTH_MESSAGES.passwordPattern],
    ['an alphabet run (F5)', { password: 'abcdefgh' }, AUTH_MESSAGES.passwordPattern],
    ['a keyboard run (F5)', { password: 'asdfghjk' }, AUTH_MESSAGES.passwordPattern],
    [
      'the email itself',
      { email: 'same@example.com', password: 'same@example.com' },
      AUTH_MESSAGES.passwordIsEmail,
    ],
  ])('refuses %s at sign-up and creates no account', async (_label, body, message) => {
    await expectRefused(await signUpRequest(body), message);
    if ('email' in body) {
      const signIn = await signInRequest(system, { email: body.email, password: body.password });
      expect(signIn.status).toBe(401);
    }
  });

  it('refuses a common new password when changing it', async () => {
    const user = await signUp(system);
    const response = await user.request('/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'qwerty123' },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    await expectRefused(response, AUTH_MESSAGES.passwordCommon);
  });
});

describe('sign-up details', () => {
  it('refuses a name over 100 characters, a name with control characters and an image', async () => {
    await expectRefused(await signUpRequest({ name: 'x'.repeat(101) }), AUTH_MESSAGES.nameTooLong);
    await expectRefused(
      await signUpRequest({ name: 'x'.repeat(900_000) }),
      AUTH_MESSAGES.nameTooLong,
    );
    await expectRefused(await signUpRequest({ name: 'Eve\u0000' }), CONTROL_CHARACTERS_MESSAGE);
    await expectRefused(
      await signUpRequest({ name: 'Eve', image: 'javascript:alert(1)' }),
      AUTH_MESSAGES.imageNotAccepted,
    );
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['plain text', 'text/plain'],
  ])(
    'takes a sign-up only as JSON: %s is refused and creates no account (F1)',
    async (_label, type) => {
      const email = uniqueEmail();
      const form = new URLSearchParams({
        name: '\u202eEve',
        email,
        password: 'password',
        image: 'x',
      });
      const response = await system.request('/api/auth/sign-up/email', {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': type, 'x-forwarded-for': uniqueAddress() },
      });
      const body = await expectJson<{ error: string; message: string }>(response, 415);
      expect(body.message).toBe(AUTH_MESSAGES.jsonOnly);
      expect((await signInRequest(system, { email, password: 'password' })).status).toBe(401);
    },
  );

  it('holds a profile update to the sign-up rules: name length, control characters, no image (F4)', async () => {
    const user = await signUp(system);
    const update = (json: Record<string, unknown>) =>
      user.request('/api/auth/update-user', {
        json,
        headers: { 'x-forwarded-for': uniqueAddress() },
      });
    await expectRefused(await update({ name: 'x'.repeat(20_009) }), AUTH_MESSAGES.nameTooLong);
    await expectRefused(await update({ name: 'Eve\u0007' }), CONTROL_CHARACTERS_MESSAGE);
    await expectRefused(
      await update({ image: 'javascript:alert(1)' }),
      AUTH_MESSAGES.imageNotAccepted,
    );
    const session = await expectJson<{ user: { name: string; image: string | null } }>(
      await user.get('/api/auth/get-session'),
      200,
    );
    expect(session.user.image ?? null).toBeNull();
    expect(session.user.name.length).toBeLessThanOrEqual(100);
    await expectJson(await update({ name: 'Zoë Åberg' }), 200);
  });

  it('accepts a normal name', async () => {
    await expectJson(await signUpRequest({ name: 'Zoë Åberg' }), 200);
  });
});

describe('rate limits', () => {
  it('limits sign-ups per address (SIGN_UP_RATE_LIMIT an hour)', async () => {
    const limited = withEnv(system, { SIGN_UP_RATE_LIMIT: '3' });
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await limited.request('/api/auth/sign-up/email', {
        json: { name: '', email: uniqueEmail('burst'), password: 'correct-horse-42' },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const elsewhere = await limited.request('/api/auth/sign-up/email', {
      json: { name: '', email: uniqueEmail('other'), password: 'correct-horse-42' },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('limits password checks per account, from however many addresses', async () => {
    const user = await signUp(system);
    const statuses: number[] = [];
    for (let i = 0; i < system.env.SIGN_IN_RATE_LIMIT + 2; i += 1) {
      const response = await user.request('/api/auth/change-password', {
        json: { currentPassword: `wrong-guess-${i}`, newPassword: 'a-new-long-password-7' },
        headers: { 'x-forwarded-for': uniqueAddress() },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, system.env.SIGN_IN_RATE_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(system.env.SIGN_IN_RATE_LIMIT)).toEqual([429, 429]);
    // The right password is throttled too now: guessing cannot end with it.
    const right = await user.request('/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'a-new-long-password-7' },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    expect(right.status).toBe(429);
  });

  it('limits password checks per address, across accounts', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < system.env.SIGN_IN_RATE_LIMIT + 1; i += 1) {
      const user = await signUp(system);
      const response = await user.request('/api/auth/change-password', {
        json: { currentPassword: 'wrong-guess', newPassword: 'a-new-long-password-7' },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('changing the password', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await signUp(system);
    const other = cookieFrom(
      await signInRequest(system, { email: user.email, password: user.password }),
    );
    expect((await system.request('/api/me', { cookie: other })).status).toBe(200);

    const changed = await user.request('/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'a-brand-new-secret-9' },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    await expectJson(changed, 200);
    expect((await system.request('/api/me', { cookie: other })).status).toBe(401);
    const kept = cookieFrom(changed) || user.cookie;
    expect((await system.request('/api/me', { cookie: kept })).status).toBe(200);

    const signIn = await signInRequest(system, {
      email: user.email,
      password: 'a-brand-new-secret-9',
    });
    expect(signIn.status).toBe(200);
  });
});
