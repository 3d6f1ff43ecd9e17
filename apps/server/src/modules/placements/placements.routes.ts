// The placement service's calls (/recommend, decision 0049). Both are open to visitors; a request
// signed in as a customer gets that customer's lists, and credentials that do not check out are read
// as a visitor's, so a placement never fails a page and never shows anyone else's history.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { PlacementsService } from './placements.service';

/** The signed-in customer's id, or null for a visitor (or for credentials that fail). */
async function signedInCustomer(scope: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await scope.requireCustomer(request);
    return request.customer?.customerId ?? null;
  } catch {
    return null;
  }
}

export async function placementsRoutes(
  scope: FastifyInstance,
  { placements }: { placements: PlacementsService },
) {
  route(scope, endpoints.placements.placements, async (request, reply) => {
    const { keys, pricingId, cart, clearCache } = request.query;
    const answer = await placements.placements({
      keys,
      customerId: await signedInCustomer(scope, request),
      pricingId,
      cart,
      clearCache: clearCache !== undefined,
    });
    // An empty list is 204 with no body (account-area: "204 gives an empty list").
    if (answer.length === 0) return reply.code(204).send();
    return answer;
  });

  route(scope, endpoints.placements.primeCart, async (request, reply) => {
    reply.status(202);
    return placements.primeCart(await signedInCustomer(scope, request));
  });
}
