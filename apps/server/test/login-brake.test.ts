// The per-account brake on password guessing (issue 14): failed logins for one e-mail address from many
// client addresses are slowed, alike for addresses with and without an account, never for long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brakeDelayMs,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  MAX_DELAY_MS,
} from '../src/modules/accounts/login-brake';
import { call, createTestApp, signUp, type TestApp } from './support';

let test: TestApp;
beforeAll(async () => {
  // Behind a trusted load balancer each attempt below comes from its own address, so the per-address
  // limit never answers: whatever slows them is the per-account brake.
  test = await createTestApp({ envVars: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await test.close();
});

let nextAddress = 1;
function login(email: string, password: string) {
  nextAddress += 1;
  const address = `198.51.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
  return call(test, {
    method: 'POST',
    url: '/v2/login',
    payload: { credentials: { email, password } },
    headers: { 'x-forwarded-for': address },
  });
}
/** The answer without what differs on every response anyway. */
const shape = (response: { status: number; raw: string; headers: Record<string, unknown> }) => ({
  status: response.status,
  retryAfter: response.headers['retry-after'],
  body: response.raw,
});

describe('per-account login brake', () => {
  it('slows failures from many addresses, the same way for an address with and without an account', async () => {
    const customer = await signUp(test);
    const nobody = 'nobody.at.all@example.com';
    for (let index = 0; index < FREE_FAILURES; index += 1) {
      expect((await login(customer.email, 'not my password 1')).status).toBe(401);
      expect((await login(nobody, 'not my password 1')).status).toBe(401);
    }
    // The sixth attempt, even with the right password, waits a second after the fifth failure.
    const braked = await login(customer.email, customer.password);
    const unknown = await login(nobody, 'not my password 1');
    expect(braked.status).toBe(429);
    expect(braked.headers['retry-after']).toBe('1');
    expect(braked.body).toMatchObject({ error: { code: 'rate_limited' }, details: { retryAfterSeconds: 1 } });
    expect(String((braked.body as { error: { message: string } }).error.message)).toContain('wait a second');
    expect(shape(unknown)).toEqual(shape(braked));

    // Once the wait is over the right password signs in, and the count starts again.
    test.clock.advance(1_000);
    expect((await login(customer.email, customer.password)).status).toBe(200);
    expect((await login(customer.email, 'not my password 1')).status).toBe(401);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('doubles the wait after each further failure, up to 30 seconds, and forgets after 15 minutes', async () => {
    const customer = await signUp(test);
    for (let index = 0; index < FREE_FAILURES; index += 1)
      expect((await login(customer.email, 'not my password 1')).status).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      // While braked, an attempt is refused without counting; after the wait it fails again.
      const braked = await login(customer.email, 'not my password 1');
      expect(braked.status).toBe(429);
      waits.push(String(braked.headers['retry-after']));
      test.clock.advance(Number(braked.headers['retry-after']) * 1000);
      expect((await login(customer.email, 'not my password 1')).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '30', '30', '30']);
    expect(brakeDelayMs(FREE_FAILURES + 20)).toBe(MAX_DELAY_MS);

    // A customer is never held for longer than the longest wait.
    test.clock.advance(MAX_DELAY_MS);
    expect((await login(customer.email, customer.password)).status).toBe(200);

    // Failures are forgotten 15 minutes after the last one.
    for (let index = 0; index < FREE_FAILURES; index += 1)
      expect((await login(customer.email, 'not my password 1')).status).toBe(401);
    expect((await login(customer.email, 'not my password 1')).status).toBe(429);
    test.clock.advance(FORGET_AFTER_MS);
    for (let index = 0; index < FREE_FAILURES; index += 1)
      expect((await login(customer.email, 'not my password 1')).status).toBe(401);
  });
});
