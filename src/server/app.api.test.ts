// The app shell: health, public config, security headers, unknown paths, body limit and cross-site refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectJson,
  PUBLIC_URL,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../tests/setup/api-harness.ts';

let system: TestSystem;
let user: TestUser;

beforeAll(async () => {
  system = await startTestSystem();
  user = await signUp(system);
});
afterAll(() => system?.close());

describe('GET /api/health', () => {
  it('answers 200 { ok: true } once the database is ready', async () => {
    const body = await expectJson(await system.request('/api/health'), 200);
    expect(body).toEqual({ ok: true });
  });
});

describe('GET /api/config', () => {
  it('gives the support email and tutorial link without signing in', async () => {
    const body = await expectJson(await system.request('/api/config'), 200);
    expect(body).toMatchObject({
      supportEmail: 'support@pennyflow.app',
      tutorialUrl: '/help',
    });
  });

  it('reflects SUPPORT_EMAIL and TUTORIAL_URL from the environment', async () => {
    const configured = await startTestSystem({
      env: { SUPPORT_EMAIL: 'help@example.org', TUTORIAL_URL: 'https://example.org/tour' },
    });
    try {
      const body = await expectJson(await configured.request('/api/config'), 200);
      expect(body).toMatchObject({
        supportEmail: 'help@example.org',
        tutorialUrl: 'https://example.org/tour',
      });
    } finally {
      await configured.close();
    }
  });
});

describe('security headers', () => {
  const cases: Array<[string, () => Promise<Response>]> = [
    ['a successful API answer', () => system.request('/api/health')],
    ['a signed-in JSON answer', () => user.get('/api/me')],
    ['an unauthenticated answer', () => system.request('/api/me')],
    ['an unknown API path', () => system.request('/api/no-such-thing')],
    ['a validation error', () => user.send('PATCH', '/api/me', { theme: 'neon' })],
    ['a Better Auth answer', () => system.request('/api/auth/get-session')],
  ];

  it.each(cases)('are on %s', async (_label, call) => {
    const response = await call();
    const headers = response.headers;
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('unknown API paths', () => {
  it.each(['/api/no-such-thing', '/api/me/extra', '/api/categories/x/y'])(
    'GET %s answers 404 JSON',
    async (target) => {
      await expectError(await user.get(target), 404, {
        code: 'NOT_FOUND',
        error: 'No such endpoint',
      });
    },
  );

  it('answers 404 JSON for other methods too', async () => {
    await expectError(await user.send('DELETE', '/api/nothing-here', {}), 404, {
      code: 'NOT_FOUND',
    });
  });
});

describe('request size limit', () => {
  const oversized = JSON.stringify({ theme: 'x'.repeat(1024 * 1024 + 1) });

  it('refuses a body over 1 MB with 413 and changes nothing', async () => {
    const before = await expectJson(await user.get('/api/me'), 200);
    await expectError(
      await user.request('/api/me', {
        method: 'PATCH',
        body: oversized,
        headers: { 'content-type': 'application/json' },
      }),
      413,
      { code: 'TOO_LARGE', error: 'The request is too large (at most 1 MB)' },
    );
    expect(await expectJson(await user.get('/api/me'), 200)).toEqual(before);
  });

  it('refuses it from the Content-Length header alone', async () => {
    await expectError(
      await user.request('/api/onboarding/complete', {
        method: 'POST',
        body: oversized,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(oversized)),
        },
      }),
      413,
      { error: 'The request is too large (at most 1 MB)' },
    );
  });

  it('applies to the auth endpoints as well', async () => {
    const response = await system.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({
        email: 'big@example.com',
        password: 'p'.repeat(1024 * 1024 + 1),
        name: 'Big',
      }),
      headers: { 'content-type': 'application/json' },
    });
    await expectError(response, 413, { error: 'The request is too large (at most 1 MB)' });
  });

  it('accepts a body just under the limit (the limit is not set too low)', async () => {
    // 1 MB of JSON that is otherwise invalid: the answer must come from validation, not the size limit.
    const nearlyFull = JSON.stringify({ theme: 'x'.repeat(1024 * 1024 - 100) });
    const body = await expectError(
      await user.request('/api/me', {
        method: 'PATCH',
        body: nearlyFull,
        headers: { 'content-type': 'application/json' },
      }),
      400,
      { code: 'VALIDATION' },
    );
    expect(body.error).toMatch(/^Theme must be one of/);
  });
});

describe('cross-site requests', () => {
  it('refuses a form post to the API from another site', async () => {
    const response = await user.request('/api/onboarding/skip', {
      method: 'POST',
      body: 'a=1',
      origin: 'https://evil.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectError(response, 403, { code: 'FORBIDDEN' });
    const me = await expectJson<{ profile: { onboardingCompleted: boolean } }>(
      await user.get('/api/me'),
      200,
    );
    expect(me.profile.onboardingCompleted).toBe(false);
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await system.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: user.password },
      origin: 'https://evil.example',
      headers: { 'x-forwarded-for': '10.200.0.1' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['the null origin', { origin: 'null' }],
    ['no origin at all', { origin: null }],
    ['a cross-site fetch from our origin', { origin: PUBLIC_URL, site: 'cross-site' }],
  ] as const)(
    'refuses a JSON write with a session cookie from %s, changing nothing',
    async (_l, from) => {
      const name = `Evil ${Date.now()}`;
      const response = await user.request('/api/categories', {
        json: { name, type: 'expense', month: '2026-01', goal: 1 },
        origin: from.origin,
        headers: 'site' in from ? { 'sec-fetch-site': from.site } : {},
      });
      await expectError(response, 403, { code: 'FORBIDDEN' });
      const { categories } = await expectJson<{ categories: Array<{ name: string }> }>(
        await user.get('/api/categories?month=2026-01'),
        200,
      );
      expect(categories.map((c) => c.name)).not.toContain(name);
    },
  );

  it('refuses a JSON delete from another site', async () => {
    const response = await user.request('/api/categories/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      origin: 'https://evil.example',
    });
    await expectError(response, 403, { code: 'FORBIDDEN' });
  });

  it('marks every API answer no-store, signed in or not', async () => {
    expect((await user.get('/api/me')).headers.get('cache-control')).toBe('no-store');
    expect((await system.request('/api/config')).headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the same form post from the site itself (the check is on the origin)', async () => {
    const response = await user.request('/api/onboarding/skip', {
      method: 'POST',
      body: 'a=1',
      origin: PUBLIC_URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectJson(response, 200);
  });
});
