import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /customer/verification: the customer's verification and the documents they uploaded. */
export async function getVerification(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(client, endpointRoutes.verification.status, {}, { signal: options.signal });
  return response.result;
}

export const VERIFICATION_QUERY_KEY = ['verification', 'customer'] as const;

export function verificationQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...VERIFICATION_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getVerification(client, { signal }),
  });
}

export function useVerification() {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...verificationQueryOptions(client, customerId ?? ''),
    enabled: isAuthenticated && customerId !== null,
  });
}
