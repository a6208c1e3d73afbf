// Live updates across instances (DESIGN section 8): a change NOTIFYs a Postgres channel inside its own
// transaction, and each instance LISTENs once per channel and fans the payload out to its open streams.
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Unlisten } from '../../db/client.ts';

export { RESYNC } from '../../db/client.ts';

export const LIVE_CHANNELS = {
  /** Payload: the user id whose Pro access may have changed. */
  access: 'pennyflow_access',
  /** Payload: the budget counter's new count. */
  budgetCounter: 'pennyflow_budget_counter',
} as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[keyof typeof LIVE_CHANNELS];

export interface LiveHub {
  /**
   * Resolves once the LISTEN is in place, so nothing committed afterwards is missed. A subscriber also
   * gets RESYNC after a lost database connection came back: it should read its state again.
   */
  subscribe(channel: LiveChannel, onPayload: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** Sends a payload to every listener once the surrounding transaction (if any) commits. */
export async function notify(db: Database, channel: LiveChannel, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export function createLiveHub(listen: DatabaseHandle['listen']): LiveHub {
  const subscribers = new Map<LiveChannel, Set<(payload: string) => void>>();
  const listening = new Map<LiveChannel, Promise<Unlisten>>();

  function listenOnce(channel: LiveChannel): Promise<Unlisten> {
    let pending = listening.get(channel);
    if (!pending) {
      pending = listen(channel, (payload) => {
        for (const subscriber of subscribers.get(channel) ?? []) {
          try {
            subscriber(payload);
          } catch (error) {
            console.error(`Live update on ${channel} failed`, error);
          }
        }
      });
      // A failed LISTEN is retried by the next subscriber.
      pending.catch(() => listening.delete(channel));
      listening.set(channel, pending);
    }
    return pending;
  }

  return {
    async subscribe(channel, onPayload) {
      await listenOnce(channel);
      let channelSubscribers = subscribers.get(channel);
      if (!channelSubscribers) {
        channelSubscribers = new Set();
        subscribers.set(channel, channelSubscribers);
      }
      channelSubscribers.add(onPayload);
      return () => channelSubscribers.delete(onPayload);
    },
    async close() {
      subscribers.clear();
      const pending = [...listening.values()];
      listening.clear();
      for (const unlisten of await Promise.allSettled(pending)) {
        if (unlisten.status === 'fulfilled') await unlisten.value().catch(() => undefined);
      }
    },
  };
}
