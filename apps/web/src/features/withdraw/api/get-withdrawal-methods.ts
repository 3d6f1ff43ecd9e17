import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { WithdrawalMethod } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /withdrawal_methods: the methods by code, each with the customer's destinations (funds). */
export async function getWithdrawalMethods(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await client.get<WithdrawalMethod[]>('/withdrawal_methods', undefined, {
    signal: options.signal,
  });
  return response.result;
}

export const WITHDRAWAL_METHODS_QUERY_KEY = ['withdrawal-methods'] as const;

export function withdrawalMethodsQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...WITHDRAWAL_METHODS_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getWithdrawalMethods(client, { signal }),
    staleTime: 0,
  });
}

export function useWithdrawalMethods() {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...withdrawalMethodsQueryOptions(client, customerId ?? ''),
    enabled: customerId !== null,
  });
}
