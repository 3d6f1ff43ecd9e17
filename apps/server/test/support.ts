// Builds a real Fairdraw app on a fresh database for HTTP-level tests, and signs requests the way the
// web client does.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase } from '@fairdraw/db/testing';
import { seedDemoData, type Database } from '@fairdraw/db';
import { signaturePayload, toCamelCase } from '@fairdraw/contracts';
import { buildApp, type AppDependencies } from '../src/app';
import { loadEnv, type Env } from '../src/env';
import { createMemoryCache, createRedisCache, type Cache } from '../src/lib/cache';
import { createRedisClient, waitForRedis } from '../src/lib/redis';
import { ManualClock } from '../src/lib/clock';
import { auditAfterEachTest } from './ledger-audit';
import { rollDrawScheduleForward } from '../src/modules/draws/draw-schedule';

export const TEST_APP_KEY = 'fairdraw-test';
export const TEST_APP_SECRET = 'fairdraw-test-secret';
/** A Saturday morning in Sydney, well before any draw closes. */
export const TEST_NOW = new Date('2026-11-21T00:00:00Z');

/** A stand-in for apps/web/dist so page serving can be tested without building the web app. */
export function makeWebDist(): string {
  // dist/ in a folder of its own, so the renderer's dist-render/ beside it is this app's only.
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'fairdraw-web-')), 'dist');
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Fairdraw" /><title>Fairdraw</title><!--fairdraw-config--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  cache: Cache;
  env: Env;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Omit<AppDependencies, 'env'>> & {
    envVars?: Record<string, string>;
    /** Told each statement the app sends to its database. */
    onQuery?: (statement: string) => void;
  } = {},
) {
  const database = await createTestDatabase(overrides.onQuery ? { onQuery: overrides.onQuery } : {});
  const clock = new ManualClock(TEST_NOW);
  await seedDemoData(database.db, clock.now());
  // What a real server does before it listens (server.ts).
  await rollDrawScheduleForward(database.db, clock.now());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_KEY: TEST_APP_KEY,
    APP_SECRET: TEST_APP_SECRET,
    WEB_DIST_DIR: makeWebDist(),
    ...overrides.envVars,
  });
  // On a shared Redis every test app writes under its own namespace, so parallel files never meet.
  const redisNamespace = overrides.redisNamespace ?? `fairdraw-test:${randomUUID()}:`;
  const redis =
    overrides.redis ?? (process.env.REDIS_URL ? createRedisClient(process.env.REDIS_URL) : undefined);
  const processCache = createMemoryCache(() => clock.now().getTime());
  const cache =
    overrides.cache ?? (redis ? createRedisCache(redis, redisNamespace, processCache) : processCache);
  const { envVars: _envVars, onQuery: _onQuery, ...deps } = overrides;
  const app = await buildApp({
    env,
    database,
    cache,
    clock,
    redisNamespace,
    // Sign-in tests sign in often from one address; the rate-limit tests set their own figure.
    authAttemptsPerMinute: 1000,
    ...(redis ? { redis } : {}),
    ...deps,
  });
  await app.ready();
  // The app connects Redis itself; tests start once it is connected so their first request is shared.
  if (redis) await waitForRedis(redis, 5_000);
  const stopAuditing = auditAfterEachTest(database.db);
  return {
    app,
    database,
    clock,
    cache,
    env,
    async close() {
      stopAuditing();
      await app.close();
      // The Redis cache closes its connections (the client and its subscriber) with it.
      if (!overrides.cache) await cache.close();
      if (redis && !overrides.redis) redis.disconnect();
      await database.drop();
    },
  } satisfies TestApp;
}

export function signedHeaders(
  options: {
    now?: Date;
    appKey?: string;
    appSecret?: string;
    customerToken?: string;
    apiVersion?: string;
  } = {},
): Record<string, string> {
  const appKey = options.appKey ?? TEST_APP_KEY;
  const timestamp = String((options.now ?? TEST_NOW).getTime());
  const signature = createHmac('sha256', options.appSecret ?? TEST_APP_SECRET)
    .update(signaturePayload(appKey, timestamp, options.customerToken))
    .digest('hex');
  return {
    'x-app-key': appKey,
    'x-timestamp': timestamp,
    'x-signature': signature,
    'x-request-id': randomUUID(),
    ...(options.apiVersion ? { 'x-api-version': options.apiVersion } : {}),
  };
}

/** A signed request at the test clock's time; the body is parsed and camelCased for assertions. */
export async function call(
  test: TestApp,
  options: InjectOptions & { headersOverride?: Record<string, string> },
): Promise<{ status: number; body: Record<string, unknown>; raw: string; headers: Record<string, unknown> }> {
  const response = await test.app.inject({
    ...options,
    headers: { ...signedHeaders({ now: test.clock.now() }), ...options.headers, ...options.headersOverride },
  });
  const raw = response.body;
  let body: Record<string, unknown>;
  try {
    body = toCamelCase(JSON.parse(raw));
  } catch {
    body = {}; // not JSON (a page or an empty answer)
  }
  return { status: response.statusCode, body, raw, headers: response.headers };
}

/** What signup and login answer, plus the credentials used. */
export interface CustomerSession {
  customerId: string;
  customerToken: string;
  accessToken: string;
  refreshToken: string;
  email: string;
  password: string;
}

/** A signup body as the web client sends it (snake_case); each call has a new e-mail address. */
export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `ada.${randomUUID().slice(0, 8)}@example.com.au`,
    password: 'correct horse 42',
    firstname: 'Ada',
    lastname: 'Lovelace',
    date_of_birth: '1990-12-10',
    phone: '0412 345 678',
    address: '1 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    accept_terms: true,
    email_opt_in: false,
    metadata: { platform: 'Web' },
    ...overrides,
  };
}

/** Signs a new customer up and returns their session. */
export async function signUp(
  test: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<CustomerSession> {
  const body = signupBody(overrides);
  const response = await call(test, { method: 'POST', url: '/v2/signup', payload: body });
  if (response.status !== 201) throw new Error(`signup failed (${response.status}): ${response.raw}`);
  const session = response.body.result as Omit<CustomerSession, 'email' | 'password'>;
  return { ...session, email: String(body.email), password: String(body.password) };
}

/** The headers of a signed-in customer: signed with their customer token, with id and bearer token. */
export function customerHeaders(
  customer: Pick<CustomerSession, 'customerId' | 'customerToken' | 'accessToken'>,
  now: Date,
): Record<string, string> {
  return {
    ...signedHeaders({ now, customerToken: customer.customerToken }),
    'x-customer-id': customer.customerId,
    authorization: `Bearer ${customer.accessToken}`,
  };
}

/** `call`, signed in as the customer. */
export function callAsCustomer(
  test: TestApp,
  customer: Pick<CustomerSession, 'customerId' | 'customerToken' | 'accessToken'>,
  options: InjectOptions & { headersOverride?: Record<string, string> },
) {
  return call(test, {
    ...options,
    headers: { ...customerHeaders(customer, test.clock.now()), ...options.headers },
  });
}

/** The `fd_refresh` cookie a response sets, with its attributes. */
export function refreshCookie(headers: Record<string, unknown>): string | undefined {
  const setCookie = headers['set-cookie'];
  const all = Array.isArray(setCookie) ? setCookie : [setCookie];
  return all.find((value): value is string => typeof value === 'string' && value.startsWith('fd_refresh='));
}

/** POST /v2/refresh as the spec's client sends it: a form with `refresh_token`. */
export function refreshWith(test: TestApp, token: string) {
  return call(test, {
    method: 'POST',
    url: '/v2/refresh',
    payload: `refresh_token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
