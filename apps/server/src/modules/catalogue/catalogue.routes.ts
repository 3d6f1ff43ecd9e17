// Product offers for a pricing (shop-core §7 "Catalogue calls").
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { Clock } from '../../lib/clock';
import type { WireCache } from '../../plugins/wire-cache';
import type { CatalogueService } from './catalogue.service';
import type { CatalogueInfoService } from './catalogue-info.service';

export interface CatalogueRouteServices {
  wire: WireCache;
  clock: Clock;
  catalogue: Pick<CatalogueService, 'getProductOffers'>;
}

// Short on the server: an offer must not list a draw long after its sales stopped.
const OFFERS_SERVER_TTL_MS = 15_000;

/** A pricing's product offers, as cached: the route answers it, the page HTML carries the default one. */
export function productOffersRead(
  services: Omit<CatalogueRouteServices, 'wire'>,
  pricingName: string,
  { category, numDraws }: { category?: string | undefined; numDraws?: number | undefined } = {},
) {
  const categories = category?.split(',');
  return {
    key: `offers:${pricingName}:${category ?? '*'}:${numDraws ?? ''}`,
    ttlMs: OFFERS_SERVER_TTL_MS,
    load: () =>
      services.catalogue.getProductOffers(
        pricingName,
        { ...(categories ? { category: categories } : {}), ...(numDraws ? { numDraws } : {}) },
        services.clock.now(),
      ),
  };
}

export async function catalogueRoutes(
  scope: FastifyInstance,
  services: CatalogueRouteServices,
): Promise<void> {
  route(scope, endpoints.startup.productOffers, async (request, reply) => {
    const { category, numDraws, clearCache } = request.query;
    return services.wire.send(request, reply, {
      ...productOffersRead(services, request.params.pricingName, { category, numDraws }),
      refresh: clearCache !== undefined,
    });
  });
}

export async function causesRoutes(
  scope: FastifyInstance,
  { catalogue }: { catalogue: Pick<CatalogueService, 'listCauses'> },
): Promise<void> {
  route(scope, endpoints.causes.list, async (request) => catalogue.listCauses(request.query));
}

/** A draw's preview and the price table (decision 0050). */
export async function catalogueInfoRoutes(
  scope: FastifyInstance,
  { catalogueInfo, clock }: { catalogueInfo: CatalogueInfoService; clock: Clock },
): Promise<void> {
  route(scope, endpoints.catalogueInfo.drawPreview, async (request) =>
    catalogueInfo.previewDraw(request.params.productOfferKey, request.params.drawNo, clock.now()),
  );
  route(scope, endpoints.catalogueInfo.pricing, async () => catalogueInfo.pricingTable(clock.now()));
}
