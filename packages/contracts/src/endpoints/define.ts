// The shape of one call of the wire contract. The server registers its routes from these entries, the
// client calls them, and the OpenAPI document is generated from them: the path, version and schemas are
// written once, here. Schemas are in code names (camelCase); the wire is snake_case (casing.ts).
import type { z } from 'zod';

/** Who may call: anyone (signed by the app where the service needs it), a signed-in customer, an operator. */
export type EndpointAccess = 'anyone' | 'customer' | 'operator';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a call lives. `main`, `cms`, `translation`, `verify` and `placement` are discovered services (SERVICE_DIRECTORY on the server);
 * `discovery` is the one URL a client knows, `ops` the operator API, `gateway` the card gateway's calls
 * at the root (not signed by the web client).
 */
export type EndpointService =
  'discovery' | 'main' | 'cms' | 'translation' | 'verify' | 'placement' | 'ops' | 'gateway';

export const ENDPOINT_SERVICE_PREFIX: Readonly<Record<EndpointService, string>> = {
  discovery: '/discover',
  main: '/v2',
  cms: '/cms',
  translation: '/translation',
  verify: '/customer-verify',
  placement: '/recommend',
  ops: '/ops',
  gateway: '',
};

export interface Endpoint {
  readonly service: EndpointService;
  readonly method: EndpointMethod;
  /** Below the service prefix, Fastify style: `/orders/:id`. */
  readonly path: string;
  /** The X-Api-Version the client sends. */
  readonly apiVersion: string;
  readonly access: EndpointAccess;
  /** One line for the reference page. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON or form body. */
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (file uploads), read by the route itself. */
  readonly multipart?: boolean;
  /** The envelope's `result`. */
  readonly response: z.ZodType;
  /** The success status when it is not 200. */
  readonly status?: 201 | 202;
  /** The answer carries `page_info`. */
  readonly paged?: boolean;
  /** Takes an `Idempotency-Key` (money calls, decision 0031). */
  readonly idempotent?: boolean;
  /**
   * The Cache-Control of a successful answer that may be kept: `public` when it is the same for
   * everyone, `private` when only the browser may keep it. Without it, and on every error, the answer
   * is `no-store`: accounts, carts, money and anything signed in are never stored.
   */
  readonly cache?: `${'public' | 'private'}, max-age=${number}`;
}

/** Keeps the entry's exact types (its schemas, method and path) while checking its shape. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** An entry without its schemas: all a client needs to call it (endpoint-routes.ts). */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  readonly service: E['service'];
  readonly method: E['method'];
  readonly path: E['path'];
  readonly apiVersion: string;
  /** Never set: only the type of the entry the route belongs to. */
  readonly entry?: E;
}

export function route(
  service: EndpointService,
  method: EndpointMethod,
  path: string,
  apiVersion: string,
): EndpointRoute {
  return { service, method, path, apiVersion };
}

/** The path with its service prefix, Fastify style: `/v2/orders/:id`. */
export function endpointUrl(endpoint: Pick<Endpoint, 'service' | 'path'>): string {
  const prefix = ENDPOINT_SERVICE_PREFIX[endpoint.service];
  if (endpoint.path === '/') return prefix || '/';
  return `${prefix}${endpoint.path}`;
}

/** `METHOD /prefix/path`, how routes are named in tests and reports. */
export function endpointKey(endpoint: Pick<Endpoint, 'service' | 'path' | 'method'>): string {
  return `${endpoint.method} ${endpointUrl(endpoint)}`;
}

/** The names of the path parameters, in order: `/orders/:id` → `['id']`. */
export function endpointParamNames(endpoint: Pick<Endpoint, 'path'>): string[] {
  return [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives, after validation. */
export type EndpointParams<E extends Endpoint> = Output<E['params']>;
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;
/** The `result` a handler answers (before the envelope and casing). */
export type EndpointResult<E extends Endpoint> = z.input<E['response']>;
/** The `result` a client receives (camelCased). */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

/** What a caller sends: only the parts the entry has. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body?: Input<E['body']> } : { body?: never }) &
  (E['multipart'] extends true ? { multipart: FormData } : { multipart?: never });
