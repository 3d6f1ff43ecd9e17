import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TicketCheckDraw } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /ticket-check/{productOfferKey}/draws: the lottery's drawn draws, newest first. */
export async function getCheckDraws(
  client: ApiClient,
  productOfferKey: string,
  options: { signal?: AbortSignal } = {},
): Promise<TicketCheckDraw[]> {
  const response = await call(
    client,
    endpointRoutes.ticketCheck.draws,
    { params: { productOfferKey } },
    { signal: options.signal },
  );
  return response.result;
}

export function checkDrawsQueryOptions(client: ApiClient, productOfferKey: string) {
  return queryOptions({
    queryKey: ['ticket-check', 'draws', productOfferKey],
    queryFn: ({ signal }) => getCheckDraws(client, productOfferKey, { signal }),
    staleTime: CACHE_TTL_MS.default,
  });
}

/** The drawn draws of the chosen lottery; idle until one is chosen. */
export function useCheckDraws(productOfferKey: string | null) {
  const { client } = useApi();
  return useQuery({
    ...checkDrawsQueryOptions(client, productOfferKey ?? ''),
    enabled: productOfferKey !== null,
  });
}
