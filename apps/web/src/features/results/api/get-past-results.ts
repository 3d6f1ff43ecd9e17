import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import {
  endpointRoutes,
  RESULTS_PAGE_SIZE,
  type DrawResultSummary,
  type PageInfo,
  type ResultCategory,
} from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { pageOffset } from '@fairdraw/domain';
import { useApi } from '../../../lib/api-client';
import { usePricingName } from '../../../lib/segment';

export interface ResultsPage {
  results: DrawResultSummary[];
  /** Null when the server sent no page info. */
  pageInfo: PageInfo | null;
}

export interface PastResultsFilter {
  category?: ResultCategory;
  /** One offer's drawn draws instead of the latest of every offer. */
  productOfferKey?: string;
}

/**
 * The latest draw of every game on one screen: the shop sells fewer games than this, so page one of the
 * results leads with all of them. One game's own history keeps the contract's five a page.
 */
export const LATEST_RESULTS_PAGE_SIZE = 20;

/**
 * GET /draws/pricing/{pricingId}/past (v3.6): the latest draw of every offer, or one offer's draws,
 * newest first, one page.
 */
export async function getPastResults(
  client: ApiClient,
  options: { pricingId: string; page: number; filter: PastResultsFilter; signal?: AbortSignal },
): Promise<ResultsPage> {
  const { category, productOfferKey } = options.filter;
  const size = productOfferKey ? RESULTS_PAGE_SIZE : LATEST_RESULTS_PAGE_SIZE;
  const response = await call(
    client,
    endpointRoutes.results.past,
    {
      params: { pricingId: options.pricingId },
      query: {
        limit: size,
        offset: pageOffset(options.page, size),
        ...(category ? { category } : {}),
        ...(productOfferKey ? { productOfferKey } : {}),
      },
    },
    { signal: options.signal },
  );
  return { results: response.result, pageInfo: response.pageInfo };
}

export function pastResultsQueryOptions(
  client: ApiClient,
  pricingId: string,
  filter: PastResultsFilter,
  page: number,
) {
  return queryOptions({
    queryKey: ['past-results', pricingId, filter.category ?? 'all', filter.productOfferKey ?? '*', page],
    queryFn: ({ signal }) => getPastResults(client, { pricingId, page, filter, signal }),
  });
}

export function usePastResults(filter: PastResultsFilter, page: number, options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  const pricingId = usePricingName();
  return useQuery({
    ...pastResultsQueryOptions(client, pricingId ?? '', filter, page),
    enabled: (options.enabled ?? true) && pricingId !== undefined,
    placeholderData: keepPreviousData,
  });
}
