// Test harness for the API suite: boots the real system (bootSystem, the same assembly main.ts uses) on a
// clone of the migrated test database, signs users up through the real Better Auth endpoint and calls the
// JSON API with their session cookie. See tests/setup/api-global-setup.ts for where the database comes from.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { createAuth } from '../../src/server/auth/auth.ts';
import { resolveAuthSecret } from '../../src/server/auth/secret.ts';
import { bootSystem, type System } from '../../src/server/boot.ts';
import type { Database } from '../../src/server/db/client.ts';
import { user } from '../../src/server/db/schema.ts';
import { loadEnv, type Env } from '../../src/server/env.ts';
import { createStripeClient } from '../../src/server/modules/payments/stripe-client.ts';
import { memoryLimitStores, type LimitStores } from '../../src/server/http/limit-stores.ts';
import type { ApiDatabase } from './api-global-setup.ts';
import { createIsolatedDatabase } from '../support/scratch-database.ts';
import { toRequestInit, type TestRequestInit } from '../support/request-init.ts';

export const PUBLIC_URL = 'http://localhost:3000';

export type { TestRequestInit };

export interface TestSystem {
  app: System['app'];
  db: Database;
  env: Env;
  dataDir: string;
  kind: 'pglite' | 'postgres';
  /** The breakdown engine's worker pool (threads start with the first breakdown). */
  breakdownEngine: System['breakdownEngine'];
  live: System['live'];
  /** The scheduled work, when the test asked for it. */
  jobs: System['jobs'];
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** Stops the engine's workers, closes the database and removes DATA_DIR (unless it was handed in). */
  close(): Promise<void>;
}

export interface StartTestSystemOptions {
  /** Extra environment variables, as they would appear in process.env. */
  env?: Record<string, string>;
  /** Use this DATA_DIR and keep it on close (restart tests); a fresh temporary one otherwise. */
  dataDir?: string;
  /**
   * 'clone' (default) starts PGlite in memory from the migrated dump; 'disk' keeps PGlite's files in
   * DATA_DIR and migrates them like `npm start` does. Both use the shared database under DATABASE_URL.
   */
  storage?: 'clone' | 'disk';
  /**
   * A database of its own on PostgreSQL too (created, migrated, and dropped at close), for tests of
   * figures over every row, such as the admin analytics. PGlite clones are always their own.
   */
  isolated?: boolean;
  /** Runs the scheduled work (pg-boss) as `npm start` does, polling every half second; off otherwise. */
  scheduledWork?: boolean;
}

function apiDatabase(): ApiDatabase {
  return inject('apiDatabase');
}

function buildEnv(dataDir: string, extra: Record<string, string> = {}): Env {
  const database = apiDatabase();
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    // Tests give each client its own address through X-Forwarded-For, as a proxy would.
    TRUST_PROXY: 'true',
    // Test files sign up hundreds of users from one address; the sign-up limit has its own tests.
    SIGN_UP_RATE_LIMIT: '100000',
    ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    ...extra,
  });
}

function makeRequester(app: System['app']) {
  return (target: string, init: TestRequestInit = {}): Promise<Response> =>
    Promise.resolve(app.request(target, toRequestInit(init, PUBLIC_URL)));
}

export async function startTestSystem(options: StartTestSystemOptions = {}): Promise<TestSystem> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'pennyflow-api-'));
  const database = apiDatabase();
  const own =
    options.isolated && database.kind === 'postgres'
      ? await createIsolatedDatabase(database.url)
      : undefined;
  const env = buildEnv(dataDir, { ...options.env, ...(own ? { DATABASE_URL: own.url } : {}) });
  const loadDataDir =
    database.kind === 'pglite' && options.storage !== 'disk'
      ? new Blob([readFileSync(database.dumpPath)])
      : undefined;
  const system = await bootSystem({
    env,
    loadDataDir,
    scheduledWork: options.scheduledWork ?? false,
    jobPollingSeconds: 0.5,
  });
  return {
    app: system.app,
    db: system.database.db,
    env,
    dataDir,
    kind: system.database.kind,
    jobs: system.jobs,
    breakdownEngine: system.breakdownEngine,
    live: system.live,
    request: makeRequester(system.app),
    async close() {
      await system.close();
      await own?.drop();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app over the same database with a different environment, as if the operator restarted
 * with new settings. Shares the auth secret in DATA_DIR, so existing cookies stay valid.
 */
export function withEnv(
  system: TestSystem,
  extra: Record<string, string>,
  options: { limits?: LimitStores } = {},
): Pick<TestSystem, 'app' | 'env' | 'request'> {
  const env = buildEnv(system.dataDir, extra);
  const secret = resolveAuthSecret({ configured: env.BETTER_AUTH_SECRET, dataDir: env.DATA_DIR });
  const auth = createAuth({ db: system.db, env, secret });
  const app = createApp({
    db: system.db,
    env,
    auth,
    breakdownEngine: system.breakdownEngine,
    stripe: createStripeClient(env),
    live: system.live,
    limits: options.limits ?? memoryLimitStores,
  });
  return { app, env, request: makeRequester(app) };
}

/** An address nobody else in the run uses, for the sign-in rate limiter's X-Forwarded-For key. */
export function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A fresh email, unique across files and runs (the PostgreSQL suite shares one database). */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@example.com`;
}

/** The `name=value` pairs of every Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** Asserts the status (showing the body when it differs) and a JSON body, and returns the body. */
export async function expectJson<T = Record<string, unknown>>(
  response: Response,
  status: number,
): Promise<T> {
  const text = await response.text();
  expect(response.status, `HTTP ${response.status}: ${text}`).toBe(status);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  return JSON.parse(text) as T;
}

/** Asserts the API's error shape: the status, a readable `error` and the given code. */
export async function expectError(
  response: Response,
  status: number,
  expected: { code?: string; error?: string | RegExp } = {},
): Promise<{ error: string; code: string; details?: string }> {
  const body = await expectJson<{ error: string; code: string; details?: string }>(
    response,
    status,
  );
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  if (expected.code) expect(body.code).toBe(expected.code);
  if (expected.error instanceof RegExp) expect(body.error).toMatch(expected.error);
  else if (expected.error) expect(body.error).toBe(expected.error);
  return body;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  get(path: string): Promise<Response>;
  /** A JSON request carrying this user's cookie (and the site's Origin). */
  send(method: string, path: string, json?: unknown): Promise<Response>;
  /** Any request carrying this user's cookie. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
}

type Requester = Pick<TestSystem, 'request'>;

function asUser(
  system: Requester,
  account: { id: string; email: string; password: string; cookie: string },
): TestUser {
  const request = (target: string, init: TestRequestInit = {}) =>
    system.request(target, { ...init, cookie: init.cookie ?? account.cookie });
  return {
    ...account,
    request,
    get: (target) => request(target),
    send: (method, target, json) => request(target, { method, json }),
  };
}

export async function signUp(
  system: Requester & { db?: Database },
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `pw-${randomUUID()}`;
  const response = await system.request('/api/auth/sign-up/email', {
    json: { email, password, name: options.name ?? 'Test User' },
  });
  const body = await expectJson<{ user: { id: string; email: string }; token: string | null }>(
    response,
    200,
  );
  if (body.token === null && system.db) {
    // With mail on, a new account signs in once its address is confirmed (the mailed link, which
    // email-verification.api.test.ts follows); other tests confirm it here and sign in.
    await system.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    // From the same browser (its device cookie), so no new-device mail goes out.
    const signedIn = await system.request('/api/auth/sign-in/email', {
      json: { email, password },
      cookie: cookieFrom(response),
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    const { user: account } = await expectJson<{ user: { id: string } }>(signedIn, 200);
    return asUser(system, { id: account.id, email, password, cookie: cookieFrom(signedIn) });
  }
  const cookie = cookieFrom(response);
  expect(cookie).toMatch(/session_token=/);
  return asUser(system, { id: body.user.id, email: body.user.email, password, cookie });
}

/** Posts to the real sign-in endpoint from its own address unless one is given. */
export function signInRequest(
  system: Requester,
  options: { email: string; password: string; address?: string },
): Promise<Response> {
  return system.request('/api/auth/sign-in/email', {
    json: { email: options.email, password: options.password },
    headers: { 'x-forwarded-for': options.address ?? uniqueAddress() },
  });
}

export async function signIn(
  system: Requester,
  options: { email: string; password: string },
): Promise<TestUser> {
  const response = await signInRequest(system, options);
  const body = await expectJson<{ user: { id: string; email: string } }>(response, 200);
  return asUser(system, {
    id: body.user.id,
    email: body.user.email,
    password: options.password,
    cookie: cookieFrom(response),
  });
}
