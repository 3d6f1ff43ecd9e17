// Registers a route from its entry in the endpoint table (packages/contracts/src/endpoints): method, URL,
// the request schemas and the access guard come from the entry, so the route cannot drift from what the
// client calls and /openapi.json documents. A route file only binds a handler to each entry.
//
// The entry's response schema is not handed to Fastify: a response schema would change how answers are
// serialised (fast-json-stringify drops unknown keys and ignores toJSON), and the envelope plugin already
// shapes every answer. It serves the client's checks and the OpenAPI document.
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import {
  ENDPOINT_SERVICE_PREFIX,
  endpointKey,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@fairdraw/contracts';
import type { Reply } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by requireOperator: every route of this scope answers operators only. */
    operatorOnly: boolean;
  }
}

export type EndpointRequest<E extends Endpoint, Body = EndpointBody<E>> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: Body;
}>;

/** A handler answers the entry's result, a Reply with it (paging, messages), or a reply it sent itself. */
export type EndpointHandler<E extends Endpoint, Body = EndpointBody<E>> = (
  request: EndpointRequest<E, Body>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | Reply<EndpointResult<E>> | FastifyReply>;

export interface RouteExtras<E extends Endpoint, B extends z.ZodType> {
  /**
   * The body as the server checks it, when it adds the shop's own rules (domain field rules, money
   * parsing) to the contract's shape. It reads the same wire body as the entry's.
   */
  body?: B & z.ZodType<unknown, z.input<NonNullable<E['body']>>>;
  /** Route config, e.g. a tighter rate limit. */
  config?: FastifyContextConfig;
}

/** Adds the route of `endpoint` to `scope`, which must be the scope of the entry's service. */
export function route<E extends Endpoint, B extends z.ZodType = NonNullable<E['body']>>(
  scope: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E, E['body'] extends z.ZodType ? z.output<B> : undefined>,
  extras: RouteExtras<E, B> = {},
): void {
  const key = endpointKey(endpoint);
  if (scope.prefix !== ENDPOINT_SERVICE_PREFIX[endpoint.service])
    throw new Error(`${key} is registered under "${scope.prefix}", not its service's prefix.`);
  const operatorScope = scope.hasDecorator('operatorOnly') && scope.operatorOnly;
  if ((endpoint.access === 'operator') !== operatorScope)
    throw new Error(
      `${key} is for "${endpoint.access}" but its scope ${operatorScope ? 'is' : 'is not'} operator-only.`,
    );

  const cacheControl = endpoint.cache;
  const body = extras.body ?? endpoint.body;
  const schema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(body ? { body } : {}),
  };
  scope.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(Object.keys(schema).length > 0 ? { schema } : {}),
    // Sign-in is checked before the body is read.
    ...(endpoint.access === 'customer' ? { onRequest: scope.requireCustomer } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    // Caching is the entry's, never the handler's (Endpoint.cache).
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', cacheControl && reply.statusCode < 400 ? cacheControl : 'no-store');
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
