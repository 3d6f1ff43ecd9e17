// The catalogue as the shop shows it: a pricing's offers with their open draws, and product branding.
import { displayCategories } from '@fairdraw/contracts';
import type {
  CauseWithOffers,
  BrandingResult,
  Draw,
  GameType,
  ProductOffer,
  ProductOffersResult,
  RafflePurchaseStatus,
} from '@fairdraw/contracts';
import { sortGameTypes, sydneyWeekday, toWireMoney } from '@fairdraw/domain';
import type { Db, GameTypeData } from '@fairdraw/db';
import { NotFoundError, ValidationError } from '../../lib/errors';
import {
  findPricing,
  listLotteryBrandings,
  listCauses,
  listOfferLotteries,
  listOpenDraws,
  listPricedOffers,
  listRestrictions,
  listSyndicateSales,
  listSyndicates,
  type DisplayCategory,
  type OpenDrawRow,
  type PricedOfferRow,
  type RaffleDrawRow,
} from './catalogue.repository';
import { groupBy } from '../../lib/group-by';

export const DEFAULT_NUM_DRAWS = 6;
export const MAX_NUM_DRAWS = 20;

export interface ProductOffersQuery {
  /** Only these display categories. */
  category?: string[];
  /** Open draws to list per offer (default 6). */
  numDraws?: number;
  /**
   * Only these offers, for callers that price items they already hold (a cart): the rest of the
   * catalogue is not read, and neither are the regional restrictions (the answer's `restrictions` is
   * empty), which only the shop's listing shows. Unknown keys are simply not in the answer.
   */
  offerKeys?: string[];
}

export interface CatalogueService {
  getProductOffers(pricingName: string, query: ProductOffersQuery, now: Date): Promise<ProductOffersResult>;
  getBranding(): Promise<BrandingResult>;
  /** Causes by slug, by key (hyphens read as underscores, shop-core §7), or all. */
  listCauses(query: { slug?: string; key?: string; limit: number }): Promise<CauseWithOffers[]>;
}

export interface RaffleSaleWindow {
  stopAt: Date;
  ticketCap: number;
  ticketsSold: number;
  salesStartAt: Date;
  preOrderStartAt: Date | null;
}

/**
 * Where a raffle draw stands for a buyer at `now`: past_draw once sales stopped, sold_out when every
 * ticket is gone, open once sales started, otherwise pre_order. Only draws whose pre-orders or sales
 * have started are listed (see listOpenDraws), so "otherwise" is the pre-order window.
 */
export function rafflePurchaseStatus(raffle: RaffleSaleWindow, now: Date): RafflePurchaseStatus {
  if (now >= raffle.stopAt) return 'past_draw';
  if (raffle.ticketsSold >= raffle.ticketCap) return 'sold_out';
  return now >= raffle.salesStartAt ? 'open' : 'pre_order';
}

function toWireGameTypes(gameTypes: GameTypeData[]): GameType[] {
  return sortGameTypes(gameTypes).map((gameType) => ({
    key: gameType.key,
    name: gameType.name,
    gameOffers: gameType.gameOffers.map((offer) => ({
      key: offer.key,
      name: offer.name,
      numberSets: offer.numberSets.map(({ key, name, count, min, max, drawnCount, supplementaryCount }) => ({
        key,
        name,
        count,
        min,
        max,
        drawnCount,
        supplementaryCount,
      })),
      defaultGames: offer.defaultGames,
      minGames: offer.minGames,
      maxGames: offer.maxGames,
      pricePerGame: toWireMoney(offer.pricePerGameCents),
      ...(offer.numWeeks === undefined ? {} : { numWeeks: offer.numWeeks }),
    })),
  }));
}

export interface DrawExtras {
  raffle: RaffleDrawRow | null | undefined;
  bundles: Draw['offers'];
  now: Date;
}

export function toWireDraw(
  row: Omit<OpenDrawRow, 'raffle' | 'bundles'>,
  drawOffset: number,
  { raffle, bundles, now }: DrawExtras,
): Draw {
  const common = {
    drawId: row.id,
    drawNo: row.drawNo,
    lotteryKey: row.lotteryKey,
    date: row.drawAt.toISOString(),
    stop: row.stopAt.toISOString(),
    day: sydneyWeekday(row.drawAt),
    prizePool: row.prizePoolCents === null ? null : toWireMoney(row.prizePoolCents),
    prizePoolSuffix: row.prizePoolSuffix,
    isPrizePoolUnknown: row.prizePoolCents === null,
    drawOffset,
    state: row.state,
  };
  if (!raffle) return { type: 'lottery', ...common, drawData: null, offers: [], purchaseStatus: null };
  return {
    type: 'raffle',
    ...common,
    drawData: {
      drawNumber: row.drawNo,
      name: raffle.name,
      drawStop: common.stop,
      drawDate: common.date,
      value: toWireMoney(raffle.prizeValueCents),
      featureImage: raffle.featureImage,
      drawPreOrderStartDate: raffle.preOrderStartAt?.toISOString() ?? null,
      ticketCap: raffle.ticketCap,
      ticketsSold: raffle.ticketsSold,
    },
    offers: bundles,
    purchaseStatus:
      row.state === 'DRAW_CAPPED' ? 'sold_out' : rafflePurchaseStatus({ ...raffle, stopAt: row.stopAt }, now),
  };
}

function parseQuery(query: ProductOffersQuery): { categories?: DisplayCategory[]; numDraws: number } {
  const numDraws = query.numDraws ?? DEFAULT_NUM_DRAWS;
  if (!Number.isInteger(numDraws) || numDraws < 1 || numDraws > MAX_NUM_DRAWS) {
    throw ValidationError.field('numDraws', `Ask for between 1 and ${MAX_NUM_DRAWS} draws.`);
  }
  if (!query.category) return { numDraws };
  const categories = query.category.filter((name): name is DisplayCategory =>
    (displayCategories as readonly string[]).includes(name),
  );
  if (categories.length !== query.category.length)
    throw ValidationError.field('category', 'Unknown category.');
  return { categories, numDraws };
}

export function createCatalogueService({ db }: { db: Db }): CatalogueService {
  async function getProductOffers(
    pricingName: string,
    query: ProductOffersQuery,
    now: Date,
  ): Promise<ProductOffersResult> {
    const { categories, numDraws } = parseQuery(query);
    // Offers found prove the pricing exists, so the pricing is only looked up when none are (every
    // query costs a round trip, and the cart asks on every call).
    const priced = await listPricedOffers(db, pricingName, categories, query.offerKeys);
    if (priced.length === 0 && !(await findPricing(db, pricingName)))
      throw new NotFoundError(`There is no pricing called "${pricingName}".`);

    const offerKeys = priced.map(({ offer }) => offer.key);
    const lotteryKeys = [...new Set(priced.map(({ offer }) => offer.lotteryKey))];
    const hasType = (type: string) => priced.some(({ offer }) => offer.type === type);
    const [openDraws, syndicateRows, syndicateSales, restrictions] = await Promise.all([
      listOpenDraws(db, lotteryKeys, now, numDraws),
      hasType('syndicate_share') ? listSyndicates(db, offerKeys) : [],
      hasType('syndicate_share') ? listSyndicateSales(db, offerKeys) : [],
      query.offerKeys ? [] : listRestrictions(db, offerKeys),
    ]);
    // Raffle details exist only for the draws of raffle offers.
    const raffleLotteries = new Set(
      priced.filter(({ offer }) => offer.type === 'raffle_ticket').map(({ offer }) => offer.lotteryKey),
    );
    const raffleDraws = openDraws.filter((draw) => raffleLotteries.has(draw.lotteryKey));
    const raffleByDraw = new Map(
      raffleDraws.flatMap((draw) => (draw.raffle ? [[draw.id, draw.raffle] as const] : [])),
    );
    const bundlesByDraw = new Map(raffleDraws.map((draw) => [draw.id, draw.bundles]));

    const drawsByLottery = groupBy(openDraws, (draw) => draw.lotteryKey);
    const syndicateByOffer = new Map(syndicateRows.map((row) => [row.productOfferKey, row]));
    const salesByOfferDraw = new Map(
      syndicateSales.map((row) => [`${row.productOfferKey}:${row.drawId}`, row]),
    );

    const toWireOffer = ({ offer, drawDays, causes }: PricedOfferRow): ProductOffer => {
      const syndicate = syndicateByOffer.get(offer.key);
      // A syndicate is one pool of entries in the lottery's next draw, so it lists that draw only.
      const offerDraws = (drawsByLottery.get(offer.lotteryKey) ?? []).slice(
        0,
        offer.type === 'syndicate_share' ? 1 : undefined,
      );
      const sales = syndicate && salesByOfferDraw.get(`${offer.key}:${offerDraws[0]?.id ?? ''}`);
      return {
        key: offer.key,
        type: offer.type,
        name: offer.name,
        description: offer.description,
        url: offer.url,
        urlAliases: offer.urlAliases,
        availability: offer.availability,
        suspended: offer.suspended,
        displayCategory: offer.displayCategory,
        lotteryKey: offer.lotteryKey,
        drawDays,
        draws: offerDraws.map((draw, drawOffset) =>
          toWireDraw(draw, drawOffset, {
            raffle: raffleByDraw.get(draw.id),
            bundles: (bundlesByDraw.get(draw.id) ?? []).map(({ key, numTickets, priceCents }) => ({
              key,
              numTickets,
              price: toWireMoney(priceCents),
            })),
            now,
          }),
        ),
        causes,
        gameTypes: toWireGameTypes(offer.gameTypes),
        recurringPurchase: {
          type: offer.recurringPurchaseType,
          availability: offer.recurringPurchaseAvailability,
        },
        analyticsProductType: offer.analyticsProductType,
        syndicate: syndicate
          ? {
              size: sales?.size ?? syndicate.size,
              sharesSold: sales?.sharesSold ?? 0,
              costPerShare: toWireMoney(syndicate.costPerShareCents),
              syndicateEncodedId: syndicate.encodedId,
              tickets: syndicate.tickets.map(({ name, numStandardGames, numGames }) => ({
                name,
                numStandardGames,
                numGames,
              })),
            }
          : null,
      };
    };

    return {
      offers: priced.map(toWireOffer),
      ranking: offerKeys,
      restrictions: restrictions.map(({ type, productOfferKey, regions }) => ({
        type,
        productOfferKey,
        regions,
      })),
    };
  }

  async function getBranding(): Promise<BrandingResult> {
    const [brands, offers] = await Promise.all([listLotteryBrandings(db), listOfferLotteries(db)]);
    const offerKeys = groupBy(offers, (offer) => offer.lotteryKey);
    return {
      products: brands.map((brand) => ({
        id: brand.key.toLowerCase(),
        // Every offer that plays this lottery (a syndicate, a renamed offer) wears its branding.
        aliases: (offerKeys.get(brand.key) ?? [])
          .map((offer) => offer.key)
          .filter((key) => key !== brand.key),
        colours: brand.colours,
        logoText: brand.logoText,
        regionOverrides: brand.regionOverrides,
        subvariant: null,
      })),
    };
  }

  async function findCauses(query: { slug?: string; key?: string; limit: number }) {
    return listCauses(db, { ...query, ...(query.key ? { key: query.key.replaceAll('-', '_') } : {}) });
  }

  return { getProductOffers, getBranding, listCauses: findCauses };
}
