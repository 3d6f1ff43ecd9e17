import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type DrawResultSummary } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/**
 * GET /draw/integrity/{productOfferKey}/{drawNo}: a draw from the moment its sales stop, with its sealed
 * entry set (and a raffle's seed commitment) before any result exists. 404 while it is on sale.
 */
export async function getDrawIntegrity(
  client: ApiClient,
  options: { productOfferKey: string; drawNo: number; signal?: AbortSignal },
): Promise<DrawResultSummary> {
  const response = await call(
    client,
    endpointRoutes.results.integrity,
    { params: { productOfferKey: options.productOfferKey, drawNo: options.drawNo } },
    { signal: options.signal },
  );
  return response.result;
}

export function drawIntegrityQueryOptions(client: ApiClient, productOfferKey: string, drawNo: number) {
  return queryOptions({
    queryKey: ['draw-integrity', productOfferKey, drawNo],
    queryFn: ({ signal }) => getDrawIntegrity(client, { productOfferKey, drawNo, signal }),
    retry: retryUnlessNotFound,
  });
}

/** Asked once a draw turned out to have no result yet. */
export function useDrawIntegrity(productOfferKey: string, drawNo: number) {
  const { client } = useApi();
  return useQuery(drawIntegrityQueryOptions(client, productOfferKey, drawNo));
}
