import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CapabilitiesResult } from '@fairdraw/contracts';
import { call } from '../api-call';
import { clearCacheQuery, useApi } from '../api-client';
import { useSegmentName } from '../segment';

export async function getCapabilities(
  client: ApiClient,
  options: { segmentName: string; clearCache?: boolean; signal?: AbortSignal },
): Promise<CapabilitiesResult> {
  const response = await call(
    client,
    endpointRoutes.startup.capabilities,
    { query: { segmentName: options.segmentName, ...clearCacheQuery(options.clearCache ?? false) } },
    { signal: options.signal },
  );
  return response.result;
}

export function capabilitiesQueryOptions(client: ApiClient, segmentName: string, clearCache = false) {
  return queryOptions({
    queryKey: ['capabilities', segmentName],
    queryFn: ({ signal }) => getCapabilities(client, { segmentName, clearCache, signal }),
    staleTime: CACHE_TTL_MS.default,
  });
}

export function useCapabilitiesQuery(options: { enabled?: boolean } = {}) {
  const { client, clearCache } = useApi();
  const segmentName = useSegmentName();
  return useQuery({
    ...capabilitiesQueryOptions(client, segmentName, clearCache),
    enabled: options.enabled ?? true,
    // Signing in moves to the customer's segment: keep the visitor's flags until those arrive, so
    // gated parts do not vanish and come back.
    placeholderData: keepPreviousData,
  });
}
