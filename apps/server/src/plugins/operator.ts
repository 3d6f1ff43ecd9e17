// The operator API's sign-in: `Authorization: Bearer <OPS_TOKEN>`, compared in constant time. A customer's
// access token never passes, whatever it says.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../lib/errors';

export function isOperator(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  const a = Buffer.from(match?.[1] ?? '');
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every route of the scope answers 401 unless the operator token was sent. */
export function requireOperator(scope: FastifyInstance, opsToken: string): void {
  // The endpoint table's routes check that an operator entry is registered only here (plugins/endpoint.ts).
  scope.decorate('operatorOnly', true);
  scope.addHook('onRequest', async (request) => {
    if (!isOperator(request, opsToken))
      throw new UnauthorizedError('unauthorized', 'Operators sign in with the OPS_TOKEN bearer token.');
  });
}
