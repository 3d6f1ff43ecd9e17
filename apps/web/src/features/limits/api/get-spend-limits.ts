import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /spend-limits: the customer's limits per period, the shop's, and what was spent. */
export async function getSpendLimits(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(client, endpointRoutes.limits.spendLimits, {}, { signal: options.signal });
  return response.result;
}

export const SPEND_LIMITS_QUERY_KEY = ['spend-limits'] as const;

export function spendLimitsQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...SPEND_LIMITS_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getSpendLimits(client, { signal }),
    staleTime: 0,
  });
}

export function useSpendLimits() {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...spendLimitsQueryOptions(client, customerId ?? ''),
    enabled: isAuthenticated && customerId !== null,
  });
}
