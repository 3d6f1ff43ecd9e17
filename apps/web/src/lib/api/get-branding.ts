import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import {
  endpointRoutes,
  type BrandingResult,
  type ProductBranding,
  type RegionCode,
} from '@fairdraw/contracts';
import { call } from '../api-call';
import { clearCacheQuery, useApi } from '../api-client';

export async function getBranding(
  client: ApiClient,
  options: { clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<BrandingResult> {
  const response = await call(
    client,
    endpointRoutes.startup.branding,
    { query: clearCacheQuery(options.clearCache ?? false) },
    { signal: options.signal },
  );
  return response.result;
}

export function brandingQueryOptions(client: ApiClient, clearCache = false) {
  return queryOptions({
    queryKey: ['branding'],
    queryFn: ({ signal }) => getBranding(client, { clearCache, signal }),
    staleTime: CACHE_TTL_MS.branding,
  });
}

/** Branding is decoration: pages never wait for it, and without it cards use the house colours. */
export function useBranding(options: { enabled?: boolean } = {}) {
  const { client, clearCache } = useApi();
  return useQuery({ ...brandingQueryOptions(client, clearCache), enabled: options.enabled ?? true });
}

/** The branding of a product offer, matched by its lower-cased key, an alias, or its lottery key. */
export function findProductBranding(
  branding: BrandingResult | undefined,
  offer: { key: string; lotteryKey: string },
): ProductBranding | undefined {
  const key = offer.key.toLowerCase();
  const lotteryKey = offer.lotteryKey.toLowerCase();
  return branding?.products.find(
    (product) => product.id === key || product.id === lotteryKey || product.aliases.includes(offer.key),
  );
}

/** A product's colours where the customer is: the region's own when it has them (Gold Lotto in QLD). */
export function regionalColours(
  branding: ProductBranding,
  region: RegionCode | null,
): ProductBranding['colours'] {
  return (
    branding.regionOverrides.find((override) => override.brandingRegion === region)?.colours ??
    branding.colours
  );
}
