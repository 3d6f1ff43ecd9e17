// Builds a real Fairdraw app on a fresh database for HTTP-level tests, and signs requests the way the
// web client does.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase } from '@fairdraw/db/testing';
import { seedDemoData, type Database } from '@fairdraw/db';
import { signaturePayload, toCamelCase } from '@fairdraw/contracts';
import { buildApp, type AppDependencies } from '../src/app';
import { loadEnv, type Env } from '../src/env';
import { createMemoryCache, createRedisCache, createRedisClient, type Cache } from '../src/lib/cache';
import { ManualClock } from '../src/lib/clock';
import { rollDrawScheduleForward } from '../src/jobs/draw-schedule';

export const TEST_APP_KEY = 'fairdraw-test';
export const TEST_APP_SECRET = 'fairdraw-test-secret';
/** A Saturday morning in Sydney, well before any draw closes. */
export const TEST_NOW = new Date('2026-11-21T00:00:00Z');

/** A stand-in for apps/web/dist so page serving can be tested without building the web app. */
export function makeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fairdraw-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--fairdraw-config--></head><body><div id="root"></div></body></html>',
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
  overrides: Partial<Omit<AppDependencies, 'env'>> & { envVars?: Record<string, string> } = {},
) {
  const database = await createTestDatabase();
  const clock = new ManualClock(TEST_NOW);
  await seedDemoData(database.db, clock.now());
  // What the job runner does before a real server takes traffic.
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
  const cache =
    overrides.cache ??
    (redis ? createRedisCache(redis, redisNamespace) : createMemoryCache(() => clock.now().getTime()));
  const { envVars: _envVars, ...deps } = overrides;
  const app = await buildApp({
    env,
    database,
    cache,
    clock,
    redisNamespace,
    ...(redis ? { redis } : {}),
    ...deps,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    cache,
    env,
    async close() {
      await app.close();
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
