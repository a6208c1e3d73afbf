// Personal access tokens (issue 35): a person's own key to their budget for scripts and assistants,
// sent as `Authorization: Bearer pf_...`. Read-only unless they choose otherwise, and never a way
// into the account itself (sign-in, settings, tokens, exports, deletion).
import { z } from 'zod';
import { typedTextField } from './text-fields.ts';

export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** The expiries offered, in days; null is a token that never expires. */
export const TOKEN_EXPIRIES = [30, 90, 365, null] as const;
export type TokenExpiry = (typeof TOKEN_EXPIRIES)[number];
export const DEFAULT_TOKEN_EXPIRY: TokenExpiry = 90;

/** Every token starts so, which tells a leaked one apart in logs and secret scanners. */
export const TOKEN_PREFIX = 'pf_';
/** How many of its first characters a token is listed by. */
export const TOKEN_HINT_LENGTH = 8;
export const TOKEN_NAME_MAX = 60;
/** Tokens one account may hold at once. */
export const MAX_TOKENS = 20;
/** Requests one token may make a minute, unless the server sets API_TOKEN_RATE_LIMIT. */
export const TOKEN_REQUESTS_PER_MINUTE = 120;

export const TOKEN_MESSAGES = {
  invalid: 'This API token is not valid: it may have expired or been revoked',
  readOnly:
    'This API token can only read. Make a token with read and write access to change your budget',
  notHere: 'API tokens cannot be used here. Sign in to Pennyflow to do this',
  tooMany: `You can have at most ${MAX_TOKENS} API tokens. Revoke one you no longer use first`,
  tooManyRequests: (limit: number) =>
    `Too many requests with this API token: at most ${limit} a minute`,
  notFound: 'No such API token',
  nameEmpty: 'Give the token a name, so you know what uses it',
} as const;

export const createTokenInput = z
  .object({
    name: typedTextField(TOKEN_NAME_MAX, `Names can be at most ${TOKEN_NAME_MAX} characters`)
      .transform((name) => name.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, TOKEN_MESSAGES.nameEmpty)),
    scope: z
      .enum(TOKEN_SCOPES, { message: `scope must be one of: ${TOKEN_SCOPES.join(', ')}` })
      .default('read'),
    expiresInDays: z
      .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
        message: 'expiresInDays must be 30, 90, 365 or null (never)',
      })
      .default(DEFAULT_TOKEN_EXPIRY),
  })
  .strict();
export type CreateTokenInput = z.input<typeof createTokenInput>;

/** A token as the settings list shows it: never the token itself. */
export interface TokenView {
  id: string;
  name: string;
  /** Its first characters ('pf_3kQ9x'), to tell which is which. */
  hint: string;
  scope: TokenScope;
  /** ISO times; expiresAt null when it never expires, lastUsedAt null before its first use. */
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  expired: boolean;
}

/** The answer to a new token: the only time the token itself is shown. */
export interface CreatedToken {
  token: string;
  view: TokenView;
}
