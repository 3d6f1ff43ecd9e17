// The placement service (decision 0049): recommended draws for the slots of a page. Every list is built
// from real data: what sold over the last 30 days, the signed-in customer's own past lotteries, and
// what the buyers of the cart's lotteries also play. Offers already in the cart are left out of the
// cart's lists, and an offer the shop may not sell where the customer lives is never recommended.
import type {
  AustralianState,
  PlacementCartEntry,
  PlacementItem,
  PlacementKey,
  PlacementPrimeResult,
  PlacementReason,
  PlacementsResult,
  ProductOffer,
  ProductOffersResult,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { isLicensedIn } from '@fairdraw/domain';
import { cached, type Cache } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import { listBoughtWith, listPlayedOffers, listSales, type OfferCount } from './placements.repository';

/** Sales older than this do not make an offer popular. */
export const SALES_WINDOW_DAYS = 30;
/** How long sales counts and a primed cart's list are kept (shop-core §7: placement reads, 5 min). */
export const PLACEMENT_CACHE_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CACHE_PREFIX = 'placements:';

/** How many draws each placement shows. */
export const PLACEMENT_SIZES: Readonly<Record<PlacementKey, number>> = {
  feature_placement: 3,
  cart_inline_item: 3,
  pre_cart_item: 4,
  pre_cart_promoted: 1,
  pre_cart_standard: 3,
  fast_play: 4,
  instant_play: 0,
};

const LOTTERY_TYPES: ReadonlySet<ProductOffer['type']> = new Set(['lottery_ticket', 'multi_draw_ticket']);

export interface PlacementRequest {
  keys: readonly PlacementKey[];
  /** The signed-in customer, or null for a visitor. */
  customerId: string | null;
  pricingId?: string | undefined;
  cart?: readonly PlacementCartEntry[] | undefined;
  clearCache?: boolean;
}

export interface PlacementsService {
  /** The asked placements that have something to show, in the order asked; [] when none has. */
  placements(request: PlacementRequest): Promise<PlacementsResult>;
  /** Works out the customer's cart-based list now and keeps it for the pre-cart drawer's read. */
  primeCart(customerId: string | null): Promise<PlacementPrimeResult>;
}

export interface PlacementsServiceDeps {
  db: Db;
  clock: Clock;
  cache: Cache;
  defaultPricingId: string;
  offersFor(pricingId: string, now: Date): Promise<ProductOffersResult>;
  pricingOf(customerId: string): Promise<string>;
  addressStateOf(customerId: string): Promise<AustralianState | null>;
  /** The draws in the signed-in customer's cart. */
  cartDrawsOf(customerId: string): Promise<PlacementCartEntry[]>;
}

interface Candidate {
  offer: ProductOffer;
  reason: PlacementReason;
}

/** The offer's next draw on sale as a placement item, or null when it has none to sell. */
function itemFor(offer: ProductOffer, reason: PlacementReason): PlacementItem | null {
  if (offer.availability !== 'available' || offer.suspended) return null;
  const draw = offer.draws.find(
    (candidate) => candidate.state === 'DRAW_OPEN' && candidate.purchaseStatus !== 'sold_out',
  );
  if (!draw) return null;
  return {
    lotteryKey: offer.key,
    productType: offer.type,
    name: offer.name,
    url: offer.url,
    drawNumber: draw.drawNo,
    drawDate: draw.date,
    drawStop: draw.stop,
    prizePool: draw.prizePool ?? draw.drawData?.value ?? null,
    prizePoolSuffix: draw.prizePoolSuffix,
    isPrizePoolUnknown: draw.isPrizePoolUnknown,
    reason,
  };
}

const cartFingerprint = (cart: readonly PlacementCartEntry[]) =>
  [...new Set(cart.map((entry) => `${entry.lotteryKey}:${entry.drawNumber}`))].sort().join(',');

export function createPlacementsService(deps: PlacementsServiceDeps): PlacementsService {
  const { db, clock, cache } = deps;

  /** Sales counts are the same for everyone: one query per five minutes, shared by every process. */
  function sales(refresh: boolean): Promise<OfferCount[]> {
    return cached(
      cache,
      `${CACHE_PREFIX}sales`,
      PLACEMENT_CACHE_MS,
      () => listSales(db, new Date(clock.now().getTime() - SALES_WINDOW_DAYS * DAY_MS)),
      refresh,
    );
  }

  /** The offers this visitor may be recommended: on sale in their pricing, and licensed where they live. */
  async function sellableOffers(customerId: string | null, pricingId: string | undefined) {
    const pricing = pricingId ?? (customerId ? await deps.pricingOf(customerId) : deps.defaultPricingId);
    const [catalogue, state] = await Promise.all([
      deps.offersFor(pricing, clock.now()),
      customerId ? deps.addressStateOf(customerId) : Promise.resolve(null),
    ]);
    const offers = catalogue.offers.filter(
      (offer) => state === null || isLicensedIn(catalogue.restrictions, offer.key, state),
    );
    return { pricing, offers: new Map(offers.map((offer) => [offer.key, offer])) };
  }

  /** Candidates in order: what goes with the cart, what the customer played, what sells. */
  async function rank(
    offers: ReadonlyMap<string, ProductOffer>,
    customerId: string | null,
    cartKeys: readonly string[],
    refresh: boolean,
    personal: boolean,
  ): Promise<Candidate[]> {
    const since = new Date(clock.now().getTime() - SALES_WINDOW_DAYS * DAY_MS);
    const [withCart, played, popular] = await Promise.all([
      personal ? listBoughtWith(db, cartKeys, since) : Promise.resolve([]),
      personal && customerId ? listPlayedOffers(db, customerId) : Promise.resolve([]),
      sales(refresh),
    ]);
    const excluded = new Set(cartKeys);
    const seen = new Set<string>();
    const ranked: Candidate[] = [];
    const take = (keys: readonly string[], reason: PlacementReason) => {
      for (const key of keys) {
        const offer = offers.get(key);
        if (!offer || excluded.has(key) || seen.has(key)) continue;
        seen.add(key);
        ranked.push({ offer, reason });
      }
    };
    take(
      withCart.map((count) => count.productOfferKey),
      'goes_with_cart',
    );
    take(played, 'played_before');
    take(
      popular.map((count) => count.productOfferKey),
      'popular',
    );
    return ranked;
  }

  function itemsOf(candidates: readonly Candidate[], size: number, only?: (offer: ProductOffer) => boolean) {
    const items: PlacementItem[] = [];
    for (const { offer, reason } of candidates) {
      if (items.length >= size) break;
      if (only && !only(offer)) continue;
      const item = itemFor(offer, reason);
      if (item) items.push(item);
    }
    return items;
  }

  /** The pre-cart list for a signed-in customer's cart, kept five minutes (primed or first asked). */
  function preCartItems(
    customerId: string,
    pricing: string,
    cart: readonly PlacementCartEntry[],
    load: () => Promise<PlacementItem[]>,
    refresh: boolean,
  ): Promise<PlacementItem[]> {
    const key = `${CACHE_PREFIX}cart:${customerId}:${pricing}:${cartFingerprint(cart)}`;
    return cached(cache, key, PLACEMENT_CACHE_MS, load, refresh);
  }

  async function placements(request: PlacementRequest): Promise<PlacementsResult> {
    const { keys, customerId } = request;
    const refresh = request.clearCache === true;
    const cart = request.cart ?? [];
    const cartKeys = [...new Set(cart.map((entry) => entry.lotteryKey))];
    const { pricing, offers } = await sellableOffers(customerId, request.pricingId);
    // The feature placement is the same for everyone (what sells), so it never reads the customer's
    // orders or cart; every other key does.
    const [featured, personal] = await Promise.all([
      keys.includes('feature_placement') ? rank(offers, null, [], refresh, false) : Promise.resolve([]),
      keys.some((key) => key !== 'feature_placement')
        ? rank(offers, customerId, cartKeys, refresh, true)
        : Promise.resolve([]),
    ]);
    const preCartFor = async () => {
      const load = async () => itemsOf(personal, PLACEMENT_SIZES.pre_cart_item);
      return customerId ? preCartItems(customerId, pricing, cart, load, refresh) : load();
    };
    const needsPreCart = keys.some((key) => key.startsWith('pre_cart_'));
    const preCart = needsPreCart ? await preCartFor() : [];

    const answer: PlacementsResult = [];
    for (const key of keys) {
      const items = ((): PlacementItem[] => {
        switch (key) {
          case 'feature_placement':
            return itemsOf(featured, PLACEMENT_SIZES.feature_placement);
          case 'fast_play':
            return itemsOf(personal, PLACEMENT_SIZES.fast_play, (offer) => LOTTERY_TYPES.has(offer.type));
          case 'cart_inline_item':
            return itemsOf(personal, PLACEMENT_SIZES.cart_inline_item);
          case 'pre_cart_item':
            return preCart;
          case 'pre_cart_promoted':
            return preCart.slice(0, PLACEMENT_SIZES.pre_cart_promoted);
          case 'pre_cart_standard':
            return preCart.slice(
              PLACEMENT_SIZES.pre_cart_promoted,
              PLACEMENT_SIZES.pre_cart_promoted + PLACEMENT_SIZES.pre_cart_standard,
            );
          case 'instant_play':
            // Fairdraw sells no instant-win games: the slot is always empty.
            return [];
        }
      })();
      if (items.length > 0) answer.push({ key, items });
    }
    return answer;
  }

  return {
    placements,
    async primeCart(customerId) {
      if (!customerId) {
        // A visitor's cart is not known here; the shared sales counts are still made ready.
        await sales(false);
        return { primed: false, items: 0 };
      }
      const cart = await deps.cartDrawsOf(customerId);
      const { pricing, offers } = await sellableOffers(customerId, undefined);
      const cartKeys = [...new Set(cart.map((entry) => entry.lotteryKey))];
      // Worked out afresh and kept under the key the drawer's read (same customer and cart) looks for.
      const items = await preCartItems(
        customerId,
        pricing,
        cart,
        async () =>
          itemsOf(await rank(offers, customerId, cartKeys, false, true), PLACEMENT_SIZES.pre_cart_item),
        true,
      );
      return { primed: true, items: items.length };
    },
  };
}
