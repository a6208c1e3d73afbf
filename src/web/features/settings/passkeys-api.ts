// The account's passkeys in Settings: listed, added (the browser's prompt), renamed and removed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { authClient, type AuthError, type AuthResult } from '#web/lib/auth-client.ts';
import { makePasskey } from '#web/lib/passkey-ceremony.ts';
import { useInvalidateSecurity } from './security-api.ts';
import { TWO_FACTOR_MESSAGES } from './two-factor-api.ts';

export const passkeyKeys = { all: ['passkeys'] as const };

function messageFor(error: AuthError, fallback: string): string {
  if (error.code === 'SESSION_NOT_FRESH') return AUTH_MESSAGES.passkeyNeedsFreshSignIn;
  if (error.status === 400 && error.message && !error.code) return error.message;
  if (error.code === 'VALIDATION' && error.message) return error.message;
  if (error.status === 0 && error.message) return error.message;
  return fallback;
}

function dataOf<Data>(result: AuthResult<Data>, fallback: string): Data {
  if (result.error) throw new Error(messageFor(result.error, fallback));
  return result.data as Data;
}

export function usePasskeys() {
  return useQuery({
    queryKey: passkeyKeys.all,
    queryFn: async () => dataOf(await authClient.passkey.list(), TWO_FACTOR_MESSAGES.failed),
  });
}

/** Asks the browser for a new passkey and has the server keep it under `name` (or its maker's). */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  const invalidateSecurity = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = dataOf(
        await authClient.passkey.registerOptions(),
        AUTH_MESSAGES.passkeyNotAdded,
      );
      const response = await makePasskey(options);
      return dataOf(
        await authClient.passkey.register({ response, name }),
        AUTH_MESSAGES.passkeyNotAdded,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
        invalidateSecurity(),
      ]),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  const invalidateSecurity = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (input: { id: string; name: string }) =>
      dataOf(await authClient.passkey.rename(input), TWO_FACTOR_MESSAGES.failed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
        invalidateSecurity(),
      ]),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const invalidateSecurity = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(await authClient.passkey.remove(id), TWO_FACTOR_MESSAGES.failed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
        invalidateSecurity(),
      ]),
  });
}
