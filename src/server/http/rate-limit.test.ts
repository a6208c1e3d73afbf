import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, limitPerAddress } from './rate-limit.ts';

function appWithLimit(limit: number) {
  const app = new Hono();
  app.use(limitPerAddress({ limit, windowMs: 60_000, message: 'Slow down', trustProxy: true }));
  app.get('/', (c) => c.text('ok'));
  return app;
}

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For hop behind a trusted proxy', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustProxy: true })));
    const response = await app.request('/', {
      headers: { 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' },
    });
    expect(await response.text()).toBe('203.0.113.7');
  });

  it("is 'unknown' without a header or a socket", async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustProxy: true })));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so clients cannot pick their address', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustProxy: false })));
    const response = await app.request('/', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(await response.text()).toBe('unknown');
  });
});

describe('limitPerAddress', () => {
  it('lets `limit` requests through per address, then answers 429 in the API error shape', async () => {
    const app = appWithLimit(2);
    const from = (address: string) => app.request('/', { headers: { 'x-forwarded-for': address } });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.1')).status).toBe(200);
    const blocked = await from('198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Slow down', code: 'RATE_LIMITED' });
    expect(blocked.headers.get('ratelimit-limit')).toBe('2');
    expect(blocked.headers.get('ratelimit-remaining')).toBe('0');
    expect((await from('198.51.100.2')).status).toBe(200);
  });

  it('keeps a separate count per app (each limiter has its own store)', async () => {
    const first = appWithLimit(1);
    const second = appWithLimit(1);
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    expect((await first.request('/', { headers })).status).toBe(200);
    expect((await first.request('/', { headers })).status).toBe(429);
    expect((await second.request('/', { headers })).status).toBe(200);
  });
});
