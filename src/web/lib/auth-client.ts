// Better Auth's endpoints under /api/auth, called with fetch: the requests its client library sends,
// without the library (about 15 KB compressed) on the sign-in, sign-up and unlock pages. The session
// cookie comes back as an HttpOnly Set-Cookie, so there is nothing to store here.

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

export interface AuthError {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
}

export interface AuthResult<Data = Record<string, unknown>> {
  error: AuthError | null;
  /** The answer's body when it succeeded. */
  data?: Data;
}

/** What a password sign-in answers when the account asks for a second step (two-factor). */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

const OFFLINE_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** A JSON body POSTed, or a GET (no body). */
async function call<Data>(path: string, body?: unknown): Promise<AuthResult<Data>> {
  let response: Response;
  try {
    response = await fetch(
      `/api/auth/${path}`,
      body === undefined
        ? { credentials: 'same-origin', headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
          },
    );
  } catch {
    return { error: { status: 0, message: OFFLINE_MESSAGE } };
  }
  if (response.ok) {
    try {
      return { error: null, data: (await response.json()) as Data };
    } catch {
      return { error: null };
    }
  }
  // Better Auth answers { code, message }; our own limits and checks answer { code, error }.
  let payload: { message?: string; error?: string; code?: string } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // not JSON: the status text stands in below
  }
  return {
    error: {
      status: response.status,
      message: payload.message ?? payload.error ?? (response.statusText || undefined),
      code: payload.code,
    },
  };
}

function post<Data = Record<string, unknown>>(path: string, body: unknown) {
  return call<Data>(path, body);
}

function get<Data>(path: string) {
  return call<Data>(path);
}

/** A passkey as Settings lists it. */
export interface PasskeyRow {
  id: string;
  name?: string | null;
  createdAt: string;
  /** Synced to the person's other devices (a password manager or cloud keychain). */
  backedUp: boolean;
}

interface Credentials {
  email: string;
  password: string;
}

export const authClient = {
  signIn: { email: (input: Credentials) => post<SignInAnswer>('sign-in/email', input) },
  signUp: {
    /** `token` is null when the account must first be confirmed from its inbox (mail on). */
    email: (input: Credentials & { name: string; callbackURL?: string }) =>
      post<{ token: string | null }>('sign-up/email', input),
  },
  signOut: () => post('sign-out', {}),
  requestPasswordReset: (input: { email: string; redirectTo: string }) =>
    post('request-password-reset', input),
  resetPassword: (input: { token: string; newPassword: string }) => post('reset-password', input),
  /** The second sign-in step: an authenticator code, or one of the recovery codes. */
  verifySecondFactor: (input: {
    kind: 'totp' | 'backup-code';
    code: string;
    trustDevice: boolean;
  }) =>
    post(`two-factor/verify-${input.kind}`, { code: input.code, trustDevice: input.trustDevice }),
  /** Two-factor settings for the signed-in account; each needs the password. */
  twoFactor: {
    enable: (password: string) =>
      post<{ totpURI: string; backupCodes: string[] }>('two-factor/enable', { password }),
    /** The first code from the app, which turns two-factor on. */
    confirm: (code: string) => post('two-factor/verify-totp', { code }),
    disable: (password: string) => post('two-factor/disable', { password }),
    newRecoveryCodes: (password: string) =>
      post<{ backupCodes: string[] }>('two-factor/generate-backup-codes', { password }),
  },
  /** WebAuthn ceremonies: the options for the browser, then its answer to check. */
  passkey: {
    registerOptions: () =>
      get<PublicKeyCredentialCreationOptionsJSON>('passkey/generate-register-options'),
    register: (input: { response: RegistrationResponseJSON; name: string }) =>
      post('passkey/verify-registration', input),
    signInOptions: () =>
      get<PublicKeyCredentialRequestOptionsJSON>('passkey/generate-authenticate-options'),
    signIn: (response: AuthenticationResponseJSON) =>
      post('passkey/verify-authentication', { response }),
    list: () => get<PasskeyRow[]>('passkey/list-user-passkeys'),
    rename: (input: { id: string; name: string }) => post('passkey/update-passkey', input),
    remove: (id: string) => post('passkey/delete-passkey', { id }),
  },
  sendVerificationEmail: (input: { email: string; callbackURL: string }) =>
    post('send-verification-email', input),
};
