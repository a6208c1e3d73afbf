// Bill reminder settings (issue 33): read and saved at /api/reminders/settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

const reminderKeys = { settings: ['reminders', 'settings'] as const };

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderKeys.settings,
    queryFn: async () => (await unwrap(api.reminders.settings.$get())).settings,
  });
}

export function useUpdateReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: {
      billReminders?: boolean;
      reminderDays?: number;
      weeklySummary?: boolean;
    }) => (await unwrap(api.reminders.settings.$patch({ json: change }))).settings,
    onSuccess: (settings) => client.setQueryData(reminderKeys.settings, settings),
  });
}
