import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { WithdrawalDestination, WithdrawalDestinationBody } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { WITHDRAWAL_METHODS_QUERY_KEY } from './get-withdrawal-methods';

/** POST /withdrawal_destinations: a bank account or PayID to withdraw to. */
export async function addDestination(client: ApiClient, body: WithdrawalDestinationBody) {
  const response = await client.post<WithdrawalDestination>('/withdrawal_destinations', body);
  return response.result;
}

export function useAddDestination() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalDestinationBody) => addDestination(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAWAL_METHODS_QUERY_KEY }),
  });
}
