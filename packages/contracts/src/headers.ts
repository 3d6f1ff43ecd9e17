/** Request headers of the wire contract (docs/api.md). */
export const Header = {
  appKey: 'x-app-key',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
  apiVersion: 'x-api-version',
  requestId: 'x-request-id',
  sessionId: 'x-session-id',
  subVariant: 'x-sub-variant',
  customerId: 'x-customer-id',
  authorization: 'authorization',
} as const;

/** The accepted API versions: 3.0 to 3.9. A request without the header is treated as 3.0. */
export const DEFAULT_API_VERSION = '3.0';
export const API_VERSION_PATTERN = /^3\.[0-9]$/;

/** How far the signed timestamp may be from the server clock. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

/**
 * The text both sides sign: HMAC-SHA256 keyed by the app secret, hex encoded.
 * The customer token is empty for anonymous requests.
 */
export function signaturePayload(appKey: string, timestamp: string, customerToken?: string | null): string {
  return `${appKey}\n${timestamp}\n${customerToken ?? ''}`;
}
