// One HTTP exchange: encode (snake_case out), send, decode (camelCase in) the envelope or a PDF.
// Failures come out as unsettled ApiErrors; the clients decide about refresh, reporting and hooks.
import { toCamelCase, toSnakeCase } from '@fairdraw/contracts';
import type { ApiResponse, BlobResponse, HttpMethod } from './api';
import { httpFailure, parseFailure, transportFailure } from './errors';
import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from './signing';

export interface WireRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
}

/** What a request sends, before headers: the query string and the encoded body. */
export interface EncodedRequest {
  method: HttpMethod;
  params: URLSearchParams;
  body?: string | FormData;
  /** Empty for multipart: fetch sets it with the boundary. */
  contentType: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * snake_case keys; undefined and null are dropped; arrays become bracketed repeats (`c[]=a&c[]=b`);
 * nested objects are sent as JSON text.
 */
export function toSearchParams(values: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!values) return params;
  for (const [key, value] of Object.entries(toSnakeCase<Record<string, unknown>>(values))) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) params.append(`${key}[]`, textOf(item));
    } else {
      params.append(key, textOf(value));
    }
  }
  return params;
}

function textOf(value: unknown): string {
  return isRecord(value) ? JSON.stringify(value) : String(value);
}

export function encodeRequest(options: {
  method?: HttpMethod;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  form?: boolean;
  multipart?: FormData;
}): EncodedRequest {
  const method = options.method ?? 'GET';
  if (options.multipart && method !== 'GET')
    return { method, contentType: '', params: toSearchParams(options.query), body: options.multipart };
  const contentType = options.form ? FORM_CONTENT_TYPE : JSON_CONTENT_TYPE;
  if (method === 'GET') {
    // GET bodies become the query string.
    return { method, contentType, params: toSearchParams({ ...options.body, ...options.query }) };
  }
  const params = toSearchParams(options.query);
  if (options.form) return { method, contentType, params, body: toSearchParams(options.body).toString() };
  // Always send a JSON document on writes: servers refuse a JSON content type with an empty body.
  return { method, contentType, params, body: JSON.stringify(toSnakeCase(options.body ?? {})) };
}

export function withQuery(url: string, params: URLSearchParams): string {
  const query = params.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function buildUrl(base: string, path: string, params: URLSearchParams): string {
  return withQuery(`${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`, params);
}

export async function send(fetchImpl: typeof fetch, request: WireRequest): Promise<Response> {
  try {
    return await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
  } catch (cause) {
    throw transportFailure(cause, request.url, request.signal);
  }
}

async function readText(response: Response, url: string, signal?: AbortSignal): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw transportFailure(cause, url, signal);
  }
}

export async function readEnvelope<T>(
  response: Response,
  url: string,
  signal?: AbortSignal,
): Promise<ApiResponse<T>> {
  const text = await readText(response, url, signal);
  const { status } = response;

  // "An empty body gives only a status"; on an error status it is an empty failure.
  if (text.trim() === '') {
    if (response.ok) return { status, result: null as T, pageInfo: null, links: null, messages: [] };
    throw httpFailure(status, url, null);
  }

  let body: unknown;
  try {
    body = toCamelCase(JSON.parse(text));
  } catch (cause) {
    // A proxy's HTML error page keeps its real status; only a successful answer is a 422.
    if (!response.ok) throw httpFailure(status, url, null);
    throw parseFailure(url, cause);
  }

  if (!response.ok) throw httpFailure(status, url, body);
  const envelope = isRecord(body) ? body : {};
  return {
    status,
    result: (envelope.result ?? null) as T,
    pageInfo: (envelope.pageInfo ?? null) as ApiResponse<T>['pageInfo'],
    links: (envelope.links ?? null) as ApiResponse<T>['links'],
    messages: Array.isArray(envelope.messages) ? (envelope.messages as ApiResponse<T>['messages']) : [],
  };
}

/** PDFs (tickets, calendars) become an object URL the page can open or download. */
export async function readBlob(response: Response, url: string, signal?: AbortSignal): Promise<BlobResponse> {
  // Errors still arrive as envelopes; this throws the catalogue's error for them.
  if (!response.ok) await readEnvelope(response, url, signal);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (cause) {
    throw transportFailure(cause, url, signal);
  }
  const contentType = response.headers.get('content-type') ?? blob.type;
  return { status: response.status, url: URL.createObjectURL(blob), contentType };
}
