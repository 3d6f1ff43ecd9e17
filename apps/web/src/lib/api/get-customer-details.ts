import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../api-call';
import { useApi } from '../api-client';
import { useSession } from '../session';

/** GET /customer/details: the account's details (my details, and the identity check fills its form from them). */
export async function getCustomerDetails(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(client, endpointRoutes.accountDetails.details, {}, { signal: options.signal });
  return response.result;
}

export const CUSTOMER_DETAILS_QUERY_KEY = ['customer-details'] as const;

export function customerDetailsQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...CUSTOMER_DETAILS_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getCustomerDetails(client, { signal }),
    staleTime: 0,
  });
}

export function useCustomerDetails() {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...customerDetailsQueryOptions(client, customerId ?? ''),
    enabled: isAuthenticated && customerId !== null,
  });
}
