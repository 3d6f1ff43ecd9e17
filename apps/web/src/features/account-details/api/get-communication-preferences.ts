import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { CommunicationPreferences } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';

export const PREFERENCES_API_VERSION = '3.2';

/** GET /customer/{id}/communication-preferences (3.2): the own id signed in, or a signed e-mail link id. */
export async function getCommunicationPreferences(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<CommunicationPreferences>(
    `/customer/${encodeURIComponent(id)}/communication-preferences`,
    undefined,
    { apiVersion: PREFERENCES_API_VERSION, signal },
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
