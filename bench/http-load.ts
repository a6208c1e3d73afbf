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

export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
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
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    perSecond: latencies.length / options.duration,
  };
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
