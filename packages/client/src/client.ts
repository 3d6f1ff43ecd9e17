// The signed client of the main API and every discovered service.
import type {
  ApiClient,
  ApiResponse,
  ClientConfig,
  HttpMethod,
  RequestOptions,
  SessionCredentials,
} from './api';
import { createDiscovery } from './discovery';
import { ApiError, configFailure, safely, settleFailure, transportFailure, withMessage } from './errors';
import {
  APP_KEY_MISSING_MESSAGE,
  APP_SECRET_MISSING_MESSAGE,
  MISSING_REFRESH_TOKENS_MESSAGE,
} from './messages';
import { JSON_CONTENT_TYPE, NO_CREDENTIALS, createSigner, signedHeaders } from './signing';
import { buildUrl, encodeRequest, readBlob, readEnvelope, send } from './transport';

type Read<R> = (response: Response, url: string, signal?: AbortSignal) => Promise<R>;

function isAuthFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function createApiClient(config: ClientConfig): ApiClient {
  // Looked up at call time so a page or test that swaps the global fetch is honoured.
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const now = config.now ?? Date.now;
  const sign = createSigner(config.appSecret);
  let refreshing: Promise<boolean> | null = null;

  function credentials(): SessionCredentials {
    return config.getCredentials?.() ?? NO_CREDENTIALS;
  }

  /** Headers are built per attempt, so a replay carries a new timestamp, signature and token. */
  async function exchange(
    url: string,
    request: {
      method: HttpMethod;
      body?: string | FormData;
      contentType: string;
      apiVersion?: string;
      signal?: AbortSignal;
      idempotencyKey?: string;
    },
  ): Promise<Response> {
    if (!config.appKey) throw configFailure(APP_KEY_MISSING_MESSAGE, url);
    if (!config.appSecret) throw configFailure(APP_SECRET_MISSING_MESSAGE, url);
    const headers = await signedHeaders({
      appKey: config.appKey,
      sign,
      timestamp: now(),
      apiVersion: request.apiVersion,
      credentials: credentials(),
      contentType: request.contentType,
    });
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    return send(fetchImpl, {
      url,
      headers,
      method: request.method,
      body: request.body,
      signal: request.signal,
    });
  }

  const discovery = createDiscovery(
    config.discoveryUrl,
    async (url) => readEnvelope(await exchange(url, { method: 'GET', contentType: JSON_CONTENT_TYPE }), url),
    config.discovered,
  );

  /** One refresh at a time: every 401 that arrives while it runs waits for the same answer. */
  function refreshOnce(): Promise<boolean> {
    const refresh = config.refreshSession;
    if (!refresh) return Promise.resolve(false);
    refreshing ??= (async () => (await refresh()) === true)()
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function expire(error: ApiError): ApiError {
    const cannotRefresh = !config.refreshSession && !credentials().refreshToken;
    const expired = cannotRefresh ? withMessage(error, MISSING_REFRESH_TOKENS_MESSAGE) : error;
    safely(() => config.onSessionExpired?.(expired));
    return expired;
  }

  async function perform<R>(options: RequestOptions, read: Read<R>): Promise<R> {
    let url = '';
    try {
      const encoded = encodeRequest(options);
      url = buildUrl(await discovery.resolve(options.service ?? 'main'), options.path, encoded.params);
      let sentWith: string | null = null;
      const attempt = async () => {
        sentWith = credentials().accessToken;
        const response = await exchange(url, {
          ...encoded,
          apiVersion: options.apiVersion,
          signal: options.signal,
          idempotencyKey: options.idempotencyKey,
        });
        return read(response, url, options.signal);
      };
      try {
        return await attempt();
      } catch (error) {
        if (!isAuthFailure(error) || options.skipRefresh) throw error;
        // A refusal of a session another call has renewed meanwhile is replayed with the new one, not
        // refreshed a second time: every refresh rotates the session's tokens. (Signed out meanwhile is
        // not renewed: that goes the refresh's way, as before.)
        const current = credentials().accessToken;
        const renewedMeanwhile = current !== null && current !== sentWith;
        if (!renewedMeanwhile && !(await refreshOnce())) throw expire(error);
      }
      // Replayed once; a second 401/403 means the fresh session is refused too: never loop.
      try {
        return await attempt();
      } catch (error) {
        throw isAuthFailure(error) ? expire(error) : error;
      }
    } catch (error) {
      throw settleFailure(config, transportFailure(error, url, options.signal));
    }
  }

  function request<T>(options: RequestOptions): Promise<ApiResponse<T>> {
    return perform(options, readEnvelope<T>);
  }

  function withBody(method: HttpMethod) {
    return <T>(path: string, body?: Record<string, unknown>, options?: Partial<RequestOptions>) =>
      request<T>({ ...options, method, path, body });
  }

  return {
    async serviceBase(service) {
      try {
        return await discovery.resolve(service);
      } catch (error) {
        throw settleFailure(config, transportFailure(error, config.discoveryUrl ?? ''));
      }
    },
    request,
    get: (path, query, options) => request({ ...options, method: 'GET', path, query }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
    requestBlob: (options) => perform(options, readBlob),
  };
}
