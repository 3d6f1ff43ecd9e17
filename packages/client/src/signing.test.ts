import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionCredentials } from './api';
import { createCartlessClient } from './cartless';
import { ApiError } from './errors';
import { APP_KEY_MISSING_MESSAGE, DISCOVERY_URL_MISSING_MESSAGE } from './messages';
import { APP_KEY, NOW, envelope, hmacHex, startTestServer } from './test-server';
import type { TestServer } from './test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const signedIn: SessionCredentials = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  customerId: '4021',
  customerToken: 'customer-token-1',
  sessionId: 'session-77',
  subVariant: 'b',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.route('GET', '/v2/config', () => ({ json: envelope({ ok: true }) }));
  server.route('POST', '/v2/cart/promotion', () => ({ json: envelope(null) }));
  server.route('POST', '/v2/cart/items', () => ({ json: envelope(null) }));
});

describe('signed headers', () => {
  it('signs an anonymous request with the app key, timestamp and an empty customer token', async () => {
    const response = await server.client().get('/config');
    expect(response.status).toBe(200);

    const [seen] = server.hits('/v2/config');
    expect(seen?.headers['x-app-key']).toBe(APP_KEY);
    expect(seen?.headers['x-timestamp']).toBe(String(NOW));
    expect(seen?.headers['x-signature']).toBe(hmacHex(APP_KEY, String(NOW), ''));
    expect(seen?.headers['x-api-version']).toBe('3.0');
    expect(seen?.headers['x-request-id']).toMatch(UUID);
    expect(seen?.headers['content-type']).toBe('application/json');
    for (const absent of ['x-session-id', 'x-sub-variant', 'x-customer-id', 'authorization']) {
      expect(seen?.headers[absent]).toBeUndefined();
    }
  });

  it('adds the session headers and signs over the customer token when signed in', async () => {
    await server.client({ getCredentials: () => signedIn }).get('/config');

    const [seen] = server.hits('/v2/config');
    expect(seen?.headers['x-signature']).toBe(hmacHex(APP_KEY, String(NOW), 'customer-token-1'));
    expect(seen?.headers['x-session-id']).toBe('session-77');
    expect(seen?.headers['x-sub-variant']).toBe('b');
    expect(seen?.headers['x-customer-id']).toBe('4021');
    expect(seen?.headers.authorization).toBe('Bearer access-1');
  });

  it('is refused by the server when the secret is wrong', async () => {
    const error = await server
      .client({ appSecret: 'not-the-secret' })
      .get('/config')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_signature', message: 'Invalid signature' });
  });

  it('reads the clock on every request and gives each request its own id', async () => {
    let clock = NOW;
    const client = server.client({ now: () => clock });
    await client.get('/config');
    clock += 1234;
    await client.get('/config');

    const [first, second] = server.hits('/v2/config');
    expect(second?.headers['x-timestamp']).toBe(String(NOW + 1234));
    expect(second?.headers['x-signature']).toBe(hmacHex(APP_KEY, String(NOW + 1234), ''));
    expect(second?.headers['x-request-id']).not.toBe(first?.headers['x-request-id']);
  });

  it('sends the requested API version', async () => {
    await server.client().post('/cart/items', { productOfferKey: 'saturday_lotto' }, { apiVersion: '3.3' });
    expect(server.hits('/v2/cart/items')[0]?.headers['x-api-version']).toBe('3.3');
  });

  it('posts forms url-encoded and JSON bodies as JSON', async () => {
    const client = server.client();
    await client.post('/cart/promotion', { promotionCode: 'SPRING 10' }, { form: true });
    await client.post('/cart/items', { promotionCode: 'SPRING' });

    const [form] = server.hits('/v2/cart/promotion');
    expect(form?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form?.body).toBe('promotion_code=SPRING+10');
    const [json] = server.hits('/v2/cart/items');
    expect(json?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json?.body ?? '')).toEqual({ promotion_code: 'SPRING' });
  });
});

describe('configuration errors', () => {
  it('refuses to send anything without an app key', async () => {
    const reported: ApiError[] = [];
    const client = server.client({ appKey: undefined, report: (e) => reported.push(e) });
    const error = await client.get('/config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(APP_KEY_MISSING_MESSAGE);
    expect(APP_KEY_MISSING_MESSAGE).toBe('appKey is not defined, please check your config.');
    expect(server.requests).toHaveLength(0);
    expect(reported).toEqual([error]);
  });

  it('refuses to resolve services without a discovery URL', async () => {
    const client = server.client({ discoveryUrl: undefined });
    await expect(client.get('/config')).rejects.toThrow(DISCOVERY_URL_MISSING_MESSAGE);
    await expect(client.serviceBase('main')).rejects.toBeInstanceOf(ApiError);
    expect(DISCOVERY_URL_MISSING_MESSAGE).toBe('discovery service url is not set');
    expect(server.requests).toHaveLength(0);
  });
});

describe('cart-less client', () => {
  it('sends only a timestamp and a request id', async () => {
    server.route('GET', '/blank.html', () => ({ text: '<!doctype html>', contentType: 'text/html' }), {
      unsigned: true,
    });
    const status = await createCartlessClient({ now: () => NOW }).ping(`${server.origin}/blank.html`);
    expect(status).toBe(200);

    const [seen] = server.hits('/blank.html');
    expect(seen?.headers['x-timestamp']).toBe(String(NOW));
    expect(seen?.headers['x-request-id']).toMatch(UUID);
    for (const absent of ['x-app-key', 'x-signature', 'x-api-version', 'authorization', 'x-customer-id']) {
      expect(seen?.headers[absent]).toBeUndefined();
    }
  });

  it('reads envelopes camelCased and fails like the main client', async () => {
    server.route('GET', '/v2/locate', () => ({ json: envelope({ country_code: 'AU' }) }), { unsigned: true });
    const client = createCartlessClient();
    const response = await client.request<{ countryCode: string }>(`${server.origin}/v2/locate`, {
      query: { clearCache: true },
    });
    expect(response.result).toEqual({ countryCode: 'AU' });
    expect(server.hits('/v2/locate')[0]?.query.get('clear_cache')).toBe('true');
    server.route('GET', '/gone.html', () => ({ status: 404, text: 'gone', contentType: 'text/html' }), {
      unsigned: true,
    });
    await expect(client.ping(`${server.origin}/gone.html`)).rejects.toMatchObject({ status: 404 });
  });
});
