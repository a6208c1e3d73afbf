// The Security tab's server calls: the account's signed-in devices (listed, ended one by one or all
// but this one) and its security log, a page at a time.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  events: () => [...securityKeys.all, 'events'] as const,
};

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: async () => (await unwrap(api.security.sessions.$get())).sessions,
  });
}

export function useSecurityEvents() {
  return useInfiniteQuery({
    queryKey: securityKeys.events(),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.security.events.$get({
          query: pageParam === null ? {} : { before: String(pageParam) },
        }),
      ),
    getNextPageParam: (page) => page.nextBefore,
  });
}

/**
 * Refreshes the devices and the log after anything that changes them: ending a session, and the
 * two-factor and passkey changes (which the log records, and some of which renew the session).
 */
export function useInvalidateSecurity() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: securityKeys.all });
}

export function useEndSession() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.security.sessions[':id'].$delete({ param: { id } })),
    onSettled: invalidate,
  });
}

export function useEndOtherSessions() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: () => unwrap(api.security.sessions['end-others'].$post()),
    onSettled: invalidate,
  });
}
