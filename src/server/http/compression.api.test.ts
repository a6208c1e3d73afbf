// Large API answers go compressed when the browser accepts it (issue 18): the breakdown of a
// 30,000-character statement is the largest. Event streams are never compressed, or events would
// wait in the compressor's buffer.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSystem,
  uniqueAddress,
  type TestSystem,
} from '../../../tests/setup/api-harness.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const MERCHANTS = ['STARBUCKS STORE #1234', 'WHOLEFDS MKT 10234', 'UBER *TRIP', 'SHELL OIL 5744'];

/** About 30,000 characters of pasted statement lines. */
function bigStatement(): string {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < 29_900; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`03/${day}/2026  ${MERCHANTS[i % MERCHANTS.length]} ${i}  -${(i % 90) + 1}.25`);
  }
  return lines.slice(0, -1).join('\n');
}

function postBreakdown(acceptEncoding?: string) {
  return system.request('/api/functions/financial-breakdown-ai', {
    json: { message: bigStatement(), source: 'free_tool' },
    headers: {
      'x-forwarded-for': uniqueAddress(),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
}

describe('compressed API answers', () => {
  it('gzips the breakdown of a 30,000-character statement for a browser that accepts it', async () => {
    const response = await postBreakdown('gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const compressed = Buffer.from(await response.arrayBuffer());
    const json = gunzipSync(compressed).toString('utf8');
    const body = JSON.parse(json) as { totalTransactions: number };
    expect(body.totalTransactions).toBeGreaterThan(400);
    expect(compressed.length).toBeLessThan(json.length / 4);
  });

  it('answers plainly a client that does not ask for compression', async () => {
    const response = await postBreakdown();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(
      ((await response.json()) as { totalTransactions: number }).totalTransactions,
    ).toBeGreaterThan(400);
  });

  it('never compresses an event stream', async () => {
    const response = await system.request('/api/budget-counter/events', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    await response.body?.cancel();
  });
});
