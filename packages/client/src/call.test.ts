import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@fairdraw/contracts';
import { ContractMismatchError, createCall, fillEndpointPath } from './call';
import { envelope, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('call', () => {
  it("fills the entry's path, sends its method and API version, and answers the result", async () => {
    server.route('GET', '/v2/draw/details/saturday_lotto/4512/winners', () => ({
      json: envelope({ product_offer_key: 'saturday_lotto' }),
    }));
    const call = createCall(server.client(), { validateResponses: false });
    const response = await call(endpoints.results.winners, {
      params: { productOfferKey: 'saturday_lotto', drawNo: 4512 },
    });
    expect(response.result).toEqual({ productOfferKey: 'saturday_lotto' });
    const [seen] = server.hits('/v2/draw/details/saturday_lotto/4512/winners');
    expect(seen?.method).toBe('GET');
    expect(seen?.headers['x-api-version']).toBe('3.6');
  });

  it('finds the placement service in discovery, and reads its 204 as no result without a mismatch', async () => {
    server.route('GET', '/recommend/placement', () => ({ status: 204 }));
    const call = createCall(server.client(), { validateResponses: true });
    const response = await call(endpoints.placements.placements, { query: { keys: 'feature_placement' } });
    expect(response.status).toBe(204);
    expect(response.result).toBeNull();
    const [seen] = server.hits('/recommend/placement');
    expect(seen?.query.get('keys')).toBe('feature_placement');
  });

  it('sends the body snake_case, the query, and the Idempotency-Key of a money call', async () => {
    server.route('POST', '/v2/event', () => ({ status: 202, json: envelope({ accepted: true }) }));
    const call = createCall(server.client());
    const response = await call(
      endpoints.startup.event,
      { body: { category: 'analytics', eventType: 'page_view', name: 'home' } },
      { idempotencyKey: 'key-12345678' },
    );
    expect(response.status).toBe(202);
    const [seen] = server.hits('/v2/event');
    expect(JSON.parse(seen?.body ?? '')).toEqual({
      category: 'analytics',
      event_type: 'page_view',
      name: 'home',
    });
    expect(seen?.headers['x-api-version']).toBe('3.0');
    expect(seen?.headers['idempotency-key']).toBe('key-12345678');
  });

  it('checks the answer against the entry and names the call when it does not match', async () => {
    server.route('GET', '/v2/logout', () => ({ json: envelope({ logged_out: 'yes' }) }));
    const call = createCall(server.client(), { validateResponses: true });
    const failure = await call(endpoints.session.logout, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractMismatchError);
    expect((failure as Error).message).toMatch(/^GET \/v2\/logout answered a result that does not match/);
    expect((failure as Error).message).toContain('loggedOut');
  });

  it('passes an answer that matches, keeping fields the schema does not name', async () => {
    server.route('GET', '/v2/logout', () => ({ json: envelope({ logged_out: true, extra: 1 }) }));
    const response = await createCall(server.client())(endpoints.session.logout, {});
    expect(response.result).toEqual({ loggedOut: true, extra: 1 });
  });

  it('does not check answers when told not to (production builds)', async () => {
    server.route('GET', '/v2/logout', () => ({ json: envelope({ logged_out: 'yes' }) }));
    const call = createCall(server.client(), { validateResponses: false });
    expect((await call(endpoints.session.logout, {})).result).toEqual({ loggedOut: 'yes' });
  });
});

describe('fillEndpointPath', () => {
  it('encodes each parameter and refuses a missing one', () => {
    expect(fillEndpointPath('/anon-cart/:token/items/:id', { token: 'a/b', id: 7 })).toBe(
      '/anon-cart/a%2Fb/items/7',
    );
    expect(() => fillEndpointPath('/orders/:id', {})).toThrow('/orders/:id needs :id');
  });
});
