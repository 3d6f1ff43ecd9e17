// The server answers 404 for a path no page claims (modules/site-pages): its list of page paths and
// the router must agree, or a real page would be refused or a wrong turn answered 200.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { CONTENT_PAGE_PATTERNS, FIXED_PAGE_PATTERNS } from '@fairdraw/domain';
import { createRoutes } from './routes';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : route.index ? [''] : []),
    ...paths(route.children ?? []),
  ]);
}

describe("the server's list of page paths", () => {
  it('names every page of the router except the offers and the catch-all, and nothing else', () => {
    const routed = paths(createRoutes()).filter((path) => !path.startsWith(':') && path !== '*');
    expect([...routed].sort()).toEqual([...FIXED_PAGE_PATTERNS, ...CONTENT_PAGE_PATTERNS].sort());
  });
});
