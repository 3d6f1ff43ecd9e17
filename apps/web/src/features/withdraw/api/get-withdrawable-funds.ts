import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /customer/withdrawable-funds: what may be withdrawn now, and why not when blocked. */
export async function getWithdrawableFunds(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(
    client,
    endpointRoutes.withdrawals.withdrawableFunds,
    {},
    { signal: options.signal },
  );
  return response.result;
}

export const WITHDRAWABLE_FUNDS_QUERY_KEY = ['withdrawable-funds'] as const;

export function withdrawableFundsQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...WITHDRAWABLE_FUNDS_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getWithdrawableFunds(client, { signal }),
    staleTime: 0,
  });
}

export function useWithdrawableFunds() {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...withdrawableFundsQueryOptions(client, customerId ?? ''),
    enabled: customerId !== null,
  });
}
