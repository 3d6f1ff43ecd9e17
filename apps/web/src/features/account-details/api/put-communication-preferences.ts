import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { CommunicationPreferences, CommunicationPreferencesBody } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import {
  communicationPreferencesQueryOptions,
  PREFERENCES_API_VERSION,
} from './get-communication-preferences';

/** PUT /customer/{id}/communication-preferences (3.2). */
export async function putCommunicationPreferences(
  client: ApiClient,
  id: string,
  body: CommunicationPreferencesBody,
) {
  const response = await client.put<CommunicationPreferences>(
    `/customer/${encodeURIComponent(id)}/communication-preferences`,
    body as Record<string, unknown>,
    { apiVersion: PREFERENCES_API_VERSION },
  );
  return response.result;
}

export function usePutCommunicationPreferences(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication-preferences', 'save', id],
    mutationFn: (body: CommunicationPreferencesBody) => putCommunicationPreferences(client, id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(communicationPreferencesQueryOptions(client, id).queryKey, saved);
    },
  });
}
