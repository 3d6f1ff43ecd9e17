// Lists every route of the real app as Fastify adds it (an `onRoute` hook passed to buildApp), with
// whether it is guarded by the scope's `requireCustomer` (plugins/auth.ts). The access-control matrix
// (access-control.test.ts) is built from this list, so a new route is in it the moment it exists.
import type { FastifyInstance, RouteOptions, onRouteHookHandler } from 'fastify';

export interface DiscoveredRoute {
  method: string;
  /** The full pattern, prefix included, e.g. `/v2/orders/:id`. */
  url: string;
  /** `METHOD url`, the key the matrix's tables use. */
  key: string;
  /** Path parameter names in order, e.g. `['productOfferKey', 'drawNo']`. */
  params: string[];
  /** A route-level `onRequest`, `preParsing`, `preValidation` or `preHandler` is the scope's requireCustomer. */
  customerOnly: boolean;
  /** The route's zod schemas of body and query, when it has them (read by the hostile-input test). */
  schema: { body?: unknown; querystring?: unknown };
}

const GUARD_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The hook to pass as `onRoute` to buildApp, and the routes it has seen so far. */
export function routeInventory(): { onRoute: onRouteHookHandler; routes: DiscoveredRoute[] } {
  const routes: DiscoveredRoute[] = [];
  const onRoute: onRouteHookHandler = function (this: FastifyInstance, route: RouteOptions) {
    const guard = this.hasDecorator('requireCustomer') ? this.requireCustomer : undefined;
    const customerOnly =
      guard !== undefined &&
      GUARD_HOOKS.some((hook) => asList(route[hook as keyof RouteOptions]).includes(guard));
    for (const method of asList(route.method) as string[]) {
      const url = route.url || '/';
      routes.push({
        method,
        url,
        key: `${method} ${url}`,
        params: [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
        customerOnly,
        schema: { body: route.schema?.body, querystring: route.schema?.querystring },
      });
    }
  };
  return { onRoute, routes };
}

/** HEAD routes are Fastify's copies of GET routes (same hooks); a prefix root is listed without its slash. */
export function caseKey(route: DiscoveredRoute): string {
  const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
  return `${route.method === 'HEAD' ? 'GET' : route.method} ${url}`;
}

export const isOps = (route: DiscoveredRoute) => route.url === '/ops' || route.url.startsWith('/ops/');

/** The route's URL with each `:param` replaced by its value, encoded (or `unknown`). */
export const fillPath = (url: string, values: Record<string, string>) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? 'unknown'));
