import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ProductOffersResult } from '@fairdraw/contracts';
import { call } from '../api-call';
import { clearCacheQuery, useApi } from '../api-client';
import { usePricingName } from '../segment';

export async function getProductOffers(
  client: ApiClient,
  options: { pricingName: string; clearCache?: boolean; signal?: AbortSignal },
): Promise<ProductOffersResult> {
  const response = await call(
    client,
    endpointRoutes.startup.productOffers,
    { params: { pricingName: options.pricingName }, query: clearCacheQuery(options.clearCache ?? false) },
    { signal: options.signal },
  );
  return response.result;
}

/** Start-up loads the offers; the catalogue shows them and other pages read names from the same entry. */
export function productOffersQueryKey(pricingName: string) {
  return ['product-offers', pricingName] as const;
}

export function productOffersQueryOptions(client: ApiClient, pricingName: string, clearCache = false) {
  return queryOptions({
    queryKey: productOffersQueryKey(pricingName),
    queryFn: ({ signal }) => getProductOffers(client, { pricingName, clearCache, signal }),
    staleTime: CACHE_TTL_MS.productOffers,
  });
}

/** Product offers for the current pricing; waits until config has named the pricing. */
export function useProductOffers(options: { enabled?: boolean } = {}) {
  const { client, clearCache } = useApi();
  const pricingName = usePricingName();
  return useQuery({
    ...productOffersQueryOptions(client, pricingName ?? '', clearCache),
    enabled: (options.enabled ?? true) && pricingName !== undefined,
    // A customer's own pricing replaces the visitor's on sign-in; the shop stays up meanwhile.
    placeholderData: keepPreviousData,
  });
}

/**
 * How long after a draw's sales close the offers are read again: past the server's 15-second cache of
 * its answer, so the read no longer holds the closed draw.
 */
export const OFFERS_REREAD_AFTER_CLOSE_MS = 16_000;
/** A timer longer than this is armed again later (a browser cannot wait much over 24 days). */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/** The soonest moment, after `now`, that sales of a draw on sale close; null when none will. */
export function nextSalesClose(result: ProductOffersResult, now: number): number | null {
  let soonest: number | null = null;
  for (const offer of result.offers) {
    for (const draw of offer.draws) {
      const stop = Date.parse(draw.stop);
      if (draw.state === 'DRAW_OPEN' && stop > now && (soonest === null || stop < soonest)) soonest = stop;
    }
  }
  return soonest;
}

/**
 * Reads the offers again just after a draw's sales close, so the jackpot panel, cards and play screens
 * move on to the next draw instead of offering one that no longer sells. Used once, by the shop's layout.
 */
export function useOffersReadAgainAtSalesClose(): void {
  const { data, dataUpdatedAt, refetch } = useProductOffers();
  useEffect(() => {
    if (!data) return;
    const now = Date.now();
    const close = nextSalesClose(data, now);
    if (close === null) return;
    const timer = setTimeout(
      () => void refetch(),
      Math.min(close - now + OFFERS_REREAD_AFTER_CLOSE_MS, LONGEST_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, refetch]);
}
