// The wire contract of docs/api.md, checked over HTTP against a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, SIGNATURE_MAX_SKEW_MS, toCamelCase } from '@fairdraw/contracts';
import { call, createTestApp, signedHeaders, type TestApp } from './support';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

/** Checks the documented error shape; takes a camelCased body or the raw wire text. */
function expectErrorShape(body: Record<string, unknown> | string) {
  const parsed = errorEnvelopeSchema.parse(typeof body === 'string' ? toCamelCase(JSON.parse(body)) : body);
  expect(parsed.result).toBeNull();
  expect(parsed.messages.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/); // never a stack trace
  return parsed;
}

describe('signed requests', () => {
  it('accepts a correctly signed request and wraps the answer in the envelope', async () => {
    const response = await call(test, { method: 'GET', url: '/v2/config' });
    expect(response.status).toBe(200);
    expect(Object.keys(JSON.parse(response.raw)).sort()).toEqual([
      'links',
      'messages',
      'page_info',
      'result',
    ]);
    expect(response.body.result).toMatchObject({ siteName: 'Fairdraw', baseCurrency: 'AUD' });
  });

  it('refuses an unsigned request with 401 in the error shape', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/v2/config' });
    expect(response.statusCode).toBe(401);
    const body = expectErrorShape(response.body);
    expect(body.error?.code).toBe('missing_signature');
  });

  it('refuses a wrong signature', async () => {
    const headers = { ...signedHeaders({ now: test.clock.now() }), 'x-signature': 'ab'.repeat(32) };
    const response = await test.app.inject({ method: 'GET', url: '/v2/config', headers });
    expect(response.statusCode).toBe(401);
    expect(expectErrorShape(response.body).error?.code).toBe('invalid_signature');
  });

  it('refuses a request signed with another secret or app key', async () => {
    const otherSecret = signedHeaders({ now: test.clock.now(), appSecret: 'not-the-secret' });
    expect((await test.app.inject({ url: '/v2/config', headers: otherSecret })).statusCode).toBe(401);
    const otherKey = signedHeaders({ now: test.clock.now(), appKey: 'someone-else' });
    const response = await test.app.inject({ url: '/v2/config', headers: otherKey });
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body).error.code).toBe('unknown_app_key');
  });

  it.each([
    ['more than five minutes old', -SIGNATURE_MAX_SKEW_MS - 1_000, 401],
    ['more than five minutes ahead', SIGNATURE_MAX_SKEW_MS + 1_000, 401],
    ['four minutes old', -4 * 60_000, 200],
  ])('a timestamp %s gets %i', async (_label, offsetMs, status) => {
    const now = new Date(test.clock.now().getTime() + offsetMs);
    const response = await test.app.inject({ url: '/v2/config', headers: signedHeaders({ now }) });
    expect(response.statusCode).toBe(status);
    if (status === 401) expect(JSON.parse(response.body).error.code).toBe('stale_timestamp');
  });

  it('refuses a customer id it cannot match to a customer token', async () => {
    const response = await call(test, { url: '/v2/config', headers: { 'x-customer-id': 'cus_unknown' } });
    expect(response.status).toBe(401);
  });

  it('checks the signature on every service prefix, including ones with no routes yet', async () => {
    for (const prefix of [
      '/discover',
      '/cms/items',
      '/social/group',
      '/gamify/v4/config',
      '/recommend/placement',
    ]) {
      expect((await test.app.inject({ url: prefix })).statusCode).toBe(401);
    }
    const signed = await call(test, { url: '/social/group' });
    expect(signed.status).toBe(404);
    expect(expectErrorShape(signed.body).error?.code).toBe('not_found');
  });
});

describe('API versions', () => {
  it.each(['3.0', '3.5', '3.9'])('accepts %s', async (version) => {
    const response = await call(test, { url: '/v2/config', headers: { 'x-api-version': version } });
    expect(response.status).toBe(200);
  });

  it.each(['2.9', '4.0', '3.10', 'latest'])('refuses %s with a clear message', async (version) => {
    const response = await call(test, { url: '/v2/config', headers: { 'x-api-version': version } });
    expect(response.status).toBe(400);
    const body = expectErrorShape(response.body);
    expect(body.error?.code).toBe('unsupported_api_version');
    expect(body.error?.message).toMatch(/3\.0 to 3\.9/);
  });
});

describe('bad input', () => {
  it('answers a bad query parameter with a field error in wire casing', async () => {
    const response = await call(test, { url: '/v2/pricing/web/product_offers?num_draws=0' });
    expect(response.status).toBe(400);
    const wire = JSON.parse(response.raw);
    expect(Object.keys(wire.errors)).toEqual(['num_draws']);
    expect(wire.errors.num_draws[0]).toEqual({
      code: 'invalid',
      message: 'Please enter a value of at least 1.',
    });
  });

  it('answers a malformed path parameter with a field error, not a 500', async () => {
    const response = await call(test, { url: '/v2/pricing/%3Cscript%3E/product_offers' });
    expect(response.status).toBe(400);
    expect(Object.keys(expectErrorShape(response.body).errors ?? {})).toEqual(['pricingName']);
  });

  it('answers an unknown pricing with 404', async () => {
    const response = await call(test, { url: '/v2/pricing/nope/product_offers' });
    expect(response.status).toBe(404);
    expectErrorShape(response.body);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/event',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.status).toBe(400);
    expect(expectErrorShape(response.body).error?.code).toBe('invalid_json');
  });

  it('answers an oversized body with 413', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/event',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(expectErrorShape(response.body).error?.code).toBe('payload_too_large');
  });

  it('reads a snake_case body and names missing and wrong fields in wire casing', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/event',
      payload: { category: 'user', event_type: 'Feedback Event!' },
    });
    expect(response.status).toBe(400);
    const wire = JSON.parse(response.raw);
    expect(wire.errors).toEqual({
      event_type: [{ code: 'invalid', message: 'Use lower-case letters, digits and underscores.' }],
      name: [{ code: 'required', message: 'This field is required' }],
    });
    const accepted = await call(test, {
      method: 'POST',
      url: '/v2/event',
      payload: { category: 'analytics', event_type: 'page_view', name: 'home' },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body.result).toEqual({ accepted: true });
  });

  it('reads form-encoded bodies the same way as JSON', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/event',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'category=analytics&event_type=page_view&name=home',
    });
    expect(response.status).toBe(202);
  });

  it('answers a body type it does not read with 415', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/event',
      headers: { 'content-type': 'application/xml' },
      payload: '<event/>',
    });
    expect(response.status).toBe(415);
    expectErrorShape(response.body);
  });

  it('answers an unknown API path with an enveloped 404', async () => {
    const response = await call(test, { url: '/v2/no-such-call' });
    expect(response.status).toBe(404);
    expect(expectErrorShape(response.body).error?.code).toBe('not_found');
  });
});

describe('operations', () => {
  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const kept = await call(test, { url: '/v2/config', headers: { 'x-request-id': 'abc-123_DEF' } });
    expect(kept.headers['x-request-id']).toBe('abc-123_DEF');
    const replaced = await call(test, { url: '/v2/config', headers: { 'x-request-id': 'bad id <>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers and no CORS permission by default', async () => {
    const response = await test.app.inject({
      url: '/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports health and readiness without a signature', async () => {
    expect((await test.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', ...(process.env.REDIS_URL ? { redis: 'ok' } : {}) },
    });
  });
});

describe('the web app', () => {
  it.each([
    ['/', 200],
    ['/lotto-tickets', 200],
    ['/powerball', 200],
    // A wrong turn still gets the app (it shows the 404 page), with the status that says so.
    ['/no/such/page', 404],
  ])('serves index.html with the runtime config for %s (%i)', async (url, status) => {
    const response = await test.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    const match = /<script id="fairdraw-config" type="application\/json">(.*?)<\/script>/.exec(response.body);
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual({
      discoveryUrl: '/discover',
      appKey: test.env.APP_KEY,
      appSecret: test.env.APP_SECRET,
    });
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const response = await test.app.inject({ url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});
