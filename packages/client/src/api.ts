// The public surface of the request layer. apps/web talks to the servers only through this.
import type { Message, PageInfo, Links, ServiceName } from '@fairdraw/contracts';
import type { ApiError } from './errors';

/** What the client knows about the signed-in customer; read on every request. */
export interface SessionCredentials {
  accessToken: string | null;
  refreshToken: string | null;
  customerId: string | null;
  customerToken: string | null;
  sessionId: string | null;
  subVariant: string | null;
}

export interface ClientConfig {
  /** URL of the discovery service, e.g. `/discover` or `https://shop.example/discover`. */
  discoveryUrl: string | undefined;
  /**
   * The discovery answer's result when the page already carries it (the start-up payload): the client
   * then asks the discovery service only if it is unusable.
   */
  discovered?: unknown;
  appKey: string | undefined;
  appSecret: string;
  /** Reads the current credentials (cookies/storage live in the web app, not here). */
  getCredentials?: () => SessionCredentials;
  /**
   * Called once when a request got 401/403 and may be replayed. Returns true when new tokens were
   * stored (the request is then replayed once), false to give up. The refresh call itself arrives with
   * the accounts work; until then the web app passes nothing and 401s fail as they are.
   */
  refreshSession?: () => Promise<boolean>;
  /** Called when refreshing was impossible or failed: the web app logs the customer out. */
  onSessionExpired?: (error: ApiError) => void;
  /** Called for status ≥ 500: the web app shows the unrecoverable error page for that status. */
  onUnrecoverableError?: (error: ApiError) => void;
  /** Error reporting sink; never called for recorded codes 408 and 418. */
  report?: (error: ApiError) => void;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  now?: () => number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Which discovered service to call; default `main`. */
  service?: ServiceName;
  method?: HttpMethod;
  /** Path below the service base, e.g. `/config` or `/pricing/web/product_offers`. */
  path: string;
  /** camelCase object; sent snake_case as JSON, as form fields when `form`, or as a query string for GET. */
  body?: Record<string, unknown>;
  /** Extra query parameters (camelCase keys, sent snake_case). */
  query?: Record<string, string | number | boolean | undefined | null>;
  form?: boolean;
  /**
   * A multipart body (file uploads), sent as it is: the field names are the server's, and the browser
   * writes the content type with its boundary. Takes the place of `body`.
   */
  multipart?: FormData;
  /** X-Api-Version; default 3.0. */
  apiVersion?: string;
  signal?: AbortSignal;
  /** Login, signup, autologin and similar: a 401 there is an answer, not an expired session. */
  skipRefresh?: boolean;
  /** Sent as Idempotency-Key on money calls: a retry with the same key is answered, not repeated. */
  idempotencyKey?: string;
}

/** A successful response, camelCased. */
export interface ApiResponse<T> {
  status: number;
  result: T;
  pageInfo: PageInfo | null;
  links: Links | null;
  messages: Message[];
}

/** A PDF answer turned into an object URL the page can open or download. */
export interface BlobResponse {
  status: number;
  url: string;
  contentType: string;
}

export interface ApiClient {
  /** Fetches discovery once (cached) and resolves a service's base URL. */
  serviceBase(service: ServiceName): Promise<string>;
  request<T>(options: RequestOptions): Promise<ApiResponse<T>>;
  get<T>(
    path: string,
    query?: RequestOptions['query'],
    options?: Partial<RequestOptions>,
  ): Promise<ApiResponse<T>>;
  post<T>(
    path: string,
    body?: Record<string, unknown>,
    options?: Partial<RequestOptions>,
  ): Promise<ApiResponse<T>>;
  put<T>(
    path: string,
    body?: Record<string, unknown>,
    options?: Partial<RequestOptions>,
  ): Promise<ApiResponse<T>>;
  patch<T>(
    path: string,
    body?: Record<string, unknown>,
    options?: Partial<RequestOptions>,
  ): Promise<ApiResponse<T>>;
  delete<T>(
    path: string,
    body?: Record<string, unknown>,
    options?: Partial<RequestOptions>,
  ): Promise<ApiResponse<T>>;
  /** For PDF responses (tickets, calendars). */
  requestBlob(options: RequestOptions): Promise<BlobResponse>;
}

/**
 * Every failure the client raises. `errors` is keyed by field (camelCase) with `general` as the fallback,
 * ready for forms; `message` is the text to show when only one line fits.
 */
export interface ApiErrorShape {
  name: 'ApiError';
  status: number;
  url: string;
  message: string;
  /** Server error code, when the server sent one. */
  code: string | null;
  errors: Record<string, string[]>;
  messages: Message[];
  /** The code recorded for reporting: the HTTP status, or 408/418/500 for client-side failures. */
  recordedCode: number;
  aborted: boolean;
}
