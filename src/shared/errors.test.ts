import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, HTTP_STATUS_BY_CODE } from './errors.ts';

describe('HTTP_STATUS_BY_CODE', () => {
  // Which status each code gets is the server's behaviour, tested through a real route in
  // server/http/errors.test.ts; here only that no code is left without one.
  it("gives every code an error status, the caller's faults 4xx and ours 5xx", () => {
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
    const ours = new Set(['UPSTREAM_FAILED', 'NOT_CONFIGURED', 'UNAVAILABLE', 'INTERNAL']);
    for (const code of ERROR_CODES) {
      const status = HTTP_STATUS_BY_CODE[code];
      expect(Math.floor(status / 100), code).toBe(ours.has(code) ? 5 : 4);
    }
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
