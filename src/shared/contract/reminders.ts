// Bill reminders (issue 33): what a person chooses in Settings, as the API takes and returns it.
import { z } from 'zod';

export const REMINDER_DAYS_MAX = 30;
export const REMINDER_DAYS_DEFAULT = 3;

export interface ReminderSettingsView {
  /** A mail a few days before each bill is due. Off until turned on. */
  billReminders: boolean;
  reminderDays: number;
  /** A Monday mail of the week's bills. */
  weeklySummary: boolean;
  /** Whether the server can send mail (SMTP_URL); without it reminders only reach the server log. */
  canSendMail: boolean;
}

export const updateReminderSettingsInput = z
  .object({
    billReminders: z.boolean({ message: 'billReminders must be true or false' }).optional(),
    reminderDays: z
      .number({ message: 'reminderDays must be a number' })
      .int('reminderDays must be a whole number of days')
      .min(0, 'Remind me 0 to 30 days before')
      .max(REMINDER_DAYS_MAX, 'Remind me 0 to 30 days before')
      .optional(),
    weeklySummary: z.boolean({ message: 'weeklySummary must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
