// Every API answer leaves as `{ result, page_info, links, messages }` in snake_case, and every request
// body and query arrives camelCased before validation. Conversion happens here and nowhere else.
import type { FastifyInstance } from 'fastify';
import type { ErrorDetail, Links, Message, PageInfo } from '@fairdraw/contracts';
import { toCamelCase, toSnakeCase } from '@fairdraw/contracts';

/** What a handler returns when it needs more than a bare result. */
export class Reply<T = unknown> {
  constructor(
    readonly result: T,
    readonly extra: { pageInfo?: PageInfo; links?: Links; messages?: Message[] } = {},
  ) {}
}

/** The finished wire body; passes through the serialiser untouched, with or without the envelope hooks. */
export class WireBody {
  constructor(readonly body: Record<string, unknown>) {}

  /** Scopes without the envelope (the gateway's pages, the root) serialise it as the body itself. */
  toJSON(): Record<string, unknown> {
    return this.body;
  }
}

export function errorBody(
  messages: Message[],
  problem: { error: ErrorDetail } | { errors: Record<string, ErrorDetail[]> },
  details?: Record<string, unknown>,
): WireBody {
  return new WireBody(
    toSnakeCase({
      result: null,
      pageInfo: null,
      links: null,
      messages,
      ...problem,
      ...(details ? { details } : {}),
    }) as Record<string, unknown>,
  );
}

export function envelopeFor(payload: unknown): Record<string, unknown> {
  const reply = payload instanceof Reply ? payload : new Reply(payload ?? null);
  return toSnakeCase({
    result: reply.result,
    pageInfo: reply.extra.pageInfo ?? null,
    links: reply.extra.links ?? null,
    messages: reply.extra.messages ?? [],
  }) as Record<string, unknown>;
}

/** Registers the casing and envelope hooks on an API scope. */
/** `c[]=a&c[]=b` (how the client sends a list, shop-core §7) is the list `c`; one `c[]=a` is `['a']`. */
function withoutBrackets(query: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = Array.isArray(value) ? value : [value];
      plain[name] = Array.isArray(plain[name]) ? [...(plain[name] as unknown[]), ...list] : list;
    } else if (!(key in plain)) {
      plain[key] = value;
    }
  }
  return plain;
}

export function useEnvelope(scope: FastifyInstance): void {
  // Form posts (refresh, password changes) arrive form-encoded; they become plain objects like JSON.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  scope.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object') request.body = toCamelCase(request.body);
    // Fastify's parsed query has a prototype of its own; copy it into a plain object to convert it.
    if (request.query !== null && typeof request.query === 'object')
      request.query = toCamelCase(withoutBrackets(request.query as Record<string, unknown>));
  });
  scope.addHook('preSerialization', async (_request, _reply, payload) => {
    if (payload instanceof WireBody) return payload.body;
    return envelopeFor(payload);
  });
}
