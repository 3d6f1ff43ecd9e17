import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /withdrawals/{id}: one of the customer's withdrawals and its status. */
export async function getWithdrawal(client: ApiClient, id: string, options: { signal?: AbortSignal } = {}) {
  const response = await call(
    client,
    endpointRoutes.withdrawals.get,
    { params: { id } },
    { signal: options.signal },
  );
  return response.result;
}

export const WITHDRAWAL_QUERY_KEY = ['withdrawal'] as const;

export function withdrawalQueryOptions(client: ApiClient, customerId: string, id: string) {
  return queryOptions({
    queryKey: [...WITHDRAWAL_QUERY_KEY, customerId, id],
    queryFn: ({ signal }) => getWithdrawal(client, id, { signal }),
    staleTime: 0,
  });
}

export function useWithdrawal(id: string) {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({ ...withdrawalQueryOptions(client, customerId ?? '', id), enabled: customerId !== null });
}
