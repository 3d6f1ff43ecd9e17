import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TicketCheckLottery } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /ticket-check/lotteries: the lotteries whose tickets can be checked, with their number sets. */
export async function getCheckLotteries(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<TicketCheckLottery[]> {
  const response = await call(client, endpointRoutes.ticketCheck.lotteries, {}, { signal: options.signal });
  return response.result;
}

export function checkLotteriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['ticket-check', 'lotteries'],
    queryFn: ({ signal }) => getCheckLotteries(client, { signal }),
    staleTime: CACHE_TTL_MS.default,
  });
}

export function useCheckLotteries() {
  const { client } = useApi();
  return useQuery(checkLotteriesQueryOptions(client));
}
