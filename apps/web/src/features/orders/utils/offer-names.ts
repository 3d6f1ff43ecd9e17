// Names the order calls leave out (cause names, number-set names) come from the product offers that
// start-up already loaded. They are read from the query cache, never fetched from here.
import { useQueryClient } from '@tanstack/react-query';
import type { OrderSummary, ProductOffer, ProductOffersResult } from '@fairdraw/contracts';
import { productOffersQueryKey } from '../../../lib/api/get-product-offers';
import { usePricingName } from '../../../lib/segment';
import { humaniseKey } from './order-text';

const noOffers: readonly ProductOffer[] = [];

/**
 * The product offers in the cache for the current pricing; empty when there are none. A plain cache
 * read: an observer here would carry no fetcher and could replace the catalogue's own.
 */
export function useCachedOffers(): readonly ProductOffer[] {
  const pricingName = usePricingName();
  const queryClient = useQueryClient();
  return (
    queryClient.getQueryData<ProductOffersResult>(productOffersQueryKey(pricingName ?? ''))?.offers ??
    noOffers
  );
}

function findOffer(offers: readonly ProductOffer[], key: string): ProductOffer | undefined {
  return offers.find((offer) => offer.key === key);
}

/** The cause an order supports, by name when the offer still lists it; null when it has none. */
export function causeName(
  offers: readonly ProductOffer[],
  order: Pick<OrderSummary, 'lotteryKey' | 'causeKey'>,
): string | null {
  if (!order.causeKey) return null;
  const cause = findOffer(offers, order.lotteryKey)?.causes.find((c) => c.key === order.causeKey);
  return cause?.name ?? humaniseKey(order.causeKey);
}

/** Number-set key → name ("powerball" → "Powerball") for the game offer an order was bought with. */
export function numberSetNames(
  offers: readonly ProductOffer[],
  order: Pick<OrderSummary, 'lotteryKey' | 'gameType' | 'gameOffer'>,
): ReadonlyMap<string, string> {
  const gameOffer = findOffer(offers, order.lotteryKey)
    ?.gameTypes.find((gameType) => gameType.key === order.gameType)
    ?.gameOffers.find((candidate) => candidate.key === order.gameOffer);
  return new Map((gameOffer?.numberSets ?? []).map((set) => [set.key, set.name]));
}
