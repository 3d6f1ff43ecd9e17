import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /customer/{id}/communication-preferences: the own id signed in, or a signed e-mail link id. */
export async function getCommunicationPreferences(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await call(
    client,
    endpointRoutes.accountDetails.communicationPreferences,
    { params: { id } },
    { signal },
  );
  return response.result;
}

export function communicationPreferencesQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['communication-preferences', id],
    queryFn: ({ signal }) => getCommunicationPreferences(client, id, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useCommunicationPreferences(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...communicationPreferencesQueryOptions(client, id ?? ''), enabled: id !== null });
}
