// Product offers for a pricing (shop-core §7 "Catalogue calls").
import type { FastifyInstance } from 'fastify';
import { endpoints, type ProductOffersResult } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { Clock } from '../../lib/clock';
import type { WireCache, WireRead } from '../../plugins/wire-cache';
import type { CatalogueService } from './catalogue.service';
import type { CatalogueInfoService } from './catalogue-info.service';
import { firstOfferChange } from './offers-memo';

export interface CatalogueRouteServices {
  wire: WireCache;
  clock: Clock;
  catalogue: Pick<CatalogueService, 'getProductOffers'>;
}

// Short on the server: an offer must not list a draw long after its sales stopped. The app reads the
// offers again this long after a draw's sales close (OFFERS_REREAD_AFTER_CLOSE_MS in the web app).
const OFFERS_SERVER_TTL_MS = 15_000;

/** A pricing's product offers, as cached: the route answers it, the page HTML carries the default one. */
export function productOffersRead(
  services: Omit<CatalogueRouteServices, 'wire'>,
  pricingName: string,
  { category, numDraws }: { category?: string | undefined; numDraws?: number | undefined } = {},
): WireRead<ProductOffersResult> {
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
    // True until a listed draw stops selling or opens pre-orders (decision 0092), so no answer sent after
    // a sales close lists the draw as open: the app's reread after a close gets the draw closed. A
    // value from the shared cache may have been read up to a lifetime before this build began.
    staleUntil: ({ offers }, builtAt) => firstOfferChange(offers, builtAt - OFFERS_SERVER_TTL_MS),
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
