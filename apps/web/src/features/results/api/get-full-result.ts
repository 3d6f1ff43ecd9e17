import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type FullDrawResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** GET /draw/full_result?product_offer_key=&draw_no=: one draw with prizes, winners and integrity. */
export async function getFullResult(
  client: ApiClient,
  options: { productOfferKey: string; drawNo: number; signal?: AbortSignal },
): Promise<FullDrawResult> {
  const response = await call(
    client,
    endpointRoutes.results.fullResult,
    { query: { productOfferKey: options.productOfferKey, drawNo: options.drawNo } },
    { signal: options.signal },
  );
  return response.result;
}

export function fullResultQueryOptions(client: ApiClient, productOfferKey: string, drawNo: number) {
  return queryOptions({
    queryKey: ['full-result', productOfferKey, drawNo],
    queryFn: ({ signal }) => getFullResult(client, { productOfferKey, drawNo, signal }),
    retry: retryUnlessNotFound,
  });
}

export function useFullResult(productOfferKey: string, drawNo: number) {
  const { client } = useApi();
  return useQuery(fullResultQueryOptions(client, productOfferKey, drawNo));
}
