// A help request written from the help dialog (issue 30): what it must hold and what the form says.
import { z } from 'zod';

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5_000;

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `The subject can be at most ${SUPPORT_SUBJECT_MAX} characters`,
  subjectOneLine: 'The subject must be one line',
  messageTooShort: `Please tell us a little more (at least ${SUPPORT_MESSAGE_MIN} characters)`,
  messageTooLong: `The message can be at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  tooMany:
    'You have sent several messages in the last hour. Please wait a little before writing again.',
  failed: 'Your message could not be sent. Please try again or email us directly.',
  sent: 'Thanks, your message is on its way. We will reply to your account email.',
} as const;

export const supportRequestInput = z
  .object({
    subject: z
      .string({ message: SUPPORT_MESSAGES.subjectRequired })
      .trim()
      .min(1, SUPPORT_MESSAGES.subjectRequired)
      .max(SUPPORT_SUBJECT_MAX, SUPPORT_MESSAGES.subjectTooLong)
      // It becomes a mail header: a line break there could add headers of its own.
      .regex(/^[^\r\n]*$/, SUPPORT_MESSAGES.subjectOneLine),
    message: z
      .string({ message: SUPPORT_MESSAGES.messageTooShort })
      .trim()
      .min(SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGES.messageTooShort)
      .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.messageTooLong),
  })
  .strict();
export type SupportRequestInput = z.infer<typeof supportRequestInput>;

export interface SupportRequestResult {
  sent: true;
  /** Pro users' requests are marked priority (the Access tab's 'Priority support'). */
  isPriority: boolean;
}
