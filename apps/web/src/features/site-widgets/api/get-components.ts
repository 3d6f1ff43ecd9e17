import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, isNotFound } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ComponentName, type ComponentVariants } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { clearCacheQuery, useApi } from '../../../lib/api-client';

export type ComponentVariant = NonNullable<ComponentVariants[ComponentName]>;

/**
 * What each component shows when the site config does not choose (none published, the name missing, or
 * the read failed): the shop's own widgets on, the partner invitation off until an operator wants it.
 */
export const DEFAULT_COMPONENT_VARIANTS: Record<ComponentName, ComponentVariant> = {
  uniqueSellingPointWidget: 'default',
  companyInformationWidget: 'default',
  charitySupportWidget: 'default',
  productSupportBanner: 'default',
  customerFeedbackBanner: 'default',
  affiliateWidget: 'off',
};

/** GET /cms/components: the variant the site config chooses for each configurable component. */
export async function getComponents(
  client: ApiClient,
  options: { clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<ComponentVariants> {
  const response = await call(
    client,
    endpointRoutes.content.components,
    { query: clearCacheQuery(options.clearCache ?? false) },
    { signal: options.signal },
  );
  return response.result;
}

export function componentsQueryOptions(client: ApiClient, clearCache = false) {
  return queryOptions({
    queryKey: ['components'],
    queryFn: ({ signal }) => getComponents(client, { clearCache, signal }),
    staleTime: CACHE_TTL_MS.components,
    // No site config published (404) means the defaults; it is not an error to retry.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });
}

/**
 * The variant of one component: `off` while the choice loads (so a widget the config turns off never
 * flashes), then the configured one, else its default.
 */
export function useComponentVariant(name: ComponentName): ComponentVariant {
  const { client, clearCache } = useApi();
  const query = useQuery(componentsQueryOptions(client, clearCache));
  if (query.isPending) return 'off';
  return query.data?.[name] ?? DEFAULT_COMPONENT_VARIANTS[name];
}
