import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ResultKey } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { usePricingName } from '../../../lib/segment';

/** GET /draws/pricing/{pricingId}/past/result_keys: every results offer and its drawn draws. */
export async function getResultKeys(
  client: ApiClient,
  options: { pricingId: string; signal?: AbortSignal },
): Promise<ResultKey[]> {
  const response = await call(
    client,
    endpointRoutes.results.resultKeys,
    { params: { pricingId: options.pricingId } },
    { signal: options.signal },
  );
  return response.result;
}

export function resultKeysQueryOptions(client: ApiClient, pricingId: string) {
  return queryOptions({
    queryKey: ['result-keys', pricingId],
    queryFn: ({ signal }) => getResultKeys(client, { pricingId, signal }),
    // Cached for a day (shop-core §9); a new draw's own page does not need it to exist.
    staleTime: CACHE_TTL_MS.resultKeys,
  });
}

export function useResultKeys() {
  const { client } = useApi();
  const pricingId = usePricingName();
  return useQuery({
    ...resultKeysQueryOptions(client, pricingId ?? ''),
    enabled: pricingId !== undefined,
  });
}
