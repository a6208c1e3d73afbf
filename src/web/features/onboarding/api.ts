// Finishing or skipping onboarding; both refresh the profile so the guards let the user in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteOnboardingInput } from '#shared/contract/onboarding';
import { api, unwrap } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/session.ts';

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteOnboardingInput) =>
      unwrap(api.onboarding.complete.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}

export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.onboarding.skip.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
