import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../api-call';
import { useApi } from '../api-client';
import { useSession } from '../session';

/** GET /customer: the signed-in customer's overview (header, account pages). */
export async function getCustomer(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(client, endpointRoutes.session.customer, {}, { signal: options.signal });
  return response.result;
}

export const CUSTOMER_QUERY_KEY = ['customer'] as const;

export function customerQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...CUSTOMER_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getCustomer(client, { signal }),
    staleTime: 60_000,
  });
}

/** The signed-in customer; idle (no data) while anonymous. */
export function useCustomer() {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...customerQueryOptions(client, customerId ?? ''),
    enabled: isAuthenticated && customerId !== null,
  });
}
