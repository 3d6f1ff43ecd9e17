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
      });
    }
  };
  return { onRoute, routes };
}
