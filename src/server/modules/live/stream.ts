// A Server-Sent Events answer that follows one live channel (modules/live/hub.ts): the current state
// at once, then again whenever a NOTIFY on the channel concerns this stream, from any instance.
// Nothing ticks on a timer but a keep-alive comment.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ErrorBody } from '#shared/errors';
import { clientAddress } from '../../http/rate-limit.ts';
import { RESYNC, type LiveChannel } from './hub.ts';
import { takeStreamSlot, TOO_MANY_STREAMS } from './stream-slots.ts';
import type { AppEnv } from '../../http/context.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

export interface LiveStreamOptions<T> {
  channel: LiveChannel;
  /** The SSE event name every message carries. */
  event: string;
  /** Reads the state to send: at the start, and after a lost database connection came back. */
  read: () => Promise<T>;
  /**
   * What a payload means for this stream: undefined to ignore it, 'read' to read the state again,
   * or the state itself when the payload carries it.
   */
  onPayload: (payload: string) => 'read' | { value: T } | undefined;
}

export function liveStream<T>(c: Context<AppEnv>, options: LiveStreamOptions<T>): Response {
  const { live, env } = c.var.deps;
  const release = takeStreamSlot(live, clientAddress(c, { trustedProxies: env.TRUST_PROXY }));
  if (!release) {
    return c.json({ error: TOO_MANY_STREAMS, code: 'RATE_LIMITED' } satisfies ErrorBody, 429);
  }
  return streamSSE(c, async (stream) => {
    stream.onAbort(release);
    // The slot is given back however the stream ends: closed by the browser, or failed.
    try {
      // Sends are chained so two quick changes arrive in order.
      let sending = Promise.resolve();
      const send = (state: () => Promise<T>) => {
        sending = sending
          .then(async () => {
            if (stream.aborted) return;
            await stream.writeSSE({ event: options.event, data: JSON.stringify(await state()) });
          })
          // A failed read (the database away) skips this one; the next change or RESYNC sends it.
          .catch((error: unknown) => console.error(`Live ${options.event} event failed`, error));
      };
      // Listening starts before the first read, so a change committed in between is not missed.
      const unsubscribe = await live.subscribe(options.channel, (payload) => {
        const meaning = payload === RESYNC ? 'read' : options.onPayload(payload);
        if (meaning === 'read') send(options.read);
        else if (meaning) send(async () => meaning.value);
      });
      stream.onAbort(unsubscribe);
      send(options.read);
      while (!stream.aborted) {
        await stream.sleep(KEEP_ALIVE_MS);
        if (!stream.aborted) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    } finally {
      release();
    }
  });
}
