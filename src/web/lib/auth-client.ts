// Better Auth's endpoints under /api/auth, called with fetch: the requests its client library sends,
// without the library (about 15 KB compressed) on the sign-in, sign-up and unlock pages. The session
// cookie comes back as an HttpOnly Set-Cookie, so there is nothing to store here.

export interface AuthError {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
}

export interface AuthResult {
  error: AuthError | null;
}

const OFFLINE_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

async function post(path: string, body: unknown): Promise<AuthResult> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { error: { status: 0, message: OFFLINE_MESSAGE } };
  }
  if (response.ok) return { error: null };
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

interface Credentials {
  email: string;
  password: string;
}

export const authClient = {
  signIn: { email: (input: Credentials) => post('sign-in/email', input) },
  signUp: { email: (input: Credentials & { name: string }) => post('sign-up/email', input) },
  signOut: () => post('sign-out', {}),
  requestPasswordReset: (input: { email: string; redirectTo: string }) =>
    post('request-password-reset', input),
  resetPassword: (input: { token: string; newPassword: string }) => post('reset-password', input),
  sendVerificationEmail: (input: { email: string; callbackURL: string }) =>
    post('send-verification-email', input),
};
