import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type DrawWinners } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** GET /draw/details/{key}/{drawNo}/winners: a raffle's winning tickets and causes, or counts. */
export async function getDrawWinners(
  client: ApiClient,
  options: { productOfferKey: string; drawNo: number; signal?: AbortSignal },
): Promise<DrawWinners> {
  const response = await call(
    client,
    endpointRoutes.results.winners,
    { params: { productOfferKey: options.productOfferKey, drawNo: options.drawNo } },
    { signal: options.signal },
  );
  return response.result;
}

export function drawWinnersQueryOptions(client: ApiClient, productOfferKey: string, drawNo: number) {
  return queryOptions({
    queryKey: ['draw-winners', productOfferKey, drawNo],
    queryFn: ({ signal }) => getDrawWinners(client, { productOfferKey, drawNo, signal }),
    retry: retryUnlessNotFound,
  });
}

export function useDrawWinners(productOfferKey: string, drawNo: number) {
  const { client } = useApi();
  return useQuery(drawWinnersQueryOptions(client, productOfferKey, drawNo));
}
