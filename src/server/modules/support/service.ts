// Help requests from the help dialog: mailed to SUPPORT_EMAIL (only when the operator set it; see
// routes.ts) with the author as reply-to, saying whether that address is confirmed. A Pro
// user's request is marked [Priority] in the subject, which is what 'Priority support' on the Access
// tab promises (ADR 0022).
import {
  SUPPORT_MESSAGES,
  type SupportRequestInput,
  type SupportRequestResult,
} from '#shared/contract/support';
import { AppError } from '#shared/errors';
import type { Mail, SendMail } from '../../auth/mailer.ts';
import type { Database } from '../../db/client.ts';
import { isProUser } from '../subscription/service.ts';

export const PRIORITY_MARK = '[Priority]';

export function supportMail(options: {
  to: string;
  from: { id: string; email: string; emailVerified: boolean };
  isPriority: boolean;
  request: SupportRequestInput;
}): Mail {
  const { to, from, isPriority, request } = options;
  return {
    to,
    replyTo: from.email,
    subject: `${isPriority ? `${PRIORITY_MARK} ` : ''}Pennyflow help: ${request.subject}`,
    text: [
      `From: ${from.email} (account ${from.id}, ${isPriority ? 'Pro: priority' : 'free'})`,
      // Anyone can sign up with any address: whoever answers should know if it is really theirs.
      `Reply-to address confirmed: ${from.emailVerified ? 'yes' : 'no'}`,
      `Subject: ${request.subject}`,
      '',
      request.message,
    ].join('\n'),
  };
}

export async function sendSupportRequest(options: {
  db: Database;
  sendMail: SendMail;
  supportEmail: string;
  user: { id: string; email: string; emailVerified: boolean };
  request: SupportRequestInput;
}): Promise<SupportRequestResult> {
  const { db, sendMail, supportEmail, user, request } = options;
  const isPriority = await isProUser({ db, userId: user.id });
  try {
    await sendMail(supportMail({ to: supportEmail, from: user, isPriority, request }));
  } catch {
    // The mailer has logged why; the person is told it did not go, so they can email instead.
    throw new AppError('UPSTREAM_FAILED', SUPPORT_MESSAGES.failed);
  }
  return { sent: true, isPriority };
}
