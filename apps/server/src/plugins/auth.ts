// Who is signed in. A route that needs a customer adds `onRequest: scope.requireCustomer`, so an
// anonymous call is 401 before its body is read or validated; after it, `request.customer` is set.
// test/access-control.test.ts finds customer-only routes by that hook. A customer is signed in when the
// request carries all three: X-Customer-Id, a signature made with that customer's token (checked earlier
// by signature.ts), and a bearer access token issued to that same customer for a session that has not
// ended.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Header } from '@fairdraw/contracts';
import { UnauthorizedError } from '../lib/errors';

export interface AuthenticatedCustomer {
  customerId: string;
  /** The login (refresh-token family) the access token belongs to. */
  sessionId: string;
}

export interface CustomerAuthOptions {
  authenticate(accessToken: string, customerId: string): Promise<AuthenticatedCustomer | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: AuthenticatedCustomer | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a customer is signed in; sets `request.customer`. */
    requireCustomer(request: FastifyRequest): Promise<void>;
  }
}

/** The token of `Authorization: Bearer <token>`, if that is what was sent. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[Header.authorization];
  const match = typeof value === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(value) : null;
  return match?.[1];
}

function customerIdHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[Header.customerId];
  return Array.isArray(value) ? value[0] : value;
}

/** The signed-in customer of a route guarded by `requireCustomer`. */
export function currentCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new UnauthorizedError(); // the route forgot its onRequest hook
  return request.customer;
}

/** Registers `request.customer` and `requireCustomer` on an API scope. */
export function useCustomerAuth(scope: FastifyInstance, options: CustomerAuthOptions): void {
  scope.decorateRequest('customer', null);
  scope.decorate('requireCustomer', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const customerId = customerIdHeader(request);
    const customer = token && customerId ? await options.authenticate(token, customerId) : null;
    if (!customer) throw new UnauthorizedError();
    request.customer = customer;
  });
}
