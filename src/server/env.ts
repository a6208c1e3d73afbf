// Configuration from the environment, validated once at boot (README has the table).
import { z } from 'zod';
import { TOKEN_REQUESTS_PER_MINUTE } from '#shared/contract/tokens';

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().url(`${name} must be a URL`).optional());

/** Where Watch Tutorial leads unless TUTORIAL_URL says otherwise: the getting-started page. */
export const DEFAULT_TUTORIAL_URL = '/help';

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
  // Connections each instance may open to PostgreSQL (plus one for LISTEN): N instances use up to N
  // times this, which must stay under the server's max_connections.
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'DATABASE_POOL_SIZE must be a number' })
    .int('DATABASE_POOL_SIZE must be a whole number')
    .min(1, 'DATABASE_POOL_SIZE must be between 1 and 1000')
    .max(1000, 'DATABASE_POOL_SIZE must be between 1 and 1000')
    .default(10),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  BETTER_AUTH_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional()),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_BUDGET_MAKER: z.string().optional(),
  STRIPE_PRICE_DONATION: z.string().optional(),
  // Another host for the Stripe SDK (a local Stripe-compatible server in tests).
  STRIPE_API_URL: optionalUrl('STRIPE_API_URL'),
  AI_PROVIDER: z
    .enum(['local', 'openai'], { message: "AI_PROVIDER must be 'local' or 'openai'" })
    .default('local'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl('OPENAI_BASE_URL'),
  AI_MODEL: z.string().optional(),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .email('SUPPORT_EMAIL must be an email address')
    .default('support@pennyflow.app'),
  // The getting-started page by default; a full URL (a video) or another path of this site otherwise.
  TUTORIAL_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : DEFAULT_TUTORIAL_URL))
    .pipe(
      z
        .string()
        .refine(
          (v) => /^\/(?![/\\])/.test(v) || /^https?:\/\/[^/\s]+/i.test(v),
          'TUTORIAL_URL must be a URL or a path of this site such as /help',
        ),
    ),
  SIGNUP_WEBHOOK_URL: optionalUrl('SIGNUP_WEBHOOK_URL'),
  ADMIN_EMAILS: emailList,
  PLATFORM_LAUNCH_DATE: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().date('PLATFORM_LAUNCH_DATE must be a date like 2026-01-31').optional()),
  PUBLIC_AI_RATE_LIMIT: z.coerce
    .number({ message: 'PUBLIC_AI_RATE_LIMIT must be a number' })
    .int()
    .min(1, 'PUBLIC_AI_RATE_LIMIT must be at least 1')
    .default(20),
  SIGN_IN_RATE_LIMIT: z.coerce
    .number({ message: 'SIGN_IN_RATE_LIMIT must be a number' })
    .int()
    .min(1, 'SIGN_IN_RATE_LIMIT must be at least 1')
    .default(10),
  API_TOKEN_RATE_LIMIT: z.coerce
    .number({ message: 'API_TOKEN_RATE_LIMIT must be a number' })
    .int()
    .min(1, 'API_TOKEN_RATE_LIMIT must be at least 1')
    .default(TOKEN_REQUESTS_PER_MINUTE),
  SIGN_UP_RATE_LIMIT: z.coerce
    .number({ message: 'SIGN_UP_RATE_LIMIT must be a number' })
    .int()
    .min(1, 'SIGN_UP_RATE_LIMIT must be at least 1')
    .default(10),
  // smtp://user:pass@host:587 or smtps://...; without it account mail is written to the log.
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  REDIS_URL: optionalUrl('REDIS_URL'),
  // How many reverse proxies stand in front: rate limits then read the client's address from the
  // X-Forwarded-For entry the outermost one added. 'true' is one proxy, 'false' or nothing none.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2})?$/i, {
      message: 'TRUST_PROXY must be true, false or how many proxies stand in front (1, 2 ...)',
    })
    .optional()
    .transform((v) => {
      const value = v?.toLowerCase() ?? '';
      if (value === '' || value === 'false') return 0;
      return value === 'true' ? 1 : Number(value);
    }),
});

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  /**
   * Whether the operator set SUPPORT_EMAIL. The default address is only shown as a contact: help
   * requests are mailed only to an address the operator chose, never to the default one.
   */
  SUPPORT_EMAIL_SET: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  - AI_PROVIDER is openai but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set',
    );
  }
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    SUPPORT_EMAIL_SET: Boolean(source.SUPPORT_EMAIL?.trim()),
  };
}
