import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { DEPOSIT_LIMIT_QUERY_KEY } from './get-deposit-limit';

/** DELETE /deposit-limit: the limit ends after 24 hours. */
export async function deleteDepositLimit(client: ApiClient) {
  return (await call(client, endpointRoutes.limits.removeDepositLimit, {})).result;
}

export function useDeleteDepositLimit() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['deposit-limit', 'delete'],
    mutationFn: () => deleteDepositLimit(client),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DEPOSIT_LIMIT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]),
  });
}
