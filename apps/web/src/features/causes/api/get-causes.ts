import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CauseWithOffers } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /causes: every cause, or the one with a slug (limit 1, shop-core §7). */
export async function getCauses(
  client: ApiClient,
  options: { slug?: string; signal?: AbortSignal } = {},
): Promise<CauseWithOffers[]> {
  const response = await call(
    client,
    endpointRoutes.causes.list,
    { query: options.slug ? { slug: options.slug, limit: 1 } : {} },
    { signal: options.signal },
  );
  return response.result;
}

export function causesQueryOptions(client: ApiClient, slug?: string) {
  return queryOptions({
    queryKey: ['causes', slug ?? '*'],
    queryFn: ({ signal }) => getCauses(client, { ...(slug ? { slug } : {}), signal }),
  });
}

export function useCauses() {
  const { client } = useApi();
  return useQuery(causesQueryOptions(client));
}

/** One cause by its URL slug: `data` is null when there is none. */
export function useCause(slug: string) {
  const { client } = useApi();
  const query = useQuery(causesQueryOptions(client, slug));
  return { ...query, cause: query.data ? (query.data[0] ?? null) : undefined };
}
