// The Stripe settings the e2e app and its Stripe-compatible test server share.
export const E2E_STRIPE = {
  port: Number(process.env.E2E_STRIPE_PORT ?? 3211),
  secretKey: 'sk_test_e2e',
  webhookSecret: 'whsec_e2e',
  proPrice: 'price_pro_e2e',
  donationPrice: 'price_donation_e2e',
} as const;

export const E2E_STRIPE_URL = `http://127.0.0.1:${E2E_STRIPE.port}`;
