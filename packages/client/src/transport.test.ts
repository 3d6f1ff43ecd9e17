import { resolveObjectURL } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { envelope, errorBody, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('casing', () => {
  it('sends body keys snake_case at every depth and leaves values alone', async () => {
    server.route('POST', '/v2/cart/items', () => ({ json: envelope(null) }));
    await server.client().post('/cart/items', {
      productOfferKey: 'saturday_lotto',
      numDraws: 4,
      recurringPurchase: { type: 'weekly', enabled: true },
      lines: [{ mainNumbers: [1, 2, 3], label: 'camelCaseValue' }],
      addressLine2: 'Unit 4',
    });
    expect(JSON.parse(server.hits('/v2/cart/items')[0]?.body ?? '')).toEqual({
      product_offer_key: 'saturday_lotto',
      num_draws: 4,
      recurring_purchase: { type: 'weekly', enabled: true },
      lines: [{ main_numbers: [1, 2, 3], label: 'camelCaseValue' }],
      address_line_2: 'Unit 4',
    });
  });

  it('turns a GET body and query into a snake_case query string without empty values', async () => {
    server.route('GET', '/v2/draws/pricing/web/past', () => ({ json: envelope([]) }));
    await server.client().request({
      path: '/draws/pricing/web/past',
      body: { customerId: '12', category: undefined, offset: 0 },
      query: { limit: 5, brandingKey: null, clearCache: true },
    });
    const [seen] = server.hits('/v2/draws/pricing/web/past');
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({
      customer_id: '12',
      offset: '0',
      limit: '5',
      clear_cache: 'true',
    });
    expect(seen?.body).toBe('');
  });

  it('sends arrays in a query as bracketed repeats', async () => {
    server.route('GET', '/translation/en-AU/items', () => ({ json: envelope([]) }));
    server.route('GET', '/discover', () => ({
      json: envelope({ services: [{ service: 'translation', version: '1.0', base_url: '/translation' }] }),
    }));
    await server.client().get('/en-AU/items', undefined, {
      service: 'translation',
      body: { c: ['play', 'seo'], t: 'heading' },
    });
    const [seen] = server.hits('/translation/en-AU/items');
    expect(seen?.query.getAll('c[]')).toEqual(['play', 'seo']);
    expect(seen?.query.get('t')).toBe('heading');
  });

  it('returns every response key camelCased, including field error names', async () => {
    server.route('GET', '/v2/customer', () => ({
      json: envelope(
        { first_name: 'Ada', favourite_numbers: [{ main_numbers: [7] }], game_key: 'oz_lotto' },
        { page_info: { limit: 5, offset: 0, total: 9 }, links: { next_page: '/v2/customer?page=2' } },
      ),
    }));
    server.route('POST', '/v2/funds/bank-account', () => ({
      status: 422,
      json: errorBody({ errors: { account_number: [{ code: 'invalid', message: 'Check the number' }] } }),
    }));
    const client = server.client();

    const response = await client.get('/customer');
    expect(response.result).toEqual({
      firstName: 'Ada',
      favouriteNumbers: [{ mainNumbers: [7] }],
      gameKey: 'oz_lotto',
    });
    expect(response.pageInfo).toEqual({ limit: 5, offset: 0, total: 9 });
    expect(response.links).toEqual({ nextPage: '/v2/customer?page=2' });

    const error = await client.post('/funds/bank-account', {}).catch((e: unknown) => e);
    expect((error as ApiError).errors).toEqual({ accountNumber: ['Check the number'] });
  });
});

describe('envelope', () => {
  it('gives result, pageInfo, links, messages and status', async () => {
    const messages = [{ level: 'success', message: 'Promotion added' }];
    server.route('POST', '/v2/cart/promotion', () => ({
      status: 201,
      json: envelope({ total: 5 }, { messages }),
    }));
    const response = await server.client().post('/cart/promotion', { promotionCode: 'SPRING' });
    expect(response).toEqual({ status: 201, result: { total: 5 }, pageInfo: null, links: null, messages });
  });

  it('gives only a status for an empty successful body', async () => {
    const reported: ApiError[] = [];
    server.route('DELETE', '/v2/cart/items/9', () => ({ status: 204 }));
    const response = await server.client({ report: (e) => reported.push(e) }).delete('/cart/items/9');
    expect(response).toEqual({ status: 204, result: null, pageInfo: null, links: null, messages: [] });
    expect(reported).toEqual([]);
  });

  it('reports an empty body on an error status and raises an empty failure', async () => {
    const reported: ApiError[] = [];
    server.route('GET', '/v2/cart/items', () => ({ status: 404 }));
    const client = server.client({ report: (e) => reported.push(e) });
    const error = await client.get('/cart/items').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const url = `${server.origin}/v2/cart/items`;
    expect(error).toMatchObject({
      status: 404,
      url,
      errors: {},
      messages: [],
      message: `The API responded with a 404 error when requesting the following url: ${url}`,
    });
    expect(reported).toEqual([error]);
  });
});

describe('PDF responses', () => {
  it('become an object URL holding the PDF', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 ticket');
    server.route('GET', '/v2/tickets/31/pdf', () => ({ bytes: pdf, contentType: 'application/pdf' }));
    const response = await server.client().requestBlob({ path: '/tickets/31/pdf' });

    expect(response.status).toBe(200);
    expect(response.contentType).toBe('application/pdf');
    expect(response.url).toMatch(/^blob:/);
    const blob = resolveObjectURL(response.url);
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(pdf);
    URL.revokeObjectURL(response.url);
  });

  it('raise the catalogue error when the server refuses', async () => {
    server.route('GET', '/v2/tickets/32/pdf', () => ({
      status: 404,
      json: errorBody({ error: { code: 'not_found', message: 'No such ticket' } }),
    }));
    await expect(server.client().requestBlob({ path: '/tickets/32/pdf' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      errors: { general: ['No such ticket'] },
    });
  });
});

describe('idempotency', () => {
  it('sends the Idempotency-Key only on calls that give one, and the same key on a replay', async () => {
    let calls = 0;
    server.route('POST', '/v2/cart/purchase', () =>
      ++calls === 1
        ? { status: 401, json: errorBody({ error: { code: 'unauthorized', message: 'expired' } }) }
        : { json: envelope({ checkoutId: 'c1' }) },
    );
    server.route('POST', '/v2/cart/items', () => ({ json: envelope(null) }));
    const client = server.client({ refreshSession: async () => true });
    await client.post('/cart/purchase', {}, { idempotencyKey: 'purchase-key-1' });
    await client.post('/cart/items', {});
    const keys = server.hits('/v2/cart/purchase').map((hit) => hit.headers['idempotency-key']);
    expect(keys).toEqual(['purchase-key-1', 'purchase-key-1']);
    expect(server.hits('/v2/cart/items')[0]?.headers['idempotency-key']).toBeUndefined();
  });
});
