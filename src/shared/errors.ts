// One error type for the whole app: a code, a user-facing message and optional internal detail.

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'RATE_LIMITED',
  'QUOTA_EXCEEDED',
  'UPSTREAM_FAILED',
  'NOT_CONFIGURED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  UPSTREAM_FAILED: 502,
  /** A feature the operator has not set up (card payments without Stripe keys). */
  NOT_CONFIGURED: 503,
  /** A service a request needs is down for a moment (Redis behind the sign-in limit). */
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** What a 503 UNAVAILABLE says: the request was fine, a service behind it is down for a moment. */
export const UNAVAILABLE_MESSAGE =
  'This is unavailable for a moment because a service it needs is down. Please try again shortly.';

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Shown to the user; internal detail goes in `cause` and the log. */
  readonly userMessage: string;
  readonly details: string | undefined;
  /** For a refusal that passes (503 busy): when to try again, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    userMessage: string,
    options: { details?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.userMessage = userMessage;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The error body every API endpoint answers with (the spec's { error, details } shape). */
export interface ErrorBody {
  error: string;
  details?: string;
  code: ErrorCode;
}
