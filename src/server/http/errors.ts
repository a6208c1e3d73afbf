// Maps every thrown error to the API's { error, details, code } body; internals go to the log only.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, HTTP_STATUS_BY_CODE, type ErrorBody, type ErrorCode } from '#shared/errors';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

const HTTP_EXCEPTION_ANSWERS: Partial<Record<number, { code: ErrorCode; error: string }>> = {
  401: { code: 'UNAUTHENTICATED', error: 'Please sign in to continue' },
  403: { code: 'FORBIDDEN', error: 'This request was refused' },
  404: { code: 'NOT_FOUND', error: 'Not found' },
  429: { code: 'RATE_LIMITED', error: 'Too many requests. Please wait a minute and try again.' },
};

export function toErrorResponse(error: unknown, c: Context): Response {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.userMessage, code: error.code };
    if (error.details) body.details = error.details;
    if (error.code === 'INTERNAL') console.error(error.cause ?? error);
    if (error.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(error.retryAfterSeconds));
    }
    return c.json(body, HTTP_STATUS_BY_CODE[error.code] as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    // Hono's own middleware (JSON parsing, the cross-site check) throws these, sometimes without a message.
    const status = error.status;
    const known = HTTP_EXCEPTION_ANSWERS[status];
    const body: ErrorBody = {
      error: error.message || known?.error || 'Bad request',
      code: known?.code ?? 'VALIDATION',
    };
    return c.json(body, status as ContentfulStatusCode);
  }
  console.error(error);
  const body: ErrorBody = { error: GENERIC_ERROR, code: 'INTERNAL' };
  return c.json(body, 500);
}
