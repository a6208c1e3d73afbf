// LISTEN on PostgreSQL: one dedicated connection (a pooled one would lose its LISTENs when returned),
// opened with the first subscription. A dropped connection is reopened with backoff until it works,
// every channel is LISTENed again, and each handler gets RESYNC, since NOTIFYs sent meanwhile are lost.
import pg from 'pg';

/**
 * The payload a listener gets after its connection was lost and restored: NOTIFYs sent meanwhile are
 * gone, so whatever it shows should be read again.
 */
export const RESYNC = '*';

/** Stops one LISTEN subscription. */
export type Unlisten = () => Promise<void>;

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

export function createPgListener(connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let current: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let isClosed = false;

  function dispatch(channel: string, payload: string): void {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  }

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (client === current) dispatch(message.channel, message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (client !== current) return;
      current = null;
      if (error) console.error('PostgreSQL LISTEN connection lost; reconnecting', error.message);
      void client.end().catch(() => undefined);
      scheduleReconnect(FIRST_RETRY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      for (const channel of handlers.keys()) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    return client;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (current) return Promise.resolve(current);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function scheduleReconnect(delayMs: number): void {
    if (isClosed || retryTimer || handlers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      ensureConnected().then(
        () => {
          for (const channel of handlers.keys()) dispatch(channel, RESYNC);
        },
        (error: unknown) => {
          console.error('PostgreSQL LISTEN reconnect failed; trying again', String(error));
          scheduleReconnect(Math.min(delayMs * 2, MAX_RETRY_MS));
        },
      );
    }, delayMs);
    retryTimer.unref();
  }

  async function listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    let channelHandlers = handlers.get(channel);
    const isNewChannel = !channelHandlers;
    if (!channelHandlers) {
      channelHandlers = new Set();
      handlers.set(channel, channelHandlers);
    }
    channelHandlers.add(onPayload);
    const unlisten = async () => {
      channelHandlers.delete(onPayload);
    };
    try {
      const client = await ensureConnected();
      if (isNewChannel) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await unlisten();
      throw error;
    }
    return unlisten;
  }

  async function close(): Promise<void> {
    isClosed = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current ?? (await connecting?.catch(() => null)) ?? null;
    current = null;
    await client?.end().catch(() => undefined);
  }

  return { listen, close };
}
