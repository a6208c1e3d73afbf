import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, HTTP_STATUS_BY_CODE } from './errors.ts';

describe('HTTP_STATUS_BY_CODE', () => {
  it('maps every code to its status', () => {
    expect(HTTP_STATUS_BY_CODE).toEqual({
      VALIDATION: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      TOO_LARGE: 413,
      RATE_LIMITED: 429,
      QUOTA_EXCEEDED: 429,
      UPSTREAM_FAILED: 502,
      NOT_CONFIGURED: 503,
      UNAVAILABLE: 503,
      INTERNAL: 500,
    });
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('AppError', () => {
  it('carries the code, the user-facing message, details and cause', () => {
    const cause = new Error('db down');
    const error = new AppError('CONFLICT', 'Already there', { details: 'name taken', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('CONFLICT');
    expect(error.userMessage).toBe('Already there');
    expect(error.message).toBe('Already there');
    expect(error.details).toBe('name taken');
    expect(error.cause).toBe(cause);
  });

  it('has no details unless given', () => {
    expect(new AppError('NOT_FOUND', 'Missing').details).toBeUndefined();
  });
});
