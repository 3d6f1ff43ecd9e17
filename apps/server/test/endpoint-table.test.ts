// The endpoint table (packages/contracts/src/endpoints) against the real app: every route Fastify has is
// an entry of the table or on the exception list with a reason, every entry is a route, and each route
// enforces the access its entry names. /openapi.json lists exactly the table's calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointKey, endpointParamNames, endpointUrl, listEndpoints } from '@fairdraw/contracts';
import { createTestApp, type TestApp } from './support';
import { caseKey, isOps, routeInventory, type DiscoveredRoute } from './route-inventory';
import { ENDPOINT_EXCEPTIONS, isWebAppFile } from '../src/plugins/endpoint-exceptions';
import { OffsetClock } from '../src/lib/clock';

const inventory = routeInventory();
let test: TestApp;
// Keyed as caseKey lists routes: a trailing slash (GET /info/pricing/, shop-core §7) is left off.
const table = new Map(
  listEndpoints().map((entry) => [endpointKey(entry.endpoint).replace(/(.)\/$/, '$1'), entry]),
);
const API_PREFIXES = [
  '/discover',
  '/v2',
  '/cms',
  '/translation',
  '/customer-verify',
  '/recommend',
  '/ops',
  '/payment-gateway',
  '/payments',
  '/3ds',
];

/** HEAD routes are Fastify's copies of GET routes. */
const ownRoutes = (): DiscoveredRoute[] => inventory.routes.filter((route) => route.method !== 'HEAD');

beforeAll(async () => {
  // An OffsetClock, as test servers run on: POST /ops/clock exists only with it (decision 0017).
  test = await createTestApp({ onRoute: inventory.onRoute, clock: new OffsetClock() });
});

afterAll(async () => {
  await test?.close();
});

describe('the endpoint table', () => {
  it('has an entry for every route, or the route is an exception with a reason', () => {
    const missing = ownRoutes()
      .map(caseKey)
      .filter((key) => !table.has(key) && !(key in ENDPOINT_EXCEPTIONS))
      .filter((key) => !isWebAppFile(key.split(' ')[1]!, API_PREFIXES));
    expect(
      missing,
      'Routes outside the endpoint table: add an entry in packages/contracts/src/endpoints and register ' +
        'it with route() (plugins/endpoint.ts), or, for a page or file, add it to ENDPOINT_EXCEPTIONS with why.',
    ).toEqual([]);
  });

  it('has a route for every entry', () => {
    const registered = new Set(ownRoutes().map(caseKey));
    const unrouted = [...table.keys()].filter((key) => !registered.has(key));
    expect(unrouted, 'Entries no route serves: register them, or remove them from the table.').toEqual([]);
  });

  it('lists no exception that is also an entry', () => {
    expect(Object.keys(ENDPOINT_EXCEPTIONS).filter((key) => table.has(key))).toEqual([]);
  });

  it('names the access each route enforces', () => {
    const wrong: string[] = [];
    for (const route of ownRoutes()) {
      const entry = table.get(caseKey(route));
      if (!entry) continue;
      const { access } = entry.endpoint;
      const enforced = isOps(route) ? 'operator' : route.customerOnly ? 'customer' : 'anyone';
      if (access !== enforced) wrong.push(`${route.key}: the table says ${access}, the route is ${enforced}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every entry a params schema with exactly its path parameters', () => {
    const wrong = listEndpoints()
      .map(({ endpoint }) => {
        const inPath = endpointParamNames(endpoint).sort().join();
        const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
        return inPath === Object.keys(shape).sort().join() ? null : endpointKey(endpoint);
      })
      .filter((key) => key !== null);
    expect(wrong).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('is served at /openapi.json without a signature and lists exactly the table’s calls', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`,
        ),
      )
      .sort();
    const expected = listEndpoints()
      .map(({ endpoint }) => `${endpoint.method} ${endpointUrl(endpoint).replace(/:[A-Za-z0-9_]+/g, '{}')}`)
      .sort();
    expect(documented).toEqual(expected);
  });

  it('has a reference page at /docs/api that reads it, not the web app', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/docs/api/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/openapi.json');
    expect(page.body).not.toContain('fairdraw-config');
    // Nothing of Scalar's hosted services: no assistant, MCP server, telemetry or request client.
    const settings = /createApiReference\('#app', (\{[\s\S]*?\})\)/.exec(page.body)?.[1];
    expect(JSON.parse(settings ?? '{}')).toMatchObject({
      url: '/openapi.json',
      agent: { disabled: true },
      mcp: { disabled: true },
      telemetry: false,
      hideClientButton: true,
    });
    const script = await test.app.inject({ method: 'GET', url: '/docs/api/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('createApiReference');
    const bare = await test.app.inject({ method: 'GET', url: '/docs/api' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/docs/api/');
    const elsewhere = await test.app.inject({ method: 'GET', url: '/docs/api/nothing-here' });
    expect(elsewhere.statusCode).toBe(404);
  });
});
