// One address holds at most MAX_STREAMS_PER_ADDRESS live streams open on an instance (issue 32: a
// probe opened 400 from one address); a closed stream gives its slot back, other addresses are free.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  startTestSystem,
  uniqueAddress,
  type TestSystem,
} from '../../../../tests/setup/api-harness.ts';
import { readEventStream } from '../../../../tests/support/event-stream.ts';
import { MAX_STREAMS_PER_ADDRESS, TOO_MANY_STREAMS } from './stream-slots.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const open = (address: string) =>
  system.request('/api/budget-counter/events', { headers: { 'x-forwarded-for': address } });

describe('open live streams per address', () => {
  it('refuses one past the cap, and takes one again once a stream closes', async () => {
    const address = uniqueAddress();
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i += 1) {
        const response = await open(address);
        expect(response.status).toBe(200);
        const stream = readEventStream<{ count: number }>(response, 'count');
        await stream.next(1_000);
        streams.push(stream);
      }
      await expectError(await open(address), 429, { error: TOO_MANY_STREAMS });

      const elsewhere = await open(uniqueAddress());
      expect(elsewhere.status).toBe(200);
      await readEventStream(elsewhere, 'count').close();

      await streams.pop()!.close();
      let again = await open(address);
      for (let tries = 0; again.status === 429 && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = await open(address);
      }
      expect(again.status).toBe(200);
      streams.push(readEventStream<{ count: number }>(again, 'count'));
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
