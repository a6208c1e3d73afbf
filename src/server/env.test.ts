import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';

/** The ConfigError loadEnv throws for this environment. */
function configError(source: NodeJS.ProcessEnv): ConfigError {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadEnv accepted ${JSON.stringify(source)}`);
}

describe('loadEnv defaults', () => {
  it('needs nothing for local use', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      AI_PROVIDER: 'local',
      SUPPORT_EMAIL: 'support@pennyflow.app',
      SUPPORT_EMAIL_SET: false,
      TUTORIAL_URL: '/help',
      ADMIN_EMAILS: [],
      PUBLIC_AI_RATE_LIMIT: 20,
      SIGN_IN_RATE_LIMIT: 10,
      DATABASE_POOL_SIZE: 10,
      TRUST_PROXY: 0,
    });
    for (const unset of [
      'DATABASE_URL',
      'BETTER_AUTH_SECRET',
      'OPENAI_BASE_URL',
      'SIGNUP_WEBHOOK_URL',
      'PLATFORM_LAUNCH_DATE',
      'REDIS_URL',
    ] as const) {
      expect(env[unset], unset).toBeUndefined();
    }
  });

  it('reads TRUST_PROXY as how many proxies stand in front', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(configError({ TRUST_PROXY: 'yes' }).message).toMatch(/TRUST_PROXY must be true, false/);
  });

  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PORT: '8080', PUBLIC_URL: 'https://pennyflow.example' }).PUBLIC_URL).toBe(
      'https://pennyflow.example',
    );
  });

  it('treats empty optional values as unset', () => {
    const env = loadEnv({
      DATABASE_URL: '',
      PUBLIC_URL: '  ',
      BETTER_AUTH_SECRET: '',
      TUTORIAL_URL: '',
      SIGNUP_WEBHOOK_URL: '',
      PLATFORM_LAUNCH_DATE: '',
      ADMIN_EMAILS: '',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(env.TUTORIAL_URL).toBe('/help');
    expect(env.SIGNUP_WEBHOOK_URL).toBeUndefined();
    expect(env.PLATFORM_LAUNCH_DATE).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('reads the values it is given', () => {
    const env = loadEnv({
      NODE_ENV: 'development',
      PORT: '4000',
      DATA_DIR: '/var/lib/pennyflow',
      DATABASE_URL: 'postgresql://app@db:5432/pennyflow',
      BETTER_AUTH_SECRET: 's'.repeat(32),
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      SUPPORT_EMAIL: 'help@example.org',
      PLATFORM_LAUNCH_DATE: '2026-01-31',
      PUBLIC_AI_RATE_LIMIT: '5',
      SIGN_IN_RATE_LIMIT: '3',
      REDIS_URL: 'redis://cache:6379',
      DATABASE_POOL_SIZE: '4',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4000,
      DATA_DIR: '/var/lib/pennyflow',
      DATABASE_URL: 'postgresql://app@db:5432/pennyflow',
      AI_PROVIDER: 'openai',
      SUPPORT_EMAIL: 'help@example.org',
      SUPPORT_EMAIL_SET: true,
      PLATFORM_LAUNCH_DATE: '2026-01-31',
      PUBLIC_AI_RATE_LIMIT: 5,
      SIGN_IN_RATE_LIMIT: 3,
      REDIS_URL: 'redis://cache:6379',
      DATABASE_POOL_SIZE: 4,
    });
  });

  it('takes a full URL or a path of this site as TUTORIAL_URL', () => {
    expect(loadEnv({ TUTORIAL_URL: 'https://example.org/tour' }).TUTORIAL_URL).toBe(
      'https://example.org/tour',
    );
    expect(loadEnv({ TUTORIAL_URL: ' /help#first-steps ' }).TUTORIAL_URL).toBe('/help#first-steps');
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased list', () => {
    expect(
      loadEnv({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.org ,, ' }).ADMIN_EMAILS,
    ).toEqual(['boss@example.com', 'ops@example.org']);
  });

  it('accepts the openai provider with only a base URL (a local OpenAI-compatible server)', () => {
    expect(
      loadEnv({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1' }).AI_PROVIDER,
    ).toBe('openai');
  });
});

describe('loadEnv refuses bad values with a ConfigError naming the variable', () => {
  it.each<[string, NodeJS.ProcessEnv]>([
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '65536' }],
    ['PORT', { PORT: '3000.5' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/db' }],
    ['DATABASE_URL', { DATABASE_URL: 'localhost:5432' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['BETTER_AUTH_SECRET', { BETTER_AUTH_SECRET: 'too-short' }],
    ['AI_PROVIDER', { AI_PROVIDER: 'claude' }],
    ['AI_PROVIDER', { AI_PROVIDER: 'openai' }],
    ['OPENAI_BASE_URL', { OPENAI_BASE_URL: 'not a url' }],
    ['SUPPORT_EMAIL', { SUPPORT_EMAIL: 'support' }],
    ['TUTORIAL_URL', { TUTORIAL_URL: 'youtube' }],
    ['TUTORIAL_URL', { TUTORIAL_URL: '//elsewhere.example/help' }],
    ['TUTORIAL_URL', { TUTORIAL_URL: 'javascript:alert(1)' }],
    ['SIGNUP_WEBHOOK_URL', { SIGNUP_WEBHOOK_URL: 'hooks.example.com/x' }],
    ['PLATFORM_LAUNCH_DATE', { PLATFORM_LAUNCH_DATE: '31/01/2026' }],
    ['PLATFORM_LAUNCH_DATE', { PLATFORM_LAUNCH_DATE: '2026-02-30' }],
    ['PUBLIC_AI_RATE_LIMIT', { PUBLIC_AI_RATE_LIMIT: '0' }],
    ['PUBLIC_AI_RATE_LIMIT', { PUBLIC_AI_RATE_LIMIT: 'many' }],
    ['SIGN_IN_RATE_LIMIT', { SIGN_IN_RATE_LIMIT: '0' }],
    ['SIGN_IN_RATE_LIMIT', { SIGN_IN_RATE_LIMIT: 'ten' }],
    ['REDIS_URL', { REDIS_URL: 'redis at cache' }],
    ['DATA_DIR', { DATA_DIR: '  ' }],
  ])('%s in %j', (variable, source) => {
    const error = configError(source);
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`- ${variable}`);
  });

  it('lists every bad variable at once', () => {
    const error = configError({ PORT: 'abc', SUPPORT_EMAIL: 'nope', REDIS_URL: 'x' });
    expect(error.message).toContain('- PORT: PORT must be a number');
    expect(error.message).toContain('- SUPPORT_EMAIL: SUPPORT_EMAIL must be an email address');
    expect(error.message).toContain('- REDIS_URL: REDIS_URL must be a URL');
  });

  it('explains what is missing for the openai provider', () => {
    expect(configError({ AI_PROVIDER: 'openai' }).message).toContain(
      'AI_PROVIDER is openai but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set',
    );
  });

  it('gives the readable message for each kind of mistake', () => {
    expect(configError({ PORT: '70000' }).message).toContain('PORT must be between 1 and 65535');
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
    expect(configError({ BETTER_AUTH_SECRET: 'short' }).message).toContain(
      'BETTER_AUTH_SECRET must be at least 32 characters',
    );
    expect(configError({ AI_PROVIDER: 'x' }).message).toContain(
      "AI_PROVIDER must be 'local' or 'openai'",
    );
    expect(configError({ PLATFORM_LAUNCH_DATE: 'soon' }).message).toContain(
      'PLATFORM_LAUNCH_DATE must be a date like 2026-01-31',
    );
    expect(configError({ DATABASE_POOL_SIZE: '0' }).message).toContain(
      'DATABASE_POOL_SIZE must be between 1 and 1000',
    );
    expect(configError({ DATABASE_POOL_SIZE: 'many' }).message).toContain(
      'DATABASE_POOL_SIZE must be a number',
    );
  });
});
