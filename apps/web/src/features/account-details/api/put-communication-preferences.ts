import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CommunicationPreferencesBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { communicationPreferencesQueryOptions } from './get-communication-preferences';

/** PUT /customer/{id}/communication-preferences. */
export async function putCommunicationPreferences(
  client: ApiClient,
  id: string,
  body: CommunicationPreferencesBody,
) {
  const response = await call(client, endpointRoutes.accountDetails.updateCommunicationPreferences, {
    params: { id },
    body,
  });
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
