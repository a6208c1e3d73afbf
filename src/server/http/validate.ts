// zod validation for JSON bodies and queries that answers 400 with the schema's own messages.
import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { AppError } from '#shared/errors';

type Target = 'json' | 'query' | 'param';

export function validate<T extends ZodType, Tg extends Target>(target: Tg, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const messages = result.error.issues.map((issue) => issue.message);
      throw new AppError('VALIDATION', messages[0] ?? 'Invalid input', {
        details: [...new Set(messages)].join('; '),
      });
    }
  });
}
