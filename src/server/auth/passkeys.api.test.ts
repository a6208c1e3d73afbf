// Passkeys through Better Auth's real WebAuthn endpoints, answered by a software authenticator:
// adding one (named, or after its maker), signing in with it without email, password or code (also
// with two-factor on), the server's own demand that the device checked the person, names kept
// clean, and one account never touching another's passkeys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import {
  cookieFrom,
  expectJson,
  PUBLIC_URL,
  signUp,
  startTestSystem,
  uniqueAddress,
  type TestSystem,
  type TestUser,
} from '../../../tests/setup/api-harness.ts';
import {
  createSoftAuthenticator,
  type SoftAuthenticator,
} from '../../../tests/support/soft-authenticator.ts';
import { turnOnTwoFactor } from '../../../tests/support/two-factor.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

interface PasskeyRow {
  id: string;
  name: string | null;
  credentialID: string;
}

function joinCookies(...cookies: string[]): string {
  return cookies.filter(Boolean).join('; ');
}

/** Adds a passkey for the account as Settings does: options, the device's answer, the check. */
async function addPasskey(
  account: TestUser,
  name?: string,
): Promise<{ authenticator: SoftAuthenticator; response: Response }> {
  const optionsResponse = await account.get('/api/auth/passkey/generate-register-options');
  const options = await expectJson<{ challenge: string; user: { id: string } }>(
    optionsResponse,
    200,
  );
  const authenticator = createSoftAuthenticator({ origin: PUBLIC_URL });
  const response = await system.request('/api/auth/passkey/verify-registration', {
    json: { response: authenticator.register(options), ...(name === undefined ? {} : { name }) },
    cookie: joinCookies(account.cookie, cookieFrom(optionsResponse)),
  });
  return { authenticator, response };
}

/** Signs in with the device's passkey, signed out: no email, no password. */
async function signInWithPasskey(
  authenticator: SoftAuthenticator,
  check = { userVerified: true },
): Promise<Response> {
  const optionsResponse = await system.request('/api/auth/passkey/generate-authenticate-options');
  const options = await expectJson<{ challenge: string }>(optionsResponse, 200);
  return system.request('/api/auth/passkey/verify-authentication', {
    json: { response: authenticator.signIn(options, check) },
    cookie: cookieFrom(optionsResponse),
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
}

async function passkeysOf(account: TestUser): Promise<PasskeyRow[]> {
  return expectJson<PasskeyRow[]>(await account.get('/api/auth/passkey/list-user-passkeys'), 200);
}

async function meStatus(response: Response): Promise<number> {
  return (await system.request('/api/me', { cookie: cookieFrom(response) })).status;
}

describe('adding a passkey', () => {
  it('keeps it under the given name, or calls it Passkey when its maker is unknown', async () => {
    const account = await signUp(system);
    await expectJson((await addPasskey(account, 'Work laptop')).response, 200);
    await expectJson((await addPasskey(account)).response, 200);
    const names = (await passkeysOf(account)).map((row) => row.name).sort();
    expect(names).toEqual(['Passkey', 'Work laptop']);
  });

  it('refuses a name over 50 characters or with control characters, and keeps nothing', async () => {
    const account = await signUp(system);
    const long = (await addPasskey(account, 'x'.repeat(51))).response;
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(
      AUTH_MESSAGES.passkeyNameTooLong,
    );
    expect((await addPasskey(account, 'evil\u202Ename')).response.status).toBe(400);
    expect(await passkeysOf(account)).toEqual([]);
  });

  it('needs a signed-in account', async () => {
    const response = await system.request('/api/auth/passkey/generate-register-options');
    expect(response.status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without email or password, and past two-factor: a passkey is both factors', async () => {
    const account = await signUp(system);
    const { authenticator } = await addPasskey(account, 'Phone');
    await turnOnTwoFactor(account);

    const signedIn = await signInWithPasskey(authenticator);
    const body = await expectJson<{ user: { id: string } }>(signedIn, 200);
    expect(body.user.id).toBe(account.id);
    expect(await meStatus(signedIn)).toBe(200);
  });

  it('refuses an answer from a device that did not check the person, and gives no session', async () => {
    const account = await signUp(system);
    const { authenticator } = await addPasskey(account);
    const refused = await signInWithPasskey(authenticator, { userVerified: false });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      code: 'PASSKEY_USER_NOT_VERIFIED',
      message: AUTH_MESSAGES.passkeyNotVerified,
    });
    expect(await meStatus(refused)).toBe(401);
  });

  it('refuses a passkey the server does not know, and a replayed challenge', async () => {
    const stranger = createSoftAuthenticator({ origin: PUBLIC_URL });
    stranger.register({ challenge: 'unused', user: { id: 'nobody' } });
    const unknown = await signInWithPasskey(stranger);
    expect(unknown.status).toBe(401);
    expect(await meStatus(unknown)).toBe(401);

    const account = await signUp(system);
    const { authenticator } = await addPasskey(account);
    const optionsResponse = await system.request('/api/auth/passkey/generate-authenticate-options');
    const options = await expectJson<{ challenge: string }>(optionsResponse, 200);
    const answer = authenticator.signIn(options);
    const send = () =>
      system.request('/api/auth/passkey/verify-authentication', {
        json: { response: answer },
        cookie: cookieFrom(optionsResponse),
      });
    await expectJson(await send(), 200);
    const replayed = await send();
    expect(replayed.status).toBe(400);
  });
});

describe("another account's passkeys", () => {
  it('cannot be renamed or removed, and the owner keeps them', async () => {
    const owner = await signUp(system);
    await expectJson((await addPasskey(owner, 'Mine')).response, 200);
    const [passkey] = await passkeysOf(owner);
    const intruder = await signUp(system);

    const renamed = await intruder.send('POST', '/api/auth/passkey/update-passkey', {
      id: passkey!.id,
      name: 'Taken',
    });
    expect(renamed.ok).toBe(false);
    const removed = await intruder.send('POST', '/api/auth/passkey/delete-passkey', {
      id: passkey!.id,
    });
    expect(removed.ok).toBe(false);
    expect(await passkeysOf(intruder)).toEqual([]);
    expect((await passkeysOf(owner)).map((row) => row.name)).toEqual(['Mine']);

    // The owner can.
    await expectJson(
      await owner.send('POST', '/api/auth/passkey/update-passkey', {
        id: passkey!.id,
        name: 'Laptop',
      }),
      200,
    );
    await expectJson(
      await owner.send('POST', '/api/auth/passkey/delete-passkey', { id: passkey!.id }),
      200,
    );
    expect(await passkeysOf(owner)).toEqual([]);
  });
});
