// The API's flood guard: per client address, and shared by every server process when Redis is used.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisClient } from '../src/lib/redis';
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

  it('holds each sign-in call to its own, tighter limit per address', async () => {
    const test = await open({ authAttemptsPerMinute: 3 });
    const attempts = [
      {
        url: '/v2/login',
        payload: { credentials: { email: 'a@example.com', password: 'wrong password 1' } },
      },
      { url: '/v2/check-email', payload: { email_or_token: 'a@example.com' } },
      { url: '/v2/password/forgot', payload: { email: 'a@example.com' } },
      { url: '/v2/autologin', payload: { token: 'not-a-real-token' } },
    ];
    for (const attempt of attempts) {
      for (let i = 0; i < 3; i += 1)
        expect((await call(test, { method: 'POST', ...attempt })).status, attempt.url).not.toBe(429);
      const limited = await call(test, { method: 'POST', ...attempt });
      expect(limited.status, attempt.url).toBe(429);
      expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
    }
    // The rest of the API keeps its own, wider limit.
    expect((await call(test, { url: '/v2/config' })).status).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'shares the login limit between two server processes on Redis',
    async () => {
      const redis = createRedisClient(process.env.REDIS_URL ?? '');
      const redisNamespace = `fairdraw-test:${randomUUID()}:`;
      const attempt = {
        method: 'POST' as const,
        url: '/v2/login',
        payload: { credentials: { email: 'a@example.com', password: 'wrong password 1' } },
      };
      try {
        const first = await open({ authAttemptsPerMinute: 4, redis, redisNamespace });
        const second = await open({ authAttemptsPerMinute: 4, redis, redisNamespace });
        for (const test of [first, second, first, second])
          expect((await call(test, attempt)).status).toBe(401);
        expect((await call(first, attempt)).status).toBe(429);
        expect((await call(second, attempt)).status).toBe(429);
      } finally {
        await Promise.all(opened.splice(0).map((test) => test.close()));
        redis.disconnect();
      }
    },
  );

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
