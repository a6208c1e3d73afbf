// Forgot password: Better Auth's reset flow with a one-time link that expires, delivered by the
// mailer. Without SMTP_URL (as here) the link is written to the server log, which is what a
// self-hoster reads, so these tests read it there too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import { RESET_REQUESTS_PER_EMAIL } from '../app.ts';
import {
  cookieFrom,
  expectJson,
  PUBLIC_URL,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  uniqueEmail,
  type TestSystem,
} from '../../../tests/setup/api-harness.ts';
import { captureMailLog } from '../../../tests/support/mail-log.ts';
import { turnOnTwoFactor } from '../../../tests/support/two-factor.ts';

let system: TestSystem;
const mail = captureMailLog();

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

function requestReset(email: string, address = uniqueAddress()) {
  return system.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: `${PUBLIC_URL}/reset-password` },
    headers: { 'x-forwarded-for': address },
  });
}

/** The link of the last reset mail the server logged for this email. */
function loggedLink(email: string): string {
  const link = mail.links({ to: email }).at(-1);
  if (!link) throw new Error(`No reset mail logged for ${email}`);
  return link;
}

/** Follows the link as a browser would: to the reset page with its token. */
async function tokenFrom(link: string): Promise<string> {
  const response = await system.request(link.replace(PUBLIC_URL, ''));
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!, PUBLIC_URL);
  expect(location.pathname).toBe('/reset-password');
  return location.searchParams.get('token')!;
}

function resetPassword(token: string, newPassword: string) {
  return system.request('/api/auth/reset-password', {
    json: { token, newPassword },
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
}

describe('password reset', () => {
  it('sends a one-time link that sets a new password and ends every session', async () => {
    const user = await signUp(system);
    const other = cookieFrom(
      await signInRequest(system, { email: user.email, password: user.password }),
    );
    await expectJson(await requestReset(user.email), 200);
    const link = loggedLink(user.email);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/auth/reset-password/`));
    const token = await tokenFrom(link);

    await expectJson(await resetPassword(token, 'a-fresh-secret-31'), 200);
    for (const cookie of [user.cookie, other]) {
      expect((await system.request('/api/me', { cookie })).status).toBe(401);
    }
    expect(
      (await signInRequest(system, { email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await signInRequest(system, { email: user.email, password: 'a-fresh-secret-31' })).status,
    ).toBe(200);

    // Once only: the same token again changes nothing.
    const again = await resetPassword(token, 'another-secret-77');
    expect(again.status).toBe(400);
    expect(
      (await signInRequest(system, { email: user.email, password: 'a-fresh-secret-31' })).status,
    ).toBe(200);
    // And the link itself now leads to the reset page with an error, not a token.
    const followed = await system.request(link.replace(PUBLIC_URL, ''));
    expect(followed.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  it('leaves two-factor on: the new password alone still asks for the code', async () => {
    const user = await signUp(system);
    await turnOnTwoFactor(user);
    await expectJson(await requestReset(user.email), 200);
    const token = await tokenFrom(loggedLink(user.email));
    await expectJson(await resetPassword(token, 'a-fresh-secret-31'), 200);

    const signedIn = await signInRequest(system, {
      email: user.email,
      password: 'a-fresh-secret-31',
    });
    expect(await expectJson(signedIn, 200)).toMatchObject({ twoFactorRedirect: true });
    expect((await system.request('/api/me', { cookie: cookieFrom(signedIn) })).status).toBe(401);
  });

  it('holds the new password to the same rules as sign-up', async () => {
    const user = await signUp(system);
    await expectJson(await requestReset(user.email), 200);
    const token = await tokenFrom(loggedLink(user.email));
    const response = await resetPassword(token, 'password1');
    const body = await expectJson<{ message: string }>(response, 400);
    expect(body.message).toBe(AUTH_MESSAGES.passwordCommon);
    // The token was not spent on the refused password.
    await expectJson(await resetPassword(token, 'a-fresh-secret-31'), 200);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const known = await signUp(system);
    const knownAnswer = await expectJson(await requestReset(known.email), 200);
    const stranger = uniqueEmail('nobody');
    const strangerAnswer = await expectJson(await requestReset(stranger), 200);
    expect(strangerAnswer).toEqual(knownAnswer);
    expect(() => loggedLink(stranger)).toThrow(/No reset mail/);
  });

  it(`sends one inbox at most ${RESET_REQUESTS_PER_EMAIL} links an hour, from any address`, async () => {
    const user = await signUp(system);
    const statuses: number[] = [];
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL + 1; i += 1) {
      statuses.push((await requestReset(user.email)).status);
    }
    expect(statuses).toEqual([...Array(RESET_REQUESTS_PER_EMAIL).fill(200), 429]);
  });
});
