// Where rate-limit counts live: in this process (one instance), or in Redis when REDIS_URL is set, so
// that every instance behind a load balancer counts against the same limit (DESIGN section 8).
import { RedisStore, type RedisClient, type Store } from 'hono-rate-limiter';
import { createClient } from 'redis';
import { AppError, UNAVAILABLE_MESSAGE } from '#shared/errors';
import type { AppEnv } from './context.ts';

/**
 * What a limit does while Redis cannot be reached: 'allow' lets requests through uncounted (the public
 * breakdown, checkouts), 'refuse' answers 503 (sign-in, passwords and license keys, where an uncounted
 * request is a free guess).
 */
export type WhenStoreFails = 'allow' | 'refuse';

export interface LimitStores {
  /** True when counts are shared between instances. */
  readonly shared: boolean;
  /** The store for one named limit; undefined keeps the limiter's own in-memory store. */
  store(name: string, whenStoreFails: WhenStoreFails): Store<AppEnv> | undefined;
  close(): Promise<void>;
}

/** A Redis command that takes longer than this counts as an outage rather than holding the request. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long startup waits for Redis before serving anyway (the limits then follow WhenStoreFails). */
const CONNECT_WAIT_MS = 3_000;

export const memoryLimitStores: LimitStores = {
  shared: false,
  store: () => undefined,
  close: async () => {},
};

/**
 * Reports an outage once when it starts and once when it ends, not once per request, so a busy
 * instance's log stays readable.
 */
function outageLog(log: Pick<Console, 'warn'>) {
  let down = false;
  return {
    failed(error: unknown) {
      if (down) return;
      down = true;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        `Redis is unreachable (${reason}): sign-in, password and license attempts are refused ` +
          'with 503 and other limits let requests through uncounted until it is back.',
      );
    },
    succeeded() {
      if (!down) return;
      down = false;
      log.warn('Redis is reachable again: rate limits are shared and enforced.');
    },
  };
}

/** Wraps a store so that its failures follow the limit's WhenStoreFails instead of answering 500. */
function withOutagePolicy(
  inner: Store<AppEnv>,
  whenStoreFails: WhenStoreFails,
  outage: ReturnType<typeof outageLog>,
): Store<AppEnv> {
  return {
    init: (options) => inner.init?.(options),
    prefix: inner.prefix,
    localKeys: false,
    async increment(key) {
      try {
        const info = await inner.increment(key);
        outage.succeeded();
        return info;
      } catch (error) {
        outage.failed(error);
        if (whenStoreFails === 'refuse') throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
        return { totalHits: 0, resetTime: undefined };
      }
    },
    async decrement(key) {
      await Promise.resolve(inner.decrement(key)).catch((error: unknown) => outage.failed(error));
    },
    async resetKey(key) {
      await Promise.resolve(inner.resetKey(key)).catch((error: unknown) => outage.failed(error));
    },
  };
}

/**
 * Connects to Redis and keeps reconnecting in the background; commands fail at once while it is
 * away (no offline queue), so an outage costs a request nothing but the policy's answer.
 */
export async function connectRedisLimitStores(
  url: string,
  options: { keyPrefix?: string; log?: Pick<Console, 'warn'> } = {},
): Promise<LimitStores> {
  const log = options.log ?? console;
  const keyPrefix = options.keyPrefix ?? 'pennyflow:limit:';
  const outage = outageLog(log);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  // Without a listener node-redis would crash the process; the outage log reports it instead.
  client.on('error', (error: unknown) => outage.failed(error));
  const connecting = client.connect().catch((error: unknown) => outage.failed(error));
  let waitTimer: NodeJS.Timeout | undefined;
  await Promise.race([
    connecting,
    new Promise((resolve) => (waitTimer = setTimeout(resolve, CONNECT_WAIT_MS))),
  ]);
  clearTimeout(waitTimer);
  if (!client.isReady) outage.failed(new Error(`no connection to ${new URL(url).host} yet`));

  const timed = () => client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS));
  const commands: RedisClient = {
    scriptLoad: (script) => timed().scriptLoad(script),
    evalsha: async <TArgs extends unknown[], TData = unknown>(
      sha1: string,
      keys: string[],
      args: TArgs,
    ) => (await timed().evalSha(sha1, { keys, arguments: args.map(String) })) as unknown as TData,
    decr: (key) => timed().decr(key),
    del: (key) => timed().del(key),
  };

  return {
    shared: true,
    store(name, whenStoreFails) {
      const store = new RedisStore<AppEnv>({ client: commands, prefix: `${keyPrefix}${name}:` });
      return withOutagePolicy(store, whenStoreFails, outage);
    },
    async close() {
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
