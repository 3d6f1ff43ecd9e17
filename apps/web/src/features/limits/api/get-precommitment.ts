import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /precommitment: the precommitment limit (spending over the last 30 days), any change waiting and what counts against it now. */
export async function getPrecommitment(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(client, endpointRoutes.limits.precommitment, {}, { signal: options.signal });
  return response.result;
}

export const PRECOMMITMENT_QUERY_KEY = ['precommitment'] as const;

export function precommitmentQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...PRECOMMITMENT_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getPrecommitment(client, { signal }),
    staleTime: 0,
  });
}

export function usePrecommitment() {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...precommitmentQueryOptions(client, customerId ?? ''),
    enabled: isAuthenticated && customerId !== null,
  });
}
