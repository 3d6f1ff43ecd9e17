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
