import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { DEPOSIT_LIMIT_QUERY_KEY } from './get-deposit-limit';

/** POST /deposit-limit (form body `limit`): a cut applies now, a raise after 24 hours. */
export async function postDepositLimit(client: ApiClient, limit: string) {
  return (await call(client, endpointRoutes.limits.setDepositLimit, { body: { limit } })).result;
}

export function usePostDepositLimit() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['deposit-limit', 'post'],
    mutationFn: (limit: string) => postDepositLimit(client, limit),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DEPOSIT_LIMIT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]),
  });
}
