// Asking the server for a breakdown. The reply is checked here and failures become the spec's
// messages (errors.ts), so the screens only show what they are given.
import { useMutation } from '@tanstack/react-query';
import type { BreakdownResponse, BreakdownSource } from '#shared/contract/breakdown';
import { api } from '#web/lib/api-client.ts';
import { checkAnswer, describeFailedReply, describeThrown } from './errors.ts';

/** The spec's promise on the button: 'Could take up to 3 minutes'. */
const REQUEST_TIMEOUT_MS = 180_000;

export class BreakdownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BreakdownError';
  }
}

export interface BreakdownInput {
  message: string;
  signal?: AbortSignal | undefined;
  /** The person's own category names (the Spend Breakdown). */
  userCategories?: string[] | undefined;
  /** The person's income category names, which money in is matched to (the Spend Breakdown). */
  incomeCategories?: string[] | undefined;
  /** The message is an uploaded file's text. */
  fromFile?: boolean | undefined;
}

export async function requestBreakdown(
  input: BreakdownInput & { source: BreakdownSource },
): Promise<BreakdownResponse> {
  // The caller's signal and a timeout as one (by hand: AbortSignal.any is missing from older Safari).
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const forward = () => controller.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', forward, { once: true });
  let response: Response;
  try {
    response = await api.functions['financial-breakdown-ai'].$post(
      {
        json: {
          message: input.message,
          source: input.source,
          ...(input.userCategories && { userCategories: input.userCategories }),
          ...(input.incomeCategories?.length && { incomeCategories: input.incomeCategories }),
          ...(input.fromFile && { fromFile: true }),
        },
      },
      { init: { signal: controller.signal } },
    );
  } catch (error) {
    throw new BreakdownError(describeThrown(controller.signal.reason ?? error));
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', forward);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: described by its status below, or as an invalid answer
  }
  if (!response.ok)
    throw new BreakdownError(describeFailedReply(response.status, response.statusText, body));
  const problem = checkAnswer(body);
  if (problem) throw new BreakdownError(problem);
  return body as BreakdownResponse;
}

export function useBreakdown(source: BreakdownSource) {
  return useMutation({
    mutationFn: (input: BreakdownInput) => requestBreakdown({ ...input, source }),
  });
}
