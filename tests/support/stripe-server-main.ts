// Runs the Stripe-compatible test server as its own process, for the browser tests (see
// tests/e2e/playwright.config.ts) and for trying checkout by hand without a Stripe account.
import { startFakeStripe } from './stripe-server.ts';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 12111),
  secretKey: required('STRIPE_SECRET_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  webhookUrl: required('FAKE_STRIPE_WEBHOOK_URL'),
  prices: {
    [required('STRIPE_PRICE_PRO')]: 2900,
    ...(process.env.STRIPE_PRICE_DONATION ? { [process.env.STRIPE_PRICE_DONATION]: 500 } : {}),
  },
});
console.log(`Fake Stripe listening on ${fake.url}`);
const stop = () => void fake.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
