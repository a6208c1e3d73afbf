// The security log and signed-in sessions (/settings?tab=security): the event types the server
// records, the words the page shows for each, and the shapes of the answers.
import { z } from 'zod';
import type { DeviceDescription } from '../user-agent.ts';

export const SECURITY_EVENT_TYPES = [
  'account_created',
  'sign_in',
  'sign_in_failed',
  'two_factor_failed',
  'new_device',
  'password_changed',
  'password_reset',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_renewed',
  'passkey_added',
  'passkey_removed',
  'session_ended',
  'other_sessions_ended',
  'data_exported',
  'account_deletion_requested',
  'token_created',
  'token_revoked',
  'token_used',
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export function isSecurityEventType(value: string): value is SecurityEventType {
  return (SECURITY_EVENT_TYPES as readonly string[]).includes(value);
}

/** What the log says for each event, as a short sentence. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  account_created: 'Account created',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in: wrong password',
  two_factor_failed: 'Failed sign-in: wrong two-factor code',
  new_device: 'Signed in from a new device',
  password_changed: 'Password changed',
  password_reset: 'Password reset by email link',
  email_changed: 'Email address changed',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  recovery_codes_renewed: 'New recovery codes made',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  session_ended: 'A signed-in device was signed out',
  other_sessions_ended: 'All other devices were signed out',
  data_exported: 'Data exported',
  account_deletion_requested: 'Account deletion requested',
  token_created: 'API token made',
  token_revoked: 'API token revoked',
  token_used: 'API token used',
};

/** Events worth a second look: shown with a warning tone. */
export const WARNING_EVENT_TYPES: readonly SecurityEventType[] = [
  'sign_in_failed',
  'two_factor_failed',
  'new_device',
  'two_factor_disabled',
];

/** The wording of a stored type; a type this version does not know is shown as it is. */
export function describeSecurityEvent(type: string): string {
  return isSecurityEventType(type) ? SECURITY_EVENT_LABELS[type] : type.replaceAll('_', ' ');
}

/** One signed-in device of the account (never its token). */
export interface SessionView extends DeviceDescription {
  id: string;
  ipAddress: string | null;
  /** ISO times: when it signed in, and when the server last refreshed it. */
  createdAt: string;
  updatedAt: string;
  isCurrent: boolean;
}

export interface SecurityEventView extends DeviceDescription {
  id: number;
  type: string;
  /** What it concerned, when the type alone does not say ('Claude: GET /api/transactions'). */
  detail: string | null;
  ipAddress: string | null;
  createdAt: string;
}

/** Events a page of the log holds. */
export const SECURITY_EVENTS_PAGE = 20;

/** `?before=<id>`: the page of the log older than that event; the newest page without it. */
export const securityEventsQuery = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type SecurityEventsQuery = z.infer<typeof securityEventsQuery>;

export const SECURITY_MESSAGES = {
  sessionNotFound: 'No such signed-in device',
  endFailed: 'That device could not be signed out. Please try again.',
} as const;
