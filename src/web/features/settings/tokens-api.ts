// Settings, API: the account's personal access tokens, listed, made (the answer is the only time the
// token itself is seen) and revoked. Each change is in the security log, so that is refreshed too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenInput } from '#shared/contract/tokens';
import { api, unwrap } from '#web/lib/api-client.ts';
import { useInvalidateSecurity } from './security-api.ts';

export const tokenKeys = { all: ['api-tokens'] as const };

export function useTokens() {
  return useQuery({
    queryKey: tokenKeys.all,
    queryFn: async () => (await unwrap(api.tokens.$get())).tokens,
  });
}

function useInvalidateTokens() {
  const client = useQueryClient();
  const invalidateSecurity = useInvalidateSecurity();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: tokenKeys.all }), invalidateSecurity()]);
}

export function useCreateToken() {
  const invalidate = useInvalidateTokens();
  return useMutation({
    mutationFn: (input: CreateTokenInput) => unwrap(api.tokens.$post({ json: input })),
    onSettled: invalidate,
  });
}

export function useRevokeToken() {
  const invalidate = useInvalidateTokens();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.tokens[':id'].$delete({ param: { id } })),
    onSettled: invalidate,
  });
}
