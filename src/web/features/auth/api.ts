// Sign-in and sign-up through Better Auth, turned into the spec's messages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import { authClient } from '#web/lib/auth-client.ts';
import { fetchMe, sessionKeys } from '#web/lib/session.ts';

type AuthError = { status: number; message?: string | undefined; code?: string | undefined } | null;

function messageFor(error: NonNullable<AuthError>, fallback: string): string {
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
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

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const { error } = await authClient.signIn.email(input);
      if (error) throw new Error(messageFor(error, AUTH_MESSAGES.invalidCredentials));
      return loadSessionProfile(queryClient);
    },
  });
}

const EXISTS_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const { error } = await authClient.signUp.email({ ...input, name: '' });
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
      return loadSessionProfile(queryClient);
    },
  });
}
