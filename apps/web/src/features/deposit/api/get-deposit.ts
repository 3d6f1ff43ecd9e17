import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /funds/{id}/deposit: one of the customer's deposits, as the return pages show it. */
export async function getDeposit(
  client: ApiClient,
  depositId: string,
  options: { signal?: AbortSignal } = {},
) {
  const response = await call(
    client,
    endpointRoutes.deposits.get,
    { params: { id: depositId } },
    { signal: options.signal },
  );
  return response.result;
}

export function depositQueryOptions(client: ApiClient, depositId: string) {
  return queryOptions({
    queryKey: ['deposit', depositId],
    queryFn: ({ signal }) => getDeposit(client, depositId, { signal }),
    // A deposit waiting for the bank is asked again until it settles.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || query.state.data?.status === 'requires_action' ? 3000 : false,
  });
}

export function useDeposit(depositId: string) {
  const { client } = useApi();
  const { isAuthenticated } = useSession();
  return useQuery({
    ...depositQueryOptions(client, depositId),
    enabled: isAuthenticated && depositId !== '',
  });
}
