import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, isNotFound } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type Navigation } from '@fairdraw/contracts';
import { call } from '../api-call';
import { clearCacheQuery, useApi } from '../api-client';

/** GET /cms/navigation: the site config's menus and the labels it gives the shop's own routes. */
export async function getNavigation(
  client: ApiClient,
  options: { clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<Navigation> {
  const response = await call(
    client,
    endpointRoutes.content.navigation,
    { query: clearCacheQuery(options.clearCache ?? false) },
    { signal: options.signal },
  );
  return response.result;
}

export function navigationQueryOptions(client: ApiClient, clearCache = false) {
  return queryOptions({
    queryKey: ['navigation'],
    queryFn: ({ signal }) => getNavigation(client, { clearCache, signal }),
    staleTime: CACHE_TTL_MS.navigation,
    // No site config published (404) keeps the shop's own labels; it is not an error to retry.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });
}

/** The site config's navigation; no data while loading or when none is published (404). */
export function useNavigation() {
  const { client, clearCache } = useApi();
  return useQuery(navigationQueryOptions(client, clearCache));
}

/** The label the site config gives a route (`/lotto-tickets` → "Play lotto"), else the shop's own. */
export function useRouteLabel(): (path: string, label: string) => string {
  const labels = useNavigation().data?.routeLabels;
  return (path, label) => labels?.[path] ?? label;
}
