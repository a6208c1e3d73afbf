// Sign-in and sign-up through Better Auth, turned into the spec's messages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { LICENSE_MESSAGES } from '#shared/contract/payments-messages';
import { UNAVAILABLE_MESSAGE } from '#shared/errors';
import { isLicenseKeyFormat, normalizeLicenseKey } from '#shared/license';
import { api, ApiError, unwrap } from '#web/lib/api-client.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { askForPasskey } from '#web/lib/passkey-ceremony.ts';
import { fetchMe, sessionKeys } from '#web/lib/session.ts';

type AuthError = { status: number; message?: string | undefined; code?: string | undefined } | null;

function messageFor(error: NonNullable<AuthError>, fallback: string): string {
  if (error.status === 429) {
    // The account's own lock says more than the address limit: how its owner still gets in.
    return error.message === AUTH_MESSAGES.accountLocked
      ? AUTH_MESSAGES.accountLocked
      : AUTH_MESSAGES.tooManyAttempts;
  }
  if (error.status === 503) return UNAVAILABLE_MESSAGE;
  if (error.code === 'EMAIL_NOT_VERIFIED') return AUTH_MESSAGES.confirmEmailFirst;
  // Better Auth names the field in brackets ('[body.email] Invalid email address').
  if (error.message?.startsWith('[body.email]')) return AUTH_MESSAGES.invalidEmail;
  return error.message || fallback;
}

async function loadSessionProfile(queryClient: ReturnType<typeof useQueryClient>) {
  const me = await queryClient.fetchQuery({
    queryKey: sessionKeys.me,
    queryFn: fetchMe,
    staleTime: 0,
  });
  if (!me) throw new Error(AUTH_MESSAGES.sessionMissing);
  return me;
}

/** Where a password sign-in got to: signed in, or waiting for the account's second factor. */
export type SignInStep = { step: 'signed-in' } | { step: 'second-factor' };

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }): Promise<SignInStep> => {
      const { error, data } = await authClient.signIn.email(input);
      if (error) throw new Error(messageFor(error, AUTH_MESSAGES.invalidCredentials));
      if (data?.twoFactorRedirect) return { step: 'second-factor' };
      await loadSessionProfile(queryClient);
      return { step: 'signed-in' };
    },
  });
}

/** Signs in with a passkey the device offers: no email, no password, no code (it is both factors). */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await authClient.passkey.signInOptions();
      if (options.error || !options.data) {
        throw new Error(messageFor(options.error ?? { status: 500 }, AUTH_MESSAGES.passkeyFailed));
      }
      const answer = await askForPasskey(options.data);
      const { error } = await authClient.passkey.signIn(answer);
      if (error) {
        if (error.code === 'PASSKEY_NOT_FOUND') throw new Error(AUTH_MESSAGES.passkeyUnknown);
        if (error.code === 'PASSKEY_USER_NOT_VERIFIED') {
          throw new Error(AUTH_MESSAGES.passkeyNotVerified);
        }
        throw new Error(messageFor(error, AUTH_MESSAGES.passkeyFailed));
      }
      return loadSessionProfile(queryClient);
    },
  });
}

/** Better Auth's answers to a wrong or spent second factor, in our words. */
function secondFactorMessage(error: NonNullable<AuthError>, kind: 'totp' | 'backup-code') {
  if (error.code === 'ACCOUNT_TEMPORARILY_LOCKED') return AUTH_MESSAGES.codesLocked;
  if (error.code === 'INVALID_CODE') return AUTH_MESSAGES.invalidCode;
  if (error.code === 'INVALID_BACKUP_CODE') return AUTH_MESSAGES.invalidRecoveryCode;
  if (
    error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
    error.code === 'INVALID_TWO_FACTOR_COOKIE'
  ) {
    return AUTH_MESSAGES.secondStepExpired;
  }
  return messageFor(
    error,
    kind === 'totp' ? AUTH_MESSAGES.invalidCode : AUTH_MESSAGES.invalidRecoveryCode,
  );
}

/** The second sign-in step: a code from the authenticator app or a recovery code. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      kind: 'totp' | 'backup-code';
      code: string;
      trustDevice: boolean;
    }) => {
      const { error } = await authClient.verifySecondFactor(input);
      if (error) throw new Error(secondFactorMessage(error, input.kind));
      return loadSessionProfile(queryClient);
    },
  });
}

const EXISTS_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** Where a sign-up got to: signed in, or (on a server that sends mail) waiting for the link. */
export type SignUpStep = { step: 'signed-in' } | { step: 'check-email'; email: string };

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      email: string;
      password: string;
      /** Where the mailed confirmation link leads once it has signed the person in. */
      afterConfirmPath?: string;
    }): Promise<SignUpStep> => {
      const { afterConfirmPath = '/onboarding', ...credentials } = input;
      const { error, data } = await authClient.signUp.email({
        ...credentials,
        name: '',
        callbackURL: afterConfirmPath,
      });
      // With mail on, every sign-up (for a new address or a taken one) answers without a session.
      if (!error && data?.token === null) return { step: 'check-email', email: input.email };
      if (error) {
        if (error.code && EXISTS_CODES.has(error.code)) {
          // Spec: when the same credentials sign in, the account already exists; else the password differs.
          const signIn = await authClient.signIn.email(input);
          if (signIn.error)
            throw new Error("Account exists but password doesn't match. Please try signing in.");
          await authClient.signOut();
          throw new Error(AUTH_MESSAGES.accountExists);
        }
        throw new Error(messageFor(error, AUTH_MESSAGES.createFailed));
      }
      await loadSessionProfile(queryClient);
      return { step: 'signed-in' };
    },
  });
}

/** Redeems a key for whoever is signed in now; throws with the spec's message when it is refused. */
async function redeemLicenseKey(licenseKey: string): Promise<void> {
  let result;
  try {
    result = await unwrap(api.functions['validate-license-key'].$post({ json: { licenseKey } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 429 || error.status === 503)) throw error;
    if (error instanceof ApiError && error.status === 401)
      throw new Error(LICENSE_MESSAGES.tokenFailed);
    throw new Error(LICENSE_MESSAGES.failed);
  }
  if (!result.valid) throw new Error(result.error ?? LICENSE_MESSAGES.invalid);
}

/** Signs in, or creates the account when there is none (spec section 5: unlock). */
async function signInOrCreate(input: { email: string; password: string }): Promise<SignInStep> {
  const signIn = await authClient.signIn.email(input);
  if (!signIn.error) {
    return signIn.data?.twoFactorRedirect ? { step: 'second-factor' } : { step: 'signed-in' };
  }
  if (signIn.error.status === 429 || signIn.error.status === 503)
    throw new Error(messageFor(signIn.error, LICENSE_MESSAGES.authFailed));
  const signUp = await authClient.signUp.email({
    ...input,
    name: '',
    callbackURL: '/unlock-access',
  });
  // With mail on the account waits for its link (which leads back here to enter the key).
  if (!signUp.error && signUp.data?.token === null) {
    throw new Error(AUTH_MESSAGES.confirmThenUnlock);
  }
  if (!signUp.error) return { step: 'signed-in' };
  if (signUp.error.code && EXISTS_CODES.has(signUp.error.code))
    throw new Error(LICENSE_MESSAGES.passwordMismatch);
  if (signUp.error.code === 'PASSWORD_TOO_SHORT') throw new Error(AUTH_MESSAGES.passwordTooShort);
  throw new Error(messageFor(signUp.error, LICENSE_MESSAGES.authFailed));
}

/**
 * The unlock page: a well-formed key first (so a typo creates no account), then the account (signed in
 * already, signed in now, or created), then the key redeemed for it and the session's access reloaded.
 */
export function useUnlockAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email?: string; password?: string; licenseKey: string }) => {
      const licenseKey = normalizeLicenseKey(input.licenseKey);
      if (!isLicenseKeyFormat(licenseKey)) throw new Error(LICENSE_MESSAGES.invalid);
      if (input.email !== undefined && input.password !== undefined) {
        const signedIn = await signInOrCreate({ email: input.email, password: input.password });
        // The key waits until the second factor is in (the page asks, then submits again).
        if (signedIn.step === 'second-factor') return signedIn;
      }
      await redeemLicenseKey(licenseKey);
      return { step: 'unlocked' as const, me: await loadSessionProfile(queryClient) };
    },
  });
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (error) throw new Error(messageFor(error, AUTH_MESSAGES.createFailed));
    },
  });
}

/** Sets the new password with the link's token; an expired or used token says so. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; newPassword: string }) => {
      const { error } = await authClient.resetPassword(input);
      if (!error) return;
      if (error.code === 'INVALID_TOKEN') throw new Error(AUTH_MESSAGES.resetLinkInvalid);
      throw new Error(messageFor(error, AUTH_MESSAGES.resetLinkInvalid));
    },
  });
}
