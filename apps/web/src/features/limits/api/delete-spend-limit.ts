import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { SPEND_LIMITS_QUERY_KEY } from './get-spend-limits';

/** DELETE /spend-limits/{id}: the limit ends after 24 hours. */
export async function deleteSpendLimit(client: ApiClient, id: string) {
  return (await call(client, endpointRoutes.limits.removeSpendLimit, { params: { id } })).result;
}

export function useDeleteSpendLimit() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['spend-limits', 'delete'],
    mutationFn: (id: string) => deleteSpendLimit(client, id),
    // A failure refetches too (account-area §8): the list shows what really stands.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SPEND_LIMITS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]),
  });
}
