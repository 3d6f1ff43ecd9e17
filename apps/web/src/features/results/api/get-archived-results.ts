import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { RESULTS_API_VERSION, RESULTS_MAX_PAGE_SIZE, type DrawResultSummary } from '@fairdraw/contracts';
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
  const response = await client.get<DrawResultSummary[]>(
    `/draws/past/archived/${encodeURIComponent(productOfferKey)}/${year}/${month}`,
    { limit: RESULTS_MAX_PAGE_SIZE, offset: 0 },
    { apiVersion: RESULTS_API_VERSION, signal: options.signal },
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
