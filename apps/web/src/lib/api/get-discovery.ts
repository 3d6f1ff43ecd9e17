import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { useApi } from '../api-client';

/** Start-up step 1: discovery, resolved to the main API's base URL (the client keeps the full map). */
export function getDiscovery(client: ApiClient): Promise<string> {
  return client.serviceBase('main');
}

export function discoveryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['discovery'],
    queryFn: () => getDiscovery(client),
    staleTime: CACHE_TTL_MS.discovery,
  });
}

export function useDiscovery() {
  const { client } = useApi();
  return useQuery(discoveryQueryOptions(client));
}
