import { describe, expect, it } from 'vitest';
import { endpointRoutes } from './endpoint-routes';
import { endpoints, findEndpoint } from './endpoints';

describe('the route table', () => {
  it('is the endpoint table without its schemas (else run npm run contracts:routes)', () => {
    const routesOf = (
      table: Record<
        string,
        Record<string, { service: string; method: string; path: string; apiVersion: string }>
      >,
    ) =>
      Object.fromEntries(
        Object.entries(table).map(([area, entries]) => [
          area,
          Object.fromEntries(
            Object.entries(entries).map(([name, { service, method, path, apiVersion }]) => [
              name,
              { service, method, path, apiVersion },
            ]),
          ),
        ]),
      );
    expect(endpointRoutes).toEqual(routesOf(endpoints));
  });

  it('leads from a route back to its entry', () => {
    expect(endpointRoutes.cart.purchase).toEqual({
      service: 'main',
      method: 'POST',
      path: endpoints.cart.purchase.path,
      apiVersion: endpoints.cart.purchase.apiVersion,
    });
    expect(findEndpoint(endpointRoutes.cart.purchase)).toBe(endpoints.cart.purchase);
  });
});
