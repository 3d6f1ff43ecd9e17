import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, RESULTS_MAX_PAGE_SIZE } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import type { ResultsPage } from './get-past-results';

/**
 * GET /draws/past/archived/{key}/{year}/{month}: an offer's draws in one Sydney calendar month. A
 * month holds at most a few dozen draws, so the archive asks for them in one page.
 */
export async function getArchivedResults(
  client: ApiClient,
  options: { productOfferKey: string; year: number; month: number; signal?: AbortSignal },
): Promise<ResultsPage> {
  const { productOfferKey, year, month } = options;
  const response = await call(
    client,
    endpointRoutes.results.archived,
    { params: { productOfferKey, year, month }, query: { limit: RESULTS_MAX_PAGE_SIZE, offset: 0 } },
    { signal: options.signal },
  );
  return { results: response.result, pageInfo: response.pageInfo };
}

export function archivedResultsQueryOptions(
  client: ApiClient,
  productOfferKey: string,
  year: number,
  month: number,
) {
  return queryOptions({
    queryKey: ['archived-results', productOfferKey, year, month],
    queryFn: ({ signal }) => getArchivedResults(client, { productOfferKey, year, month, signal }),
  });
}

export function useArchivedResults(productOfferKey: string, year: number, month: number) {
  const { client } = useApi();
  return useQuery({
    ...archivedResultsQueryOptions(client, productOfferKey, year, month),
    placeholderData: keepPreviousData,
  });
}
