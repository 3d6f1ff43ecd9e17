// GET /locate: the caller's Australian state, signed in or not (decision 0050).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { EDGE_COUNTRY_HEADER, EDGE_STATE_HEADER, type LocateService } from './locate.service';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function locateRoutes(scope: FastifyInstance, { locate }: { locate: LocateService }) {
  route(scope, endpoints.visitors.locate, async (request) => {
    // Signed in when the request proves it; otherwise a visitor, never a 401.
    const customerId = await scope
      .requireCustomer(request)
      .then(() => request.customer?.customerId ?? null)
      .catch(() => null);
    return locate.locate({
      customerId,
      edgeState: header(request, EDGE_STATE_HEADER),
      edgeCountry: header(request, EDGE_COUNTRY_HEADER),
      timeZone: request.query.tz,
    });
  });
}
