// Product offers for a pricing (shop-core §7 "Catalogue calls").
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { ProductOffersResult } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { cached, type Cache } from '../../lib/cache';
import type { Clock } from '../../lib/clock';

export interface CatalogueRouteServices {
  cache: Cache;
  clock: Clock;
  getProductOffers(
    pricingName: string,
    query: { category?: string[]; numDraws?: number },
    now: Date,
  ): Promise<ProductOffersResult>;
}

// Short on the server: an offer must not list a draw long after its sales stopped.
const OFFERS_SERVER_TTL_MS = 15_000;

export async function catalogueRoutes(
  scope: FastifyInstance,
  services: CatalogueRouteServices,
): Promise<void> {
  route(scope, endpoints.startup.productOffers, async (request, reply) => {
    const { pricingName } = request.params;
    const { category, numDraws, clearCache } = request.query;
    const categories = category?.split(',');
    reply.header('cache-control', 'private, max-age=60');
    return cached(
      services.cache,
      `offers:${pricingName}:${category ?? '*'}:${numDraws ?? ''}`,
      OFFERS_SERVER_TTL_MS,
      () =>
        services.getProductOffers(
          pricingName,
          { ...(categories ? { category: categories } : {}), ...(numDraws ? { numDraws } : {}) },
          services.clock.now(),
        ),
      clearCache !== undefined,
    );
  });
}
