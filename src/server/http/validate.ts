// zod validation for JSON bodies and queries that answers 400 with the schema's own messages, and
// whose schema the API's OpenAPI document shows (http/openapi.ts).
import { zValidator } from '@hono/zod-validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z, ZodType } from 'zod';
import { AppError } from '#shared/errors';

type Target = 'json' | 'query' | 'param';

// Hono's JSON validator quietly reads a body of any other type as {}, which would answer with a confusing
// schema message (or accept it when every field is optional); say what is wrong instead.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const JSON_REQUIRED_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';

export function validate<T extends ZodType, Tg extends Target>(target: Tg, schema: T) {
  const middleware = zValidator(target, schema, (result, c) => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
    if (target === 'json' && !JSON_MEDIA_TYPE.test(mediaType)) {
      throw new AppError('VALIDATION', JSON_REQUIRED_MESSAGE);
    }
    if (!result.success) refuseIssues(result.error.issues);
  });
  // Marked as hono-openapi marks its own validators, so /api/openapi.json documents the schema.
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

/** A 400 with the schema's own messages, the first as the error. */
function refuseIssues(issues: ReadonlyArray<{ message: string }>): never {
  const messages = issues.map((issue) => issue.message);
  throw new AppError('VALIDATION', messages[0] ?? 'Invalid input', {
    details: [...new Set(messages)].join('; '),
  });
}

/** `data` checked by `schema`, for a body read by hand; refused as validate() refuses. */
export function parseOrRefuse<T extends ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) refuseIssues(result.error.issues);
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `:id` of a row the caller owns. An id that cannot exist answers 404 with `notFound`, like another
 * user's id does, so the answer never tells the two apart.
 */
export function rowId(c: { req: { param: (name: 'id') => string } }, notFound: string): string {
  const id = c.req.param('id');
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', notFound);
  return id;
}
