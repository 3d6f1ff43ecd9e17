import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /funds/card_gateways: which card gateway takes new cards, and where it tokenises them. */
export async function getCardGateways(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(client, endpointRoutes.funds.cardGateways, {}, { signal: options.signal });
  return response.result;
}

export function cardGatewaysQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['card-gateways'],
    queryFn: ({ signal }) => getCardGateways(client, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function useCardGateways() {
  const { client } = useApi();
  const { isAuthenticated } = useSession();
  return useQuery({ ...cardGatewaysQueryOptions(client), enabled: isAuthenticated });
}
