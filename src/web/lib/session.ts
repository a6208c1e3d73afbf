// The signed-in user's profile and access, shared by guards, the shell and every feature.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/contract/profile';
import { api, ApiError, unwrap } from './api-client.ts';
import { authClient } from './auth-client.ts';
import { forgetSnapshots } from './app-snapshot.ts';
import { forgetOfflineData } from './offline/forget.ts';
import { claimSavedAnswers } from './offline/saved-queries.ts';
import { claimTabMemory, forgetAllTabMemory } from './tab-memory.ts';

export const sessionKeys = {
  me: ['me'] as const,
  config: ['config'] as const,
};

/** Whether this browser holds a session: Better Auth answers "signed out" with 200 and null, not a 401. */
async function hasSession(): Promise<boolean> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ApiError({
      message: `Server error (${response.status}): ${response.statusText}`,
      status: response.status,
    });
  }
  const session = (await response.json()) as { session?: unknown } | null;
  return Boolean(session?.session);
}

/**
 * The profile and subscription, or null when nobody is signed in. Every sign-in and page load learns
 * who is signed in here, so this is where the tab's memory is claimed for them (lib/tab-memory.ts),
 * and the answers saved on the device (lib/offline/saved-queries.ts).
 */
export async function fetchMe(): Promise<Me | null> {
  if (!(await hasSession())) return null;
  try {
    const me = await unwrap(api.me.$get());
    claimTabMemory(me.profile.id);
    // So are the answers the device put back, and the pictures of their pages.
    if (claimSavedAnswers(me.profile.id)) forgetSnapshots((snapshot) => snapshot.isMember);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: sessionKeys.me, queryFn: fetchMe, staleTime: 30_000 });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: sessionKeys.config,
    queryFn: () => unwrap(api.config.$get()),
    staleTime: Infinity,
  });
}

/**
 * Forgets everything cached for the previous user (spec: signing out clears user, profile and
 * categories), what this tab's pages kept for them (an onboarding draft, a public report), and
 * what the device kept for offline use.
 */
export function clearUserData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries();
  forgetAllTabMemory();
  // And what the device kept for working offline (the outbox, saved answers, a shared file).
  return forgetOfflineData();
}

export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: sessionKeys.me, queryFn: fetchMe, staleTime: 0 });
}

/** Signs out and forgets the user's cached data; throws when the server could not end the session. */
export async function signOutAndClear(queryClient: QueryClient): Promise<void> {
  const result = await authClient.signOut();
  if (result.error) throw new Error(result.error.message ?? 'Sign out failed');
  await clearUserData(queryClient);
  queryClient.setQueryData(sessionKeys.me, null);
}
