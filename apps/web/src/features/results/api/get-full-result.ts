import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { RESULTS_API_VERSION, type FullDrawResult } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** GET /draw/full_result?product_offer_key=&draw_no=: one draw with prizes, winners and integrity. */
export async function getFullResult(
  client: ApiClient,
  options: { productOfferKey: string; drawNo: number; signal?: AbortSignal },
): Promise<FullDrawResult> {
  const response = await client.get<FullDrawResult>(
    '/draw/full_result',
    { productOfferKey: options.productOfferKey, drawNo: options.drawNo },
    { apiVersion: RESULTS_API_VERSION, signal: options.signal },
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
