// The typed API client: request and response types come from the server's routes, never rewritten here.
import { hc, type ClientResponse } from 'hono/client';
import type { ApiType } from '#server/app';

export const api = hc<ApiType>('/api', { init: { credentials: 'same-origin' } });

/** An API failure carrying the user-facing message the server chose. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: string | undefined;

  constructor(options: { message: string; status: number; code?: string; details?: string }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }
}

type ErrorPayload = { error?: string; details?: string; code?: string };

/** Awaits a typed client call, returning its JSON body or throwing an ApiError with the server's message. */
export async function unwrap<T>(request: Promise<ClientResponse<T>>): Promise<T> {
  const response = await request;
  if (response.ok) return (await response.json()) as T;
  let payload: ErrorPayload = {};
  try {
    payload = (await response.json()) as ErrorPayload;
  } catch {
    // not JSON: fall back to the status text below
  }
  throw new ApiError({
    message: payload.error ?? `Server error (${response.status}): ${response.statusText}`,
    status: response.status,
    code: payload.code,
    details: payload.details,
  });
}
