import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ConfigResult } from '@fairdraw/contracts';
import { call } from '../api-call';
import { clearCacheQuery, useApi } from '../api-client';

export async function getConfig(
  client: ApiClient,
  options: { clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<ConfigResult> {
  const response = await call(
    client,
    endpointRoutes.startup.config,
    { query: clearCacheQuery(options.clearCache ?? false) },
    { signal: options.signal },
  );
  return response.result;
}

export function configQueryOptions(client: ApiClient, clearCache = false) {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(client, { clearCache, signal }),
    staleTime: CACHE_TTL_MS.default,
  });
}

/** For the start-up gate, which shows its own loading and error states. */
export function useConfigQuery(options: { enabled?: boolean } = {}) {
  const { client, clearCache } = useApi();
  return useQuery({ ...configQueryOptions(client, clearCache), enabled: options.enabled ?? true });
}

/** Site configuration; the start-up gate has loaded it before any page renders. */
export function useConfig(): ConfigResult {
  const { client, clearCache } = useApi();
  return useSuspenseQuery(configQueryOptions(client, clearCache)).data;
}
