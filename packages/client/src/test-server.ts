// Test support only (never exported from index.ts): a real HTTP server on a free port that checks the
// request signature exactly as the Fairdraw server does and answers with wire-shaped (snake_case) bodies.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientConfig } from './api';
import { createApiClient } from './client';

export const APP_KEY = 'fairdraw-web';
export const APP_SECRET = 'test-app-secret';
export const NOW = 1_767_225_600_000;

/** Access token → customer token, as the server's session store knows them. */
export const CUSTOMER_TOKENS: Record<string, string> = {
  'access-1': 'customer-token-1',
  'access-2': 'customer-token-2',
};

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Sent as JSON text. */
  json?: unknown;
  /** Sent as is (invalid JSON, HTML, empty). */
  text?: string;
  bytes?: Uint8Array;
  contentType?: string;
  delayMs?: number;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

export function hmacHex(appKey: string, timestamp: string, customerToken: string): string {
  return createHmac('sha256', APP_SECRET).update(`${appKey}\n${timestamp}\n${customerToken}`).digest('hex');
}

export function envelope(result: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { result, page_info: null, links: null, messages: [], ...extra };
}

export function errorBody(extra: Record<string, unknown>): Record<string, unknown> {
  return { result: null, page_info: null, links: null, messages: [], ...extra };
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** The server's check: app key known, signature equal to our own HMAC over key, timestamp, customer token. */
export function signatureProblem(headers: IncomingHttpHeaders): string | null {
  if (header(headers, 'x-app-key') !== APP_KEY) return 'Unknown app key';
  const timestamp = header(headers, 'x-timestamp');
  if (!/^\d+$/.test(timestamp)) return 'Missing timestamp';
  const bearer = header(headers, 'authorization').replace(/^Bearer /, '');
  const expected = Buffer.from(hmacHex(APP_KEY, timestamp, CUSTOMER_TOKENS[bearer] ?? ''));
  const given = Buffer.from(header(headers, 'x-signature'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'Invalid signature';
  return null;
}

export interface TestServer {
  origin: string;
  discoveryUrl: string;
  requests: SeenRequest[];
  /** Adds or replaces a route; `unsigned` routes skip the signature check (cart-less calls). */
  route(method: string, path: string, handler: Handler, options?: { unsigned?: boolean }): void;
  /** Forgets recorded requests and every route but discovery. */
  reset(): void;
  /** Requests received for one path. */
  hits(path: string): SeenRequest[];
  close(): Promise<void>;
  client(overrides?: Partial<ClientConfig>): ReturnType<typeof createApiClient>;
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, { handler: Handler; unsigned: boolean }>();
  const requests: SeenRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const seen: SeenRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        requests.push(seen);
        const route = routes.get(`${seen.method} ${seen.path}`);
        const problem = route?.unsigned ? null : signatureProblem(req.headers);
        const reply: Reply = problem
          ? {
              status: 401,
              json: errorBody({
                messages: [{ level: 'error', message: problem }],
                error: { code: 'invalid_signature', message: problem },
              }),
            }
          : route
            ? await route.handler(seen)
            : { status: 404, json: errorBody({ error: { code: 'not_found', message: 'Not found' } }) };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        const body =
          reply.bytes ?? (reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? ''));
        const headers: Record<string, string> = {};
        if (body.length > 0) headers['content-type'] = reply.contentType ?? 'application/json';
        res.writeHead(reply.status ?? 200, headers);
        res.end(body);
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const discoveryUrl = `${origin}/discover`;

  function routeDiscovery(): void {
    routes.set('GET /discover', {
      unsigned: false,
      handler: () => ({
        json: envelope({
          services: [
            { service: 'main', version: '3.0', base_url: '/v2' },
            { service: 'cms', version: '1.0', base_url: '/cms/' },
            { service: 'placement', version: '1.0', base_url: '/recommend' },
            { service: 'social', version: '3.0', base_url: `${origin}/social` },
            { service: 'discovery', version: '1.0', base_url: '/discover' },
          ],
        }),
      }),
    });
  }
  routeDiscovery();

  return {
    origin,
    discoveryUrl,
    requests,
    route(method, path, handler, options = {}) {
      routes.set(`${method} ${path}`, { handler, unsigned: options.unsigned ?? false });
    },
    reset() {
      requests.length = 0;
      routes.clear();
      routeDiscovery();
    },
    hits(path) {
      return requests.filter((request) => request.path === path);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
    client(overrides = {}) {
      return createApiClient({
        discoveryUrl,
        appKey: APP_KEY,
        appSecret: APP_SECRET,
        now: () => NOW,
        ...overrides,
      });
    },
  };
}
