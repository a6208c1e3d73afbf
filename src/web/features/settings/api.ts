// Saving the profile's theme and currency.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateProfileInput } from '#shared/contract/profile';
import { api, unwrap } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/session.ts';

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully! Currency will update across the app.',
  saveFailed: 'Failed to save settings. Please try again.',
} as const;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) => unwrap(api.me.$patch({ json: changes })),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Me | null>(sessionKeys.me, (me) => (me ? { ...me, profile } : me));
    },
  });
}
