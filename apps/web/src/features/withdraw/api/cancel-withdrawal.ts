import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { WITHDRAWABLE_FUNDS_QUERY_KEY } from './get-withdrawable-funds';
import { WITHDRAWAL_QUERY_KEY } from './get-withdrawal';

/** POST /withdrawals/{id}/cancel: a pending withdrawal is called off and the money goes back. */
export async function cancelWithdrawal(client: ApiClient, id: string) {
  const response = await call(client, endpointRoutes.withdrawals.cancel, { params: { id } });
  return response.result;
}

export function useCancelWithdrawal() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelWithdrawal(client, id),
    onSuccess: () =>
      Promise.all(
        [WITHDRAWAL_QUERY_KEY, WITHDRAWABLE_FUNDS_QUERY_KEY, CUSTOMER_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
