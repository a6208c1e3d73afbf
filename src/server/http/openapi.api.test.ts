// The OpenAPI document against the routes: every route a token may reach is documented with its
// summary and errors, and every documented operation is a route that exists. A route added without
// documented(), or a document entry left behind by a removed route, fails here.
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, startTestSystem, type TestSystem } from '../../../tests/setup/api-harness.ts';
import { isTokenApiPath } from './api-tokens.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** 'PATCH /api/transactions/{id}' for each route a token may reach, as Hono holds them. */
function routesOfTheApp(): Set<string> {
  const operations = new Set<string>();
  for (const route of system.app.routes) {
    if (route.method === 'ALL' || !isTokenApiPath(route.path)) continue;
    if (route.path.includes('*')) continue;
    operations.add(`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return operations;
}

function operationsOf(doc: OpenAPIV3_1.Document): Array<[string, OpenAPIV3_1.OperationObject]> {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map(
      (method) =>
        [`${method.toUpperCase()} ${path}`, item![method]!] as [
          string,
          OpenAPIV3_1.OperationObject,
        ],
    ),
  );
}

describe('/api/openapi.json', () => {
  it('documents exactly the routes a token may reach, each with a summary and its errors', async () => {
    const doc = await expectJson<OpenAPIV3_1.Document>(
      await system.request('/api/openapi.json', { origin: null }),
      200,
    );
    expect(doc.openapi).toBe('3.1.0');
    // A client may fetch it with its token (even a stale one) as it fetches the rest.
    const withToken = await system.request('/api/openapi.json', {
      origin: null,
      headers: { authorization: 'Bearer pf_stale' },
    });
    expect(withToken.status).toBe(200);
    const documented = operationsOf(doc);
    const routes = routesOfTheApp();
    expect(routes.size).toBeGreaterThan(30);
    expect(new Set(documented.map(([operation]) => operation))).toEqual(routes);
    for (const [operation, op] of documented) {
      expect(op.summary, operation).toBeTruthy();
      expect(op.tags?.length, operation).toBe(1);
      expect(Object.keys(op.responses ?? {}), operation).toEqual(
        expect.arrayContaining(['401', '403', '429']),
      );
      const withId = operation.includes('{id}');
      if (withId) expect(Object.keys(op.responses ?? {}), operation).toContain('404');
    }
    // A body's schema comes from the route's own zod contract.
    const add = doc.paths!['/api/transactions']!.post!;
    const body = (add.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3_1.SchemaObject;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'type', 'amount', 'date']));
    expect(Object.keys(add.responses ?? {})).toEqual(expect.arrayContaining(['201', '400']));
    const list = doc.paths!['/api/transactions']!.get!;
    expect((list.parameters as OpenAPIV3_1.ParameterObject[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['month', 'from', 'to', 'q', 'limit', 'cursor']),
    );
    // Never the account's own routes.
    for (const path of Object.keys(doc.paths ?? {})) {
      expect(path).not.toMatch(/^\/api\/(auth|tokens|me|account|security|admin)\b/);
    }
  });

  it('reads as a page at /api/docs, every operation on it', async () => {
    const response = await system.request('/api/docs', { origin: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<h1>Pennyflow API</h1>');
    for (const path of routesOfTheApp()) {
      const [method, route] = path.split(' ');
      expect(page, path).toContain(`${method}</span> <code>${route}</code>`);
    }
  });
});
