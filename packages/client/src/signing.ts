// Request headers of the wire contract (docs/api.md), signed with WebCrypto so the same code runs in
// browsers and in Node 20.
import { DEFAULT_API_VERSION, Header, signaturePayload } from '@fairdraw/contracts';
import type { SessionCredentials } from './api';

export const NO_CREDENTIALS: SessionCredentials = {
  accessToken: null,
  refreshToken: null,
  customerId: null,
  customerToken: null,
  sessionId: null,
  subVariant: null,
};

export const JSON_CONTENT_TYPE = 'application/json';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Lower-case hex HMAC-SHA256 of a payload, keyed by the app secret. */
export type Signer = (payload: string) => Promise<string>;

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createSigner(appSecret: string): Signer {
  // Importing the key is the slow part; do it once per client.
  let key: ReturnType<typeof crypto.subtle.importKey> | undefined;
  return async (payload) => {
    key ??= crypto.subtle.importKey(
      'raw',
      encoder.encode(appSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return toHex(await crypto.subtle.sign('HMAC', await key, encoder.encode(payload)));
  };
}

export interface SignedHeaderInput {
  appKey: string;
  sign: Signer;
  /** Unix milliseconds. */
  timestamp: number;
  apiVersion?: string;
  credentials: SessionCredentials;
  contentType: string;
}

export async function signedHeaders(input: SignedHeaderInput): Promise<Record<string, string>> {
  const { appKey, credentials } = input;
  const timestamp = String(input.timestamp);
  const headers: Record<string, string> = {
    // Empty for multipart bodies: fetch writes the type with its boundary.
    ...(input.contentType ? { 'content-type': input.contentType } : {}),
    [Header.appKey]: appKey,
    [Header.timestamp]: timestamp,
    [Header.signature]: await input.sign(signaturePayload(appKey, timestamp, credentials.customerToken)),
    [Header.apiVersion]: input.apiVersion ?? DEFAULT_API_VERSION,
    [Header.requestId]: crypto.randomUUID(),
  };
  if (credentials.sessionId) headers[Header.sessionId] = credentials.sessionId;
  if (credentials.subVariant) headers[Header.subVariant] = credentials.subVariant;
  if (credentials.customerId) headers[Header.customerId] = credentials.customerId;
  if (credentials.accessToken) headers[Header.authorization] = `Bearer ${credentials.accessToken}`;
  return headers;
}

/** The cart-less client's headers: nothing that identifies the app or the customer. */
export function timestampHeaders(timestamp: number): Record<string, string> {
  return { [Header.timestamp]: String(timestamp), [Header.requestId]: crypto.randomUUID() };
}
