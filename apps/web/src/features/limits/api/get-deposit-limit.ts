import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /deposit-limit: the weekly deposit limit (deposits over any 7 days), any change waiting and what counts against it now. */
export async function getDepositLimit(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(client, endpointRoutes.limits.depositLimit, {}, { signal: options.signal });
  return response.result;
}

export const DEPOSIT_LIMIT_QUERY_KEY = ['deposit-limit'] as const;

export function depositLimitQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...DEPOSIT_LIMIT_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getDepositLimit(client, { signal }),
    staleTime: 0,
  });
}

export function useDepositLimit() {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...depositLimitQueryOptions(client, customerId ?? ''),
    enabled: isAuthenticated && customerId !== null,
  });
}
