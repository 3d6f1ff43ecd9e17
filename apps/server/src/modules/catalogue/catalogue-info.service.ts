// Catalogue reads beside the offer list (decision 0050): one draw's preview, before or while it is on
// sale, for the operators' preview links (/{offer}/draw/{drawNo}?preview=true), and the price table of
// every pricing (GET /info/pricing/).
import type { DrawPreviewResult, PricingTable, ProductOffer } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { toWireMoney } from '@fairdraw/domain';
import { NotFoundError } from '../../lib/errors';
import {
  findUndrawnDraw,
  listOpenDraws,
  listPricings,
  listRaffleDraws,
  listRaffleOffers,
} from './catalogue.repository';
import { MAX_NUM_DRAWS, toWireDraw, type CatalogueService } from './catalogue.service';

export const DRAW_PREVIEW_NOT_FOUND_MESSAGE = 'We could not find this draw, or it has already been drawn.';

function priceRows(offer: ProductOffer): PricingTable['pricings'][number]['offers'][number] {
  const games = offer.gameTypes.flatMap((gameType) =>
    gameType.gameOffers.map((gameOffer) => ({
      gameType: gameType.key,
      gameOffer: gameOffer.key,
      name: gameOffer.name,
      pricePerGame: gameOffer.pricePerGame,
    })),
  );
  const raffleDraw = offer.draws.find((draw) => draw.type === 'raffle');
  const bundles = offer.syndicate
    ? [{ key: 'share', name: '1 share', price: offer.syndicate.costPerShare }]
    : (raffleDraw?.offers ?? []).map((bundle) => ({
        key: bundle.key,
        name: `${bundle.numTickets} ${bundle.numTickets === 1 ? 'ticket' : 'tickets'}`,
        price: bundle.price,
      }));
  return { productOfferKey: offer.key, name: offer.name, productType: offer.type, games, bundles };
}

export function createCatalogueInfoService({
  db,
  catalogue,
}: {
  db: Db;
  catalogue: Pick<CatalogueService, 'getProductOffers'>;
}) {
  return {
    async previewDraw(productOfferKey: string, drawNo: number, now: Date): Promise<DrawPreviewResult> {
      const found = await findUndrawnDraw(db, productOfferKey, drawNo);
      if (!found) throw new NotFoundError(DRAW_PREVIEW_NOT_FOUND_MESSAGE);
      const [[raffle], bundles, open] = await Promise.all([
        listRaffleDraws(db, [found.draw.id]),
        listRaffleOffers(db, [found.draw.id]),
        listOpenDraws(db, [found.draw.lotteryKey], now, MAX_NUM_DRAWS),
      ]);
      const listed = open.findIndex((draw) => draw.id === found.draw.id);
      const draw = toWireDraw({ ...found.draw, position: 0 }, Math.max(listed, 0), {
        raffle,
        bundles: bundles.map(({ key, numTickets, priceCents }) => ({
          key,
          numTickets,
          price: toWireMoney(priceCents),
        })),
        now,
      });
      // Listed is on sale: the offer list shows a draw once its sales or pre-orders have started.
      const onSale =
        listed >= 0 &&
        found.draw.state === 'DRAW_OPEN' &&
        (draw.purchaseStatus === null || ['open', 'pre_order'].includes(draw.purchaseStatus));
      return {
        productOfferKey: found.offer.key,
        name: found.offer.name,
        productType: found.offer.type,
        draw,
        onSale,
      };
    },

    async pricingTable(now: Date): Promise<PricingTable> {
      const pricings = await listPricings(db);
      const tables = [];
      for (const pricing of pricings) {
        const { offers } = await catalogue.getProductOffers(pricing.id, { numDraws: 1 }, now);
        tables.push({ ...pricing, offers: offers.map(priceRows) });
      }
      return { pricings: tables };
    },
  };
}

export type CatalogueInfoService = ReturnType<typeof createCatalogueInfoService>;
