import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discoveredServiceSchema } from '@fairdraw/contracts';
import { isDiscoveredService } from './discovery';
import { ApiError } from './errors';
import { envelope, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('discovery', () => {
  it('resolves relative base URLs against the discovery origin and keeps absolute ones', async () => {
    const client = server.client();
    expect(await client.serviceBase('main')).toBe(`${server.origin}/v2`);
    expect(await client.serviceBase('cms')).toBe(`${server.origin}/cms`);
    expect(await client.serviceBase('social')).toBe(`${server.origin}/social`);
    // Signed like any other call (the server refuses unsigned discovery), and fetched once.
    expect(server.hits('/discover')).toHaveLength(1);
  });

  it('uses the services the page carries without asking, and asks when they are unusable', async () => {
    const carried = { services: [{ service: 'main', version: '3.0', baseUrl: '/v2' }] };
    expect(await server.client({ discovered: carried }).serviceBase('main')).toBe(`${server.origin}/v2`);
    expect(server.hits('/discover')).toHaveLength(0);

    expect(await server.client({ discovered: { services: 'none' } }).serviceBase('main')).toBe(
      `${server.origin}/v2`,
    );
    expect(server.hits('/discover')).toHaveLength(1);
  });

  it('sends requests to the discovered base of the chosen service', async () => {
    server.route('GET', '/cms/items/pages', () => ({ json: envelope([{ slug: 'about' }]) }));
    const response = await server.client().get('/items/pages', undefined, { service: 'cms' });
    expect(response.result).toEqual([{ slug: 'about' }]);
  });

  it('shares one discovery fetch between concurrent first calls', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.route('GET', '/discover', async () => {
      await gate;
      return { json: envelope({ services: [{ service: 'main', version: '3.0', base_url: '/v2' }] }) };
    });
    server.route('GET', '/v2/branding', () => ({ json: envelope({ name: 'Fairdraw' }) }));
    const client = server.client();

    const pending = Promise.all([
      client.serviceBase('main'),
      client.serviceBase('main'),
      client.get('/branding'),
      client.get('/branding'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    const [first, second] = await pending;

    expect(first).toBe(`${server.origin}/v2`);
    expect(second).toBe(first);
    expect(server.hits('/discover')).toHaveLength(1);
    expect(server.hits('/v2/branding')).toHaveLength(2);
  });

  it('names an unknown service in its error', async () => {
    const reported: ApiError[] = [];
    const client = server.client({ report: (e) => reported.push(e) });
    const error = await client.serviceBase('rewards').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('"rewards"');
    expect((error as ApiError).message).toContain(server.discoveryUrl);
    expect(reported).toEqual([error]);
  });

  it('fetches discovery again after a failed attempt', async () => {
    server.route('GET', '/discover', () => ({ status: 503, json: envelope(null) }));
    const client = server.client();
    await expect(client.serviceBase('main')).rejects.toMatchObject({ status: 503 });

    server.reset();
    expect(await client.serviceBase('main')).toBe(`${server.origin}/v2`);
  });

  it('rejects a discovery answer without a service list', async () => {
    server.route('GET', '/discover', () => ({ json: envelope({ nothing: true }) }));
    await expect(server.client().serviceBase('main')).rejects.toThrow(/did not return a list of services/);
  });

  it('leaves base URLs relative when the discovery URL is relative (same-origin browser)', async () => {
    server.route('GET', '/v2/tips', () => ({ json: envelope(['Play early']) }));
    const requested: string[] = [];
    // Stands in for a browser, where fetch resolves relative URLs against the page.
    const browserFetch: typeof fetch = (input, init) => {
      requested.push(String(input));
      return fetch(new URL(String(input), server.origin), init);
    };
    const client = server.client({ discoveryUrl: '/discover', fetch: browserFetch });

    expect(await client.serviceBase('main')).toBe('/v2');
    expect((await client.get('/tips')).result).toEqual(['Play early']);
    expect(requested).toEqual(['/discover', '/v2/tips']);
  });
});

describe("the client's check of a discovery entry", () => {
  it('accepts and refuses what the contract does', () => {
    const entries: unknown[] = [
      { service: 'main', version: '3.0', baseUrl: '/v2' },
      { service: 'placement', version: '1', baseUrl: 'https://elsewhere.example/recommend', extra: 1 },
      { service: 'teleport', version: '1', baseUrl: '/t' },
      { service: 'main', version: 3, baseUrl: '/v2' },
      { service: 'main', version: '3.0' },
      null,
      'main',
    ];
    for (const entry of entries)
      expect(isDiscoveredService(entry), JSON.stringify(entry)).toBe(
        discoveredServiceSchema.safeParse(entry).success,
      );
  });
});
