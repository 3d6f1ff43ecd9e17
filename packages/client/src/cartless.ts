// The second, cart-less client: timestamp-only headers (no app key, signature or tokens) for the
// /blank.html session heartbeat and other calls that must not carry the customer's identity.
import type { ApiResponse, ClientConfig, HttpMethod } from './api';
import { httpFailure, settleFailure, transportFailure } from './errors';
import { timestampHeaders } from './signing';
import { encodeRequest, readEnvelope, send, withQuery } from './transport';

export type CartlessConfig = Pick<ClientConfig, 'fetch' | 'now' | 'report' | 'onUnrecoverableError'>;

export interface CartlessRequestOptions {
  method?: HttpMethod;
  /** camelCase; sent snake_case as JSON, or as the query string for GET. */
  body?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export interface CartlessClient {
  /** A full URL (or same-origin path); the answer is read as the usual envelope. */
  request<T>(url: string, options?: CartlessRequestOptions): Promise<ApiResponse<T>>;
  /** GET whose body is ignored (e.g. /blank.html); resolves with the status of a successful answer. */
  ping(url: string, options?: { signal?: AbortSignal }): Promise<number>;
}

export function createCartlessClient(config: CartlessConfig = {}): CartlessClient {
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const now = config.now ?? Date.now;

  async function guarded<R>(url: string, signal: AbortSignal | undefined, run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (error) {
      throw settleFailure(config, transportFailure(error, url, signal));
    }
  }

  return {
    request<T>(target: string, options: CartlessRequestOptions = {}) {
      const encoded = encodeRequest(options);
      const url = withQuery(target, encoded.params);
      return guarded(url, options.signal, async () => {
        const headers = timestampHeaders(now());
        // A body cannot be read without its type; that is the only header added.
        if (encoded.body !== undefined) headers['content-type'] = encoded.contentType;
        const response = await send(fetchImpl, { ...encoded, url, headers, signal: options.signal });
        return readEnvelope<T>(response, url, options.signal);
      });
    },
    ping(url, options = {}) {
      return guarded(url, options.signal, async () => {
        const response = await send(fetchImpl, {
          url,
          method: 'GET',
          headers: timestampHeaders(now()),
          signal: options.signal,
        });
        // The heartbeat needs only the status; drain the body so the connection is freed.
        await response.arrayBuffer().catch(() => undefined);
        if (!response.ok) throw httpFailure(response.status, url, null);
        return response.status;
      });
    },
  };
}
