// zod validation for JSON bodies and queries that answers 400 with the schema's own messages.
import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { AppError } from '#shared/errors';

type Target = 'json' | 'query' | 'param';

// Hono's JSON validator quietly reads a body of any other type as {}, which would answer with a confusing
// schema message (or accept it when every field is optional); say what is wrong instead.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const JSON_REQUIRED_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';

export function validate<T extends ZodType, Tg extends Target>(target: Tg, schema: T) {
  return zValidator(target, schema, (result, c) => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
    if (target === 'json' && !JSON_MEDIA_TYPE.test(mediaType)) {
      throw new AppError('VALIDATION', JSON_REQUIRED_MESSAGE);
    }
    if (!result.success) {
      const messages = result.error.issues.map((issue) => issue.message);
      throw new AppError('VALIDATION', messages[0] ?? 'Invalid input', {
        details: [...new Set(messages)].join('; '),
      });
    }
  });
}
