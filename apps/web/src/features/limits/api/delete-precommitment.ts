import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { PRECOMMITMENT_QUERY_KEY } from './get-precommitment';

/** DELETE /precommitment: the limit ends after 24 hours. */
export async function deletePrecommitment(client: ApiClient) {
  return (await call(client, endpointRoutes.limits.removePrecommitment, {})).result;
}

export function useDeletePrecommitment() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['precommitment', 'delete'],
    mutationFn: () => deletePrecommitment(client),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PRECOMMITMENT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]),
  });
}
