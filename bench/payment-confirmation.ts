// npm run bench:payment: how long from Stripe's webhook to the success page hearing of the payment, in
// process on a fresh embedded database (or PostgreSQL with DATABASE_URL). For each of N new users:
// checkout through the real stripe SDK (against the local Stripe-compatible server), open the
// subscription event stream, deliver the signed checkout.session.completed, and time the webhook's
// answer and the stream's 'active' event. Prints the median and p95 of each.
// Usage: npm run bench:payment [-- --users N]
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFakeStripe } from '../tests/support/stripe-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { users: { type: 'string', default: '30' } } });
const users = Number(values.users);

const { bootSystem } = await import('../src/server/boot.ts');
const { loadEnv } = await import('../src/server/env.ts');

const PUBLIC_URL = 'http://127.0.0.1:9';
const stripe = await startFakeStripe({
  secretKey: 'sk_test_bench',
  webhookSecret: 'whsec_bench',
  prices: { price_bench: 2900 },
});
const dataDir = path.join(root, '.tmp', 'bench-payment');
rmSync(dataDir, { recursive: true, force: true });
const env = loadEnv({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_URL,
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  STRIPE_PRICE_PRO: 'price_bench',
  STRIPE_API_URL: stripe.url,
  TRUST_PROXY: 'true',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const system = await bootSystem({ env, engineThreads: 0 });
const request = (target: string, init: RequestInit & { cookie?: string } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('origin', PUBLIC_URL);
  if (init.cookie) headers.set('cookie', init.cookie);
  return Promise.resolve(system.app.request(target, { ...init, headers }));
};

async function newPayer(index: number) {
  const email = `bench-payment-${Date.now()}-${index}@example.com`;
  const signUp = await request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-payment-pw', name: '' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const checkout = await request('/api/functions/checkout', {
    method: 'POST',
    cookie,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify({ mode: 'payment' }),
  });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  return { cookie, sessionId };
}

/** Resolves when the stream carries an 'active' subscription event. */
async function activeEvent(cookie: string) {
  const response = await request('/api/subscription/events', { cookie });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const ready = (async () => {
    while (!text.includes('"status":"none"')) text += (await reader.read()).value ?? '';
  })();
  await ready;
  const active = (async () => {
    while (!text.includes('"status":"active"')) text += (await reader.read()).value ?? '';
    return performance.now();
  })();
  return { active, close: () => reader.cancel() };
}

const answered: number[] = [];
const heard: number[] = [];
for (let i = 0; i < users; i++) {
  const { cookie, sessionId } = await newPayer(i);
  const stream = await activeEvent(cookie);
  const payload = JSON.stringify(stripe.completeSession(sessionId));
  const started = performance.now();
  const response = await request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
    body: payload,
  });
  answered.push(performance.now() - started);
  if (!response.ok)
    throw new Error(`Webhook answered ${response.status}: ${await response.text()}`);
  heard.push((await stream.active) - started);
  await stream.close();
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

console.log(`${system.database.kind}, ${users} payments`);
console.log(`webhook answered:               ${summary(answered)}`);
console.log(`success page stream hears it:   ${summary(heard)}`);
await system.close();
await stripe.close();
rmSync(dataDir, { recursive: true, force: true });
