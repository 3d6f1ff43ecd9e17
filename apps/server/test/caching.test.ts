// Caching comes from the endpoint table (Endpoint.cache), never from a handler: a public read is kept
// for its entry's time, and anything signed in, any operator answer and any error is never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, customerHeaders, signUp, type TestApp } from './support';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

describe('Cache-Control', () => {
  const cacheOf = async (url: string, headers: Record<string, string> = {}) => {
    const response = await call(test, { method: 'GET', url, headers });
    return `${response.status} ${String(response.headers['cache-control'])}`;
  };

  it("keeps a public read for its entry's time, and never an error", async () => {
    expect(await cacheOf('/v2/ticket-check/lotteries')).toBe('200 public, max-age=60');
    expect(await cacheOf('/v2/config')).toBe('200 private, max-age=60');
    expect(await cacheOf('/v2/statistics/no_such_game')).toBe('404 no-store');
  });

  it('never stores a signed-in or operator answer, refused or not', async () => {
    const customer = await signUp(test);
    expect(await cacheOf('/v2/customer', customerHeaders(customer, test.clock.now()))).toBe('200 no-store');
    expect(await cacheOf('/v2/customer')).toBe('401 no-store');
    expect(await cacheOf('/ops/draws/saturday_lotto/1')).toBe('401 no-store');
  });
});
