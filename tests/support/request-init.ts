// How the tests describe a request (a JSON body, a session cookie, the site's Origin) and the plain
// fetch init it becomes, shared by the in-process API harness and the scale tests' real servers.
export interface TestRequestInit {
  method?: string;
  /** Sent as a JSON body with content-type application/json. */
  json?: unknown;
  /** A raw body, sent as is (use `headers` for its content type). */
  body?: string;
  headers?: Record<string, string>;
  cookie?: string;
  /** The Origin header; the site's public URL unless given, null to send none. */
  origin?: string | null;
  /** Aborts the request, as a browser does when the page is closed or the fetch is cancelled. */
  signal?: AbortSignal;
}

export function toRequestInit(
  init: TestRequestInit,
  publicUrl: string,
): {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal?: AbortSignal;
} {
  const headers: Record<string, string> = {};
  const origin = init.origin === undefined ? publicUrl : init.origin;
  if (origin !== null) headers.origin = origin;
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  Object.assign(headers, init.headers);
  const method = init.method ?? (body === undefined ? 'GET' : 'POST');
  return { method, headers, body, ...(init.signal ? { signal: init.signal } : {}) };
}
