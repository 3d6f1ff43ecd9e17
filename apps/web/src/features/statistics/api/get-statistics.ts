import { queryOptions, useQuery } from '@tanstack/react-query';
import type { keepPreviousData } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type StatisticsResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** GET /statistics/{productOfferKey}?last=n: number statistics over all drawn draws or the newest n. */
export async function getStatistics(
  client: ApiClient,
  options: { productOfferKey: string; last: number | null; signal?: AbortSignal },
): Promise<StatisticsResult> {
  const response = await call(
    client,
    endpointRoutes.statistics.numbers,
    {
      params: { productOfferKey: options.productOfferKey },
      query: options.last === null ? undefined : { last: String(options.last) },
    },
    { signal: options.signal },
  );
  return response.result;
}

export function statisticsQueryOptions(client: ApiClient, productOfferKey: string, last: number | null) {
  return queryOptions({
    queryKey: ['statistics', productOfferKey, last],
    queryFn: ({ signal }) => getStatistics(client, { productOfferKey, last, signal }),
    // Kept for a minute, as the server's cache-control says.
    staleTime: CACHE_TTL_MS.default,
    // A 404 is an answer (not a lottery with statistics).
    retry: retryUnlessNotFound,
  });
}

export function useStatistics(
  productOfferKey: string,
  last: number | null,
  options: { placeholderData?: typeof keepPreviousData } = {},
) {
  const { client } = useApi();
  return useQuery({ ...statisticsQueryOptions(client, productOfferKey, last), ...options });
}
