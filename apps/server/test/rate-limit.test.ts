// The API's flood guard: per client address, and shared by every server process when Redis is used.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisClient } from '../src/lib/cache';
import { call, createTestApp, type TestApp } from './support';

const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((test) => test.close()));
});

async function open(options: Parameters<typeof createTestApp>[0]) {
  const test = await createTestApp(options);
  opened.push(test);
  return test;
}

describe('rate limits', () => {
  it('answers 429 in the error shape once an address goes over the limit', async () => {
    const test = await open({ rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i += 1) expect((await call(test, { url: '/v2/config' })).status).toBe(200);
    const limited = await call(test, { url: '/v2/config' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ result: null, error: { code: 'rate_limited' } });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts each customer separately behind a trusted load balancer', async () => {
    const test = await open({ rateLimitPerMinute: 2, envVars: { TRUST_PROXY: 'true' } });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await call(test, { url: '/v2/config', headers: from('203.0.113.1') })).status).toBe(200);
    expect((await call(test, { url: '/v2/config', headers: from('203.0.113.1') })).status).toBe(200);
    expect((await call(test, { url: '/v2/config', headers: from('203.0.113.1') })).status).toBe(429);
    expect((await call(test, { url: '/v2/config', headers: from('203.0.113.2') })).status).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)('shares one count between two server processes on Redis', async () => {
    const redis = createRedisClient(process.env.REDIS_URL ?? '');
    const redisNamespace = `fairdraw-test:${randomUUID()}:`;
    try {
      const first = await open({ rateLimitPerMinute: 4, redis, redisNamespace });
      const second = await open({ rateLimitPerMinute: 4, redis, redisNamespace });
      expect((await call(first, { url: '/v2/config' })).status).toBe(200);
      expect((await call(second, { url: '/v2/config' })).status).toBe(200);
      expect((await call(first, { url: '/v2/config' })).status).toBe(200);
      expect((await call(second, { url: '/v2/config' })).status).toBe(200);
      // The fifth request overall is over the limit, whichever process gets it.
      expect((await call(first, { url: '/v2/config' })).status).toBe(429);
      expect((await call(second, { url: '/v2/config' })).status).toBe(429);
    } finally {
      await Promise.all(opened.splice(0).map((test) => test.close()));
      redis.disconnect();
    }
  });
});
