// autocannon with the percentiles we report: autocannon's own histogram has no p95, so every
// successful response time is kept and sorted.
import autocannon from 'autocannon';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export interface LoadResult {
  connections: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}

interface RawLoad {
  latencies: number[];
  non2xx: number;
  errors: number;
}

function run(options: LoadOptions): Promise<RawLoad> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.body === undefined ? {} : { body: options.body }),
        connections: options.connections,
        duration: options.duration,
        timeout: 30,
      },
      (error: unknown, finished) =>
        error
          ? reject(error)
          : resolve({
              latencies,
              non2xx: finished.non2xx,
              errors: finished.errors + finished.timeouts,
            }),
    );
    instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
}

function summarize(runs: RawLoad[], connections: number, duration: number): LoadResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    perSecond: latencies.length / duration,
  };
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  return summarize([await run(options)], options.connections, options.duration);
}

/**
 * The same request against several servers at once, the connections shared out evenly, as a load
 * balancer would spread them; percentiles are over every response together.
 */
export async function loadSpread(
  options: Omit<LoadOptions, 'url'> & { urls: string[] },
): Promise<LoadResult> {
  const { urls, connections } = options;
  const runs = await Promise.all(
    urls.map((url, i) =>
      run({
        ...options,
        url,
        connections:
          Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0),
      }),
    ),
  );
  return summarize(runs, connections, options.duration);
}

export const LOAD_HEADER =
  'connections  requests  req/s   p50 ms  p95 ms  p99 ms  max ms  non-2xx  errors';

export function formatLoad(r: LoadResult): string {
  return [
    String(r.connections).padStart(11),
    String(r.requests).padStart(9),
    r.perSecond.toFixed(1).padStart(6),
    r.p50.toFixed(1).padStart(7),
    r.p95.toFixed(1).padStart(7),
    r.p99.toFixed(1).padStart(7),
    r.max.toFixed(1).padStart(7),
    String(r.non2xx).padStart(8),
    String(r.errors).padStart(7),
  ].join(' ');
}

/** Signs in through the real endpoint and answers the session cookie to send with each request. */
export async function signInCookie(options: {
  baseUrl: string;
  origin: string;
  email: string;
  password: string;
}): Promise<string> {
  const response = await fetch(`${options.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: options.origin },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  if (!response.ok)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
