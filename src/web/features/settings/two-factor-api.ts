// Setting up, renewing and turning off two-factor sign-in from Settings, in our words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { UNAVAILABLE_MESSAGE } from '#shared/errors';
import { authClient, type AuthError } from '#web/lib/auth-client.ts';
import { sessionKeys } from '#web/lib/session.ts';
import { useInvalidateSecurity } from './security-api.ts';

export const TWO_FACTOR_MESSAGES = {
  wrongPassword: 'That password is not right.',
  enterPassword: 'Please enter your password',
  failed: 'Something went wrong. Please try again.',
  copied: 'Copied',
} as const;

function messageFor(error: AuthError): string {
  if (error.code === 'INVALID_PASSWORD') return TWO_FACTOR_MESSAGES.wrongPassword;
  if (error.code === 'INVALID_CODE') return AUTH_MESSAGES.invalidCode;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (error.status === 503) return UNAVAILABLE_MESSAGE;
  if (error.status === 0 && error.message) return error.message;
  return TWO_FACTOR_MESSAGES.failed;
}

async function expectOk<Data>(result: { error: AuthError | null; data?: Data }): Promise<Data> {
  if (result.error) throw new Error(messageFor(result.error));
  return result.data as Data;
}

/** The profile says whether two-factor is on; the devices and the log change with it. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  const invalidateSecurity = useInvalidateSecurity();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
      invalidateSecurity(),
    ]);
  };
}

/** The password, then a secret for the app and ten recovery codes (not on until confirmed). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async (password: string) => expectOk(await authClient.twoFactor.enable(password)),
  });
}

/** The first code from the app turns two-factor on (the session is renewed to say so). */
export function useConfirmTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (code: string) => expectOk(await authClient.twoFactor.confirm(code)),
    onSuccess: refresh,
  });
}

export function useTurnOffTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (password: string) => expectOk(await authClient.twoFactor.disable(password)),
    onSuccess: refresh,
  });
}

/** Ten new recovery codes; the old ones stop working. */
export function useNewRecoveryCodes() {
  const invalidateSecurity = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (password: string) =>
      expectOk(await authClient.twoFactor.newRecoveryCodes(password)),
    onSuccess: invalidateSecurity,
  });
}
