// Maps every thrown error to the API's { error, details, code } body; internals go to the log only.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, HTTP_STATUS_BY_CODE, type ErrorBody } from '#shared/errors';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export function toErrorResponse(error: unknown, c: Context): Response {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.userMessage, code: error.code };
    if (error.details) body.details = error.details;
    if (error.code === 'INTERNAL') console.error(error.cause ?? error);
    return c.json(body, HTTP_STATUS_BY_CODE[error.code] as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 401 ? 'UNAUTHENTICATED' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION';
    const body: ErrorBody = { error: error.message || 'Bad request', code };
    return c.json(body, status as ContentfulStatusCode);
  }
  console.error(error);
  const body: ErrorBody = { error: GENERIC_ERROR, code: 'INTERNAL' };
  return c.json(body, 500);
}
