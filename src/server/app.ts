// The HTTP application: security headers, the API routes and error mapping. Static files are added by main.ts.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import { AUTH_MESSAGES } from '#shared/contract/auth';
import { AppError } from '#shared/errors';
import type { AppDeps, AppEnv } from './http/context.ts';
import { toErrorResponse } from './http/errors.ts';
import { limitPerAddress, limitPerBodyEmail, limitPerSession } from './http/rate-limit.ts';
import { limitSignInPerAccount } from './auth/account-sign-in-limit.ts';
import { checkAuthInput } from './auth/auth-input.ts';
import { requireSameOrigin } from './http/same-origin.ts';
import { acceptApiTokens, isTokenApiPath } from './http/api-tokens.ts';
import { apiDocument } from './http/openapi.ts';
import { apiReferencePage } from './http/api-reference-page.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { tokenRoutes } from './modules/tokens/routes.ts';
import { mcpResponse } from './modules/mcp/routes.ts';
import { createAssistantRoutes } from './modules/assistant/routes.ts';
import { breakdownRoutes } from './modules/breakdown/routes.ts';
import { budgetCounterRoutes, budgetMakerRoutes } from './modules/budget-maker/routes.ts';
import { billRoutes } from './modules/bills/routes.ts';
import { recurringRoutes } from './modules/recurring/routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { merchantRuleRoutes } from './modules/merchant-rules/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { transactionRoutes } from './modules/transactions/routes.ts';
import { subscriptionRoutes } from './modules/subscription/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { pageViewRoutes } from './modules/activity/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { licenseRoutes } from './modules/licenses/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { logSecurityEvents } from './modules/security/auth-events.ts';
import {
  checkoutRoutes,
  donationCheckoutRoutes,
  stripeWebhookRoutes,
} from './modules/payments/routes.ts';

const MAX_BODY_BYTES = 1024 * 1024;
/** Reset links one inbox can be sent an hour, whoever asks. */
export const RESET_REQUESTS_PER_EMAIL = 3;

/** `self` is the whole app, which the assistant's tools call as the person (modules/assistant). */
function createApi(self: { request: Hono<AppEnv>['request'] }) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true as const }))
    .route('/config', configRoutes)
    .route('/me', profileRoutes)
    .route('/onboarding', onboardingRoutes)
    .route('/categories', categoryRoutes)
    .route('/bills', billRoutes)
    .route('/recurring', recurringRoutes)
    .route('/reminders', reminderRoutes)
    .route('/transactions', transactionRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/reports', reportRoutes)
    .route('/functions/financial-breakdown-ai', breakdownRoutes)
    .route('/functions/budget-maker', budgetMakerRoutes)
    .route('/budget-counter', budgetCounterRoutes)
    .route('/merchant-rules', merchantRuleRoutes)
    .route('/imports', importRoutes)
    .route('/subscription', subscriptionRoutes)
    .route('/account', accountRoutes)
    .route('/functions/checkout', checkoutRoutes)
    .route('/functions/stripe-checkout', checkoutRoutes)
    .route('/functions/donation-checkout', donationCheckoutRoutes)
    .route('/functions/validate-license-key', licenseRoutes)
    .route('/webhooks/stripe', stripeWebhookRoutes)
    .route('/page-views', pageViewRoutes)
    .route('/admin', adminRoutes)
    .route('/support', supportRoutes)
    .route('/security', securityRoutes)
    .route('/tokens', tokenRoutes)
    .route('/receipts', receiptRoutes)
    .route('/assistant', createAssistantRoutes(self));
}

export type ApiType = ReturnType<typeof createApi>;

/**
 * The built scripts and styles a page loads run under that page's policy, so they need only nosniff;
 * the security headers (a kilobyte on each of a dozen files) stay on documents, API answers and
 * worker scripts (pdf.js's `.mjs` and the OCR files under /assets/ocr/), which carry their own CSP.
 */
function isPageSubresource(path: string): boolean {
  return /^\/assets\/[^/]+\.(?:js|css)$/.test(path) && !path.includes('worker');
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  });
  app.use(async (c, next) => {
    if (!isPageSubresource(c.req.path)) return documentHeaders(c, next);
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });
  const withDeps = createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', withDeps);
  app.use('/mcp', withDeps);
  // Answers over 1 KB go gzipped when the browser accepts it (a 30,000-character statement's
  // breakdown is about 200 KB of JSON); event streams are left alone, so each event arrives at once.
  app.use('/api/*', compress({ threshold: 1024 }));
  app.use('/api/*', acceptApiTokens({ isAllowed: isTokenApiPath }));
  const formCsrf = csrf({ origin: deps.env.PUBLIC_URL });
  // A request authenticated by its token alone is no cross-site forgery (http/api-tokens.ts).
  app.use('/api/*', (c, next) => (c.var.tokenHolder ? next() : formCsrf(c, next)));
  app.use('/api/*', requireSameOrigin(deps.env.PUBLIC_URL));
  app.use('/api/*', async (c, next) => {
    await next();
    // Answers about a person's money must not sit in a shared or browser cache.
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError('TOO_LARGE', 'The request is too large (at most 1 MB)');
    },
  });
  app.use('/api/*', limitBody);
  app.use('/mcp', limitBody);
  // Every auth limit refuses while a shared store is down: an uncounted attempt is a free guess.
  const authStore = (name: string) => deps.limits.store(name, 'refuse');
  app.on(
    'POST',
    '/api/auth/sign-in/*',
    limitPerAddress({
      limit: deps.env.SIGN_IN_RATE_LIMIT,
      windowMs: 60_000,
      message: AUTH_MESSAGES.tooManyAttempts,
      trustedProxies: deps.env.TRUST_PROXY,
      store: authStore('sign-in:address'),
    }),
  );
  // A second factor or a passkey is a sign-in too: guesses count per address here, and per
  // account in Better Auth's two-factor lockout (auth.ts).
  app.on(
    'POST',
    SECOND_STEP_PATHS,
    limitPerAddress({
      limit: deps.env.SIGN_IN_RATE_LIMIT,
      windowMs: 60_000,
      message: AUTH_MESSAGES.tooManyAttempts,
      trustedProxies: deps.env.TRUST_PROXY,
      store: authStore('second-step:address'),
    }),
  );
  app.on(
    'POST',
    '/api/auth/sign-in/email',
    limitSignInPerAccount({ store: authStore('sign-in:account') }),
  );
  // Sign-in links go out only from the server (account-sign-in-limit.ts), never on request.
  app.post('/api/auth/sign-in/magic-link', () => {
    throw new AppError('NOT_FOUND', 'No such endpoint');
  });
  app.on(
    'POST',
    '/api/auth/sign-up/*',
    limitPerAddress({
      limit: deps.env.SIGN_UP_RATE_LIMIT,
      windowMs: 60 * 60_000,
      message: AUTH_MESSAGES.tooManySignUps,
      trustedProxies: deps.env.TRUST_PROXY,
      store: authStore('sign-up:address'),
    }),
  );
  // With mail on, a sign-up for an address that has an account mails its owner (F3): a few an hour
  // per address mailed, counted alike for new and existing ones so the limit tells nothing.
  if (deps.env.SMTP_URL) {
    app.on(
      'POST',
      '/api/auth/sign-up/email',
      limitPerBodyEmail({
        limit: SIGN_UPS_PER_EMAIL,
        windowMs: 60 * 60_000,
        message: AUTH_MESSAGES.tooManySignUps,
        trustedProxies: deps.env.TRUST_PROXY,
        store: authStore('sign-up:email'),
      }),
    );
  }
  // Everything else that checks or sets a password: per address, and per account however many
  // addresses it comes from.
  const credentialLimit = { limit: deps.env.SIGN_IN_RATE_LIMIT, windowMs: 60_000 };
  const CREDENTIAL_PATHS = [
    '/api/auth/change-password',
    '/api/auth/verify-password',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
  ];
  app.on(
    'POST',
    CREDENTIAL_PATHS,
    limitPerAddress({
      ...credentialLimit,
      message: AUTH_MESSAGES.tooManyAttempts,
      trustedProxies: deps.env.TRUST_PROXY,
      store: authStore('credentials:address'),
    }),
  );
  app.on(
    'POST',
    CREDENTIAL_PATHS,
    limitPerSession({
      ...credentialLimit,
      message: AUTH_MESSAGES.tooManyAttempts,
      store: authStore('credentials:account'),
    }),
  );
  app.on(
    'POST',
    '/api/auth/request-password-reset',
    limitPerBodyEmail({
      limit: RESET_REQUESTS_PER_EMAIL,
      windowMs: 60 * 60_000,
      message: AUTH_MESSAGES.tooManyResetRequests,
      trustedProxies: deps.env.TRUST_PROXY,
      store: authStore('reset:email'),
    }),
  );
  app.use('/api/auth/*', checkAuthInput);
  // After the checks, so only what reaches Better Auth is logged (modules/security/auth-events.ts).
  app.use('/api/auth/*', logSecurityEvents);
  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.var.authRequest ?? c.req.raw));
  app.route('/api', createApi(app));
  app.use(
    '/mcp',
    acceptApiTokens({ isAllowed: (path) => path === '/mcp', scopeByMethod: false, logsUse: false }),
  );
  app.all('/mcp', (c) => mcpResponse(app, c));
  app.get('/api/openapi.json', async (c) => c.json(await apiDocument(app, deps.env.PUBLIC_URL)));
  app.get('/api/docs', async (c) =>
    c.html(apiReferencePage(await apiDocument(app, deps.env.PUBLIC_URL))),
  );
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such endpoint');
  });
  app.onError(toErrorResponse);
  return app;
}

/** Sign-ups naming one email in an hour, when each may mail its owner. */
export const SIGN_UPS_PER_EMAIL = 5;

/** Sign-in steps after (or instead of) the password. */
const SECOND_STEP_PATHS = [
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/passkey/verify-authentication',
];

export type App = ReturnType<typeof createApp>;
