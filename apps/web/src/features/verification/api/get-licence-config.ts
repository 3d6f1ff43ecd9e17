import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /customer-verify/config/licence: each state's licence and card number rules. */
export async function getLicenceConfig(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await call(
    client,
    endpointRoutes.verification.licenceConfig,
    {},
    { signal: options.signal },
  );
  return response.result;
}

export function licenceConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['verification', 'licence-config'],
    queryFn: ({ signal }) => getLicenceConfig(client, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useLicenceConfig() {
  const { client } = useApi();
  return useQuery(licenceConfigQueryOptions(client));
}
