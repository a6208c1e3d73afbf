import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, limitPerAddress } from './rate-limit.ts';

function appWithLimit(limit: number) {
  const app = new Hono();
  app.use(limitPerAddress({ limit, windowMs: 60_000, message: 'Slow down', trustedProxies: 1 }));
  app.get('/', (c) => c.text('ok'));
  return app;
}

describe('clientAddress', () => {
  it('takes the entry the trusted proxy added, not what the client wrote before it', async () => {
    const seen = async (trustedProxies: number, header: string) => {
      const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustedProxies })));
      const response = await app.request('/', { headers: { 'x-forwarded-for': header } });
      return response.text();
    };
    // The client sent 'X-Forwarded-For: 198.51.100.99'; the proxy appended the address it saw.
    expect(await seen(1, ' 198.51.100.99 , 203.0.113.7')).toBe('203.0.113.7');
    // Two proxies: the outer one added the client's address, the inner one the outer proxy's.
    expect(await seen(2, '198.51.100.99, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(await seen(1, '203.0.113.7')).toBe('203.0.113.7');
  });

  it("is 'unknown' without a header or a socket", async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustedProxies: 1 })));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so clients cannot pick their address', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustedProxies: 0 })));
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

describe('addressKey', () => {
  it('counts an IPv6 client by its /64, however its address is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('never fails on a malformed address (a forwarded header is text)', () => {
    expect(addressKey('1:2:3:4:5:6:7::8:9')).toBe('1:2:3:4::/64');
    expect(addressKey('not an address')).toBe('not an address');
  });

  it('keeps an IPv4 address as it is, also written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('limits two addresses of one /64 together', async () => {
    const app = appWithLimit(2);
    const from = (address: string) => app.request('/', { headers: { 'x-forwarded-for': address } });
    expect((await from('2001:db8:1:2::a')).status).toBe(200);
    expect((await from('2001:db8:1:2::b')).status).toBe(200);
    expect((await from('2001:db8:1:2:ffff::c')).status).toBe(429);
    expect((await from('2001:db8:1:3::a')).status).toBe(200);
  });
});
