import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors';
import { GENERIC_ERROR, toErrorResponse } from './errors.ts';

/** Throws the error from a route and returns what a caller receives. */
async function answerFor(error: unknown): Promise<{ status: number; body: unknown }> {
  const app = new Hono();
  app.get('/', () => {
    throw error;
  });
  app.onError(toErrorResponse);
  const response = await app.request('/');
  return { status: response.status, body: await response.json() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toErrorResponse', () => {
  it('says when to try again on a refusal that passes (503 busy, issue 32 F9)', async () => {
    const app = new Hono();
    app.get('/', () => {
      throw new AppError('UNAVAILABLE', 'Busy', { retryAfterSeconds: 5 });
    });
    app.onError(toErrorResponse);
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'Busy', code: 'UNAVAILABLE' });
    const plain = await answerFor(new AppError('UNAVAILABLE', 'Down'));
    expect(plain.status).toBe(503);
  });

  it.each([
    ['VALIDATION', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['TOO_LARGE', 413],
    ['RATE_LIMITED', 429],
    ['QUOTA_EXCEEDED', 429],
    ['UPSTREAM_FAILED', 502],
    ['NOT_CONFIGURED', 503],
  ] as const)('answers an AppError %s with %d and its user message', async (code, status) => {
    expect(await answerFor(new AppError(code, 'Shown to the user'))).toEqual({
      status,
      body: { error: 'Shown to the user', code },
    });
  });

  it('includes details when the error has them', async () => {
    const { body } = await answerFor(
      new AppError('VALIDATION', 'Bad name', { details: 'Bad name; Too long' }),
    );
    expect(body).toEqual({ error: 'Bad name', code: 'VALIDATION', details: 'Bad name; Too long' });
  });

  it('logs the cause of an INTERNAL AppError but never sends it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('password=hunter2 at db.ts:12');
    const { status, body } = await answerFor(new AppError('INTERNAL', 'Could not save', { cause }));
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'Could not save', code: 'INTERNAL' });
    expect(log).toHaveBeenCalledWith(cause);
  });

  it('answers an unexpected error with 500 and a generic message, logging the real one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new TypeError("Cannot read properties of undefined (reading 'secret')");
    const { status, body } = await answerFor(error);
    expect(status).toBe(500);
    expect(body).toEqual({ error: GENERIC_ERROR, code: 'INTERNAL' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(log).toHaveBeenCalledWith(error);
  });

  it('keeps the message of an HTTPException', async () => {
    expect(
      await answerFor(new HTTPException(400, { message: 'Malformed JSON in request body' })),
    ).toEqual({
      status: 400,
      body: { error: 'Malformed JSON in request body', code: 'VALIDATION' },
    });
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [400, 'VALIDATION'],
  ] as const)(
    'gives a message-less HTTPException %d the code %s and a readable message',
    async (status, code) => {
      const answer = await answerFor(new HTTPException(status));
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ code, error: expect.stringMatching(/\w/) });
    },
  );
});
