// A customer of a real server process, over HTTP as the web client talks to it: signing up, reading an
// offer and sending signed-in requests (the wallet race and the crash test).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { toCamelCase, type ProductOffer } from '@fairdraw/contracts';
import { devSignedHeaders } from './process-support';
import { signupBody } from './support';
import type { Answer } from './wallet-race-support';

/** The signup answer on the wire, as the web client reads it. */
export interface WireSession {
  customer_id: string;
  customer_token: string;
  access_token: string;
}

export async function signUpOverHttp(baseUrl: string): Promise<WireSession> {
  const response = await fetch(`${baseUrl}/v2/signup`, {
    method: 'POST',
    headers: {
      ...devSignedHeaders(randomUUID()),
      'content-type': 'application/json',
      'x-api-version': '3.5',
    },
    body: JSON.stringify(signupBody()),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { result: WireSession }).result;
}

/** The web pricing's offer with this key, in code's camelCase. */
export async function offerOverHttp(baseUrl: string, key: string): Promise<ProductOffer> {
  const response = await fetch(`${baseUrl}/v2/pricing/web/product_offers?num_draws=6&clear_cache=1`, {
    headers: { ...devSignedHeaders(randomUUID()), 'x-api-version': '3.9' },
  });
  expect(response.status).toBe(200);
  const { offers } = toCamelCase<{ result: { offers: ProductOffer[] } }>(await response.json()).result;
  const offer = offers.find((candidate) => candidate.key === key);
  if (!offer) throw new Error(`no offer ${key}`);
  return offer;
}

/** One signed-in request with a JSON body; a network failure (a killed process) rejects. */
export async function sendAsCustomer(
  baseUrl: string,
  customer: WireSession,
  request: { method: string; path: string; payload?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const { payload } = request;
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      ...devSignedHeaders(randomUUID(), customer.customer_token),
      'x-customer-id': customer.customer_id,
      authorization: `Bearer ${customer.access_token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  return {
    status: response.status,
    raw: await response.text(),
    location: response.headers.get('location') ?? undefined,
    retryAfter: response.headers.get('retry-after') ?? undefined,
  };
}
