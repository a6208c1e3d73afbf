// The API's OpenAPI 3.1 document (/api/openapi.json), generated from the routes themselves: each
// route's zod schemas come from its validate() middleware and its summary and errors from
// documented(). It covers what an API token may reach (api-tokens.ts); a contract test holds the
// document and the routes to each other (openapi.api.test.ts).
import type { Hono } from 'hono';
import { describeRoute, generateSpecs } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { TOKEN_MESSAGES, TOKEN_REQUESTS_PER_MINUTE } from '#shared/contract/tokens';
import { ERROR_CODES } from '#shared/errors';
import type { AppEnv } from './context.ts';
import { isTokenApiPath } from './api-tokens.ts';

/** The API's answer to every refusal. */
const errorBody = z
  .object({
    error: z.string().describe('What went wrong, in words to show a person'),
    code: z.enum(ERROR_CODES),
    details: z.string().optional().describe('Every problem found, when there were several'),
  })
  .meta({ description: 'A refused request' });

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** The error body as a schema of the document (which names its JSON Schema dialect once). */
function errorSchema(): OpenAPIV3_1.SchemaObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBody);
  return schema as OpenAPIV3_1.SchemaObject;
}

function errorResponse(description: string): OpenAPIV3_1.ResponseObject {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

/** Every route can answer these: no or a bad credential, a token used beyond its scope, its limit. */
const COMMON_ERRORS: Record<string, OpenAPIV3_1.ResponseObject> = {
  '401': errorResponse(`Not signed in, or the API token is not valid: '${TOKEN_MESSAGES.invalid}'`),
  '403': errorResponse(
    `A read-only token asked to change something: '${TOKEN_MESSAGES.readOnly}'; or the request came from another site`,
  ),
  '429': errorResponse(
    `More requests a minute with one token than the server allows (${TOKEN_REQUESTS_PER_MINUTE} unless API_TOKEN_RATE_LIMIT says otherwise), or another limit`,
  ),
};

/**
 * A route's entry in the document: what it does, what a success is, and the errors beyond the
 * common ones (status to the words the API answers with).
 */
export function documented(
  tag: string,
  summary: string,
  options: {
    description?: string;
    success?: string;
    status?: 200 | 201;
    errors?: Partial<Record<400 | 402 | 404 | 409 | 413, string>>;
  } = {},
) {
  const errors = Object.fromEntries(
    Object.entries(options.errors ?? {}).map(([status, words]) => [status, errorResponse(words)]),
  );
  return describeRoute({
    tags: [tag],
    summary,
    ...(options.description ? { description: options.description } : {}),
    responses: {
      [String(options.status ?? 200)]: {
        description: options.success ?? 'Done',
        content: { 'application/json': {} },
      },
      ...errors,
      ...COMMON_ERRORS,
    },
  });
}

const documents = new WeakMap<object, Promise<OpenAPIV3_1.Document>>();

/** The document for `app`, made once (the routes do not change while it runs). */
export function apiDocument(app: Hono<AppEnv>, publicUrl: string): Promise<OpenAPIV3_1.Document> {
  let made = documents.get(app);
  if (!made) {
    made = makeDocument(app, publicUrl);
    documents.set(app, made);
  }
  return made;
}

async function makeDocument(app: Hono<AppEnv>, publicUrl: string): Promise<OpenAPIV3_1.Document> {
  const spec = (await generateSpecs(app, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Pennyflow API',
        version: '1',
        description:
          'Your own budget: categories, transactions, bills, reports and the Spend Breakdown. ' +
          'Authenticate with a personal access token from Settings > API, sent as ' +
          '`Authorization: Bearer pf_...`. Amounts are whole cents; dates are YYYY-MM-DD and months ' +
          'YYYY-MM. A read-only token may only read (and analyse statements).',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          token: { type: 'http', scheme: 'bearer', description: 'A personal access token' },
        },
        schemas: { Error: errorSchema() },
      },
      security: [{ token: [] }],
    },
    defaultValidationErrorResponse: errorResponse(
      'The input was refused: `error` says why, in words',
    ),
  })) as OpenAPIV3_1.Document;
  const paths = Object.fromEntries(
    Object.entries(spec.paths ?? {}).filter(([path]) => isTokenApiPath(path)),
  );
  return { ...spec, paths };
}
