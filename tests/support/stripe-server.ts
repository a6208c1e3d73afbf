// Test helper: a local HTTP server that answers the Stripe API calls Pennyflow makes (customers and
// Checkout Sessions) the way api.stripe.com does, so the real stripe SDK can be pointed at it with
// STRIPE_API_URL. It also plays Stripe's hosted checkout page: paying there sends the signed
// checkout.session.completed webhook to the app, then returns the buyer to the session's success_url.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Prices the fake sells: id to amount in cents. */
  prices: Record<string, number>;
  /** Where the checkout page delivers its webhook (the app's /api/webhooks/stripe). */
  webhookUrl?: string;
  port?: number;
  host?: string;
  /** Delay before each API answer, so parallel calls overlap as they do against Stripe. */
  latencyMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  /** Makes the next API call answer this HTTP status with a Stripe error. */
  failNext(status: number, message?: string): void;
  /** Marks a session paid and returns its checkout.session.completed event (not yet sent). */
  completeSession(sessionId: string): Json;
  /** An event as Stripe sends it. */
  event(type: string, object: Json, options?: { id?: string }): Json;
  /** The Stripe-Signature header for a payload, made by the SDK (timestamp in seconds). */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** Posts an event, signed, to the webhook URL; resolves with the app's answer. */
  deliver(event: Json, options?: { timestamp?: number }): Promise<Response>;
  close(): Promise<void>;
}

function newId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

/** Stripe's form encoding (`line_items[0][price]=x`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      const isLast = i === path.length - 1;
      if (isLast) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  send(res, status, {
    error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, param },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function checkoutPage(session: Json): string {
  const amount = ((session.amount_total as number) / 100).toFixed(2);
  const id = escapeHtml(String(session.id));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<h1>Test checkout</h1><p>A local stand-in for Stripe's hosted checkout.</p>
<p>Amount: $${amount}</p>
<form method="post" action="/c/pay/${id}"><button type="submit">Pay $${amount}</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p></body></html>`;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sockets = new Set<Socket>();
  const idempotent = new Map<string, Json>();
  const inFlight = new Set<string>();
  let pendingFailure: { status: number; message: string } | null = null;
  const host = options.host ?? '127.0.0.1';

  const fake: FakeStripe = {
    url: '',
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    failNext(status, message = 'Something went wrong at the fake Stripe') {
      pendingFailure = { status, message };
    },
    completeSession(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? newId('pi'),
      });
      return fake.event('checkout.session.completed', { ...session });
    },
    event(type, object, eventOptions = {}) {
      return {
        id: eventOptions.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
    },
    sign(payload, signOptions = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: signOptions.secret ?? options.webhookSecret,
        ...(signOptions.timestamp === undefined ? {} : { timestamp: signOptions.timestamp }),
      });
    },
    async deliver(event, deliverOptions = {}) {
      if (!options.webhookUrl) throw new Error('The fake Stripe has no webhook URL');
      const payload = JSON.stringify(event, null, 2);
      return fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': fake.sign(payload, deliverOptions),
        },
        body: payload,
      });
    },
    close: async () => {},
  };

  function createCustomer(params: Json): Json {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    fake.customers.set(customer.id, customer);
    return customer;
  }

  function createSession(params: Json, res: ServerResponse): Json | null {
    const lineItems = (params.line_items as Json[] | undefined) ?? [];
    const price = lineItems[0]?.price as string | undefined;
    if (params.mode !== 'payment') {
      stripeError(res, 400, 'This fake only sells in payment mode', 'mode');
      return null;
    }
    if (!price || !(price in options.prices)) {
      stripeError(res, 400, `No such price: '${price ?? ''}'`, 'line_items[0][price]');
      return null;
    }
    if (!params.success_url || !params.cancel_url) {
      stripeError(res, 400, 'success_url and cancel_url are required', 'success_url');
      return null;
    }
    if (params.customer && !fake.customers.has(String(params.customer))) {
      stripeError(res, 400, `No such customer: '${String(params.customer)}'`, 'customer');
      return null;
    }
    const amount = options.prices[price]! * Number(lineItems[0]?.quantity ?? 1);
    const id = newId('cs');
    const session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      amount_subtotal: amount,
      amount_total: amount,
      currency: 'usd',
      payment_intent: null,
      submit_type: params.submit_type ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${fake.url}/c/pay/${id}`,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    fake.sessions.set(id, session);
    return session;
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      stripeError(res, 401, 'Invalid API Key provided');
      return;
    }
    const params = parseStripeForm(await readBody(req));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    fake.requests.push({ method: req.method ?? 'GET', path, params, idempotencyKey });
    if (pendingFailure) {
      const failure = pendingFailure;
      pendingFailure = null;
      stripeError(res, failure.status, failure.message);
      return;
    }
    const cacheKey = idempotencyKey ? `${req.method} ${path} ${idempotencyKey}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      send(res, 200, cached);
      return;
    }
    // Stripe answers 409 while another request with the same key is still being processed.
    if (cacheKey && inFlight.has(cacheKey)) {
      send(res, 409, {
        error: {
          type: 'idempotency_error',
          message: 'There is currently another in-progress request using this Idempotency Key.',
        },
      });
      return;
    }
    if (cacheKey) inFlight.add(cacheKey);
    try {
      if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
      answerApi(req, res, path, params, cacheKey);
    } finally {
      if (cacheKey) inFlight.delete(cacheKey);
    }
  }

  function answerApi(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    params: Json,
    cacheKey: string | null,
  ) {
    let answer: Json | null = null;
    if (req.method === 'POST' && path === '/v1/customers') answer = createCustomer(params);
    else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      answer = createSession(params, res);
      if (!answer) return;
    } else {
      const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
      const session = match ? fake.sessions.get(match[1]!) : undefined;
      if (req.method === 'GET' && session) answer = session;
    }
    if (!answer) {
      stripeError(res, 404, `Unrecognized request URL (${req.method} ${path})`);
      return;
    }
    if (cacheKey) idempotent.set(cacheKey, answer);
    send(res, 200, answer);
  }

  async function hostedCheckout(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const session = fake.sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
      return;
    }
    await readBody(req);
    const delivered = await fake.deliver(fake.completeSession(sessionId));
    if (!delivered.ok) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(await delivered.text());
      return;
    }
    const successUrl = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
    res.writeHead(303, { location: successUrl }).end();
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const pay = /^\/c\/pay\/([\w]+)$/.exec(path);
    const work =
      path === '/health'
        ? Promise.resolve(send(res, 200, { ok: true }))
        : pay
          ? hostedCheckout(req, res, pay[1]!)
          : api(req, res, path);
    work.catch((error: unknown) => {
      console.error('Fake Stripe failed', error);
      if (!res.headersSent) stripeError(res, 500, 'Fake Stripe failed');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://${host}:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
