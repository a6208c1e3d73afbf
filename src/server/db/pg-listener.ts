// LISTEN on PostgreSQL: one dedicated connection (a pooled one would lose its LISTENs when returned),
// opened with the first subscription and reopened after a dropped connection, re-LISTENing every channel.
import pg from 'pg';
import type { Unlisten } from './client.ts';

const RECONNECT_DELAY_MS = 1_000;

export function createPgListener(connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let connection: Promise<pg.Client> | null = null;
  let isClosed = false;

  function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const reconnect = (error?: Error) => {
      if (isClosed || connection === null) return;
      if (error) console.error('PostgreSQL LISTEN connection lost; reconnecting', error);
      connection = null;
      setTimeout(() => {
        if (!isClosed && handlers.size > 0) void ensureConnected().catch(() => undefined);
      }, RECONNECT_DELAY_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    return client.connect().then(async () => {
      for (const channel of handlers.keys())
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return client;
    });
  }

  function ensureConnected(): Promise<pg.Client> {
    if (!connection) {
      connection = connect().catch((error: unknown) => {
        connection = null;
        throw error;
      });
    }
    return connection;
  }

  async function listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    let channelHandlers = handlers.get(channel);
    const isNewChannel = !channelHandlers;
    if (!channelHandlers) {
      channelHandlers = new Set();
      handlers.set(channel, channelHandlers);
    }
    channelHandlers.add(onPayload);
    const client = await ensureConnected();
    if (isNewChannel) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    return async () => {
      channelHandlers.delete(onPayload);
    };
  }

  async function close(): Promise<void> {
    isClosed = true;
    const open = connection;
    connection = null;
    if (open) await (await open.catch(() => null))?.end();
  }

  return { listen, close };
}
