// The server answers 404 for a path no page claims (modules/site-pages): its list of page paths and
// the router must agree, or a real page would be refused or a wrong turn answered 200.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { CONTENT_PAGE_PATTERNS, FIXED_PAGE_PATTERNS } from '@fairdraw/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findLazyRoutes, ROUTE_FILES } from '../../entry-chunks';
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

function lazyPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.lazy ? [route.path ?? (route.index ? '' : '?')] : []),
    ...lazyPaths(route.children ?? []),
  ]);
}

// The build preloads a first visit's page chunks from what it reads in the route files (entry-chunks.ts).
describe("the build's table of page chunks", () => {
  it('finds every lazy page of the router, and what each one imports', () => {
    const webRoot = path.resolve(import.meta.dirname, '../..');
    const found = findLazyRoutes(ROUTE_FILES.map((file) => readFileSync(path.join(webRoot, file), 'utf8')));
    expect(found.map((route) => route.path).sort()).toEqual(lazyPaths(createRoutes()).sort());
    for (const route of found) expect(route.imports, route.path).not.toEqual([]);
    expect(found.find((route) => route.path === '')?.imports).toContain(
      '../features/catalogue/routes/home-route',
    );
  });
});
