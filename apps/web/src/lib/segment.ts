// Which capability segment and which pricing the shop is read with (shop-core §1): the signed-in
// customer's own, otherwise the visitor's from config.
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-client';
import { configQueryOptions } from './api/get-config';
import { useCustomer } from './api/get-customer';

/** The segment anonymous visitors belong to; asked for while config is still on its way. */
export const VISITOR_SEGMENT = 'visitor';

/** Reads config from the cache without fetching it (the start-up gate does that). */
function useCachedConfig() {
  const { client, clearCache } = useApi();
  return useQuery({ ...configQueryOptions(client, clearCache), enabled: false }).data;
}

/**
 * The capability segment: the customer's once their record has loaded, else config's default. Before
 * config has loaded this is the visitor segment, so capabilities can be fetched alongside config.
 */
export function useSegmentName(): string {
  const customer = useCustomer().data;
  const config = useCachedConfig();
  return customer?.segmentName ?? config?.defaultSegment ?? VISITOR_SEGMENT;
}

/** The pricing product offers are read with: the customer's, else config's; undefined until known. */
export function usePricingName(): string | undefined {
  const customer = useCustomer().data;
  const config = useCachedConfig();
  return customer?.pricingId ?? config?.defaultPricingId;
}
