import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type WithdrawBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { WITHDRAWABLE_FUNDS_QUERY_KEY } from './get-withdrawable-funds';

/** POST /funds/{id}/withdraw, `{id}` a bank account or PayID. The key makes a retried attempt safe. */
export async function withdraw(
  client: ApiClient,
  request: { fundId: string; body: WithdrawBody; idempotencyKey: string },
) {
  const response = await call(
    client,
    endpointRoutes.withdrawals.withdraw,
    { params: { id: request.fundId }, body: request.body },
    { idempotencyKey: request.idempotencyKey },
  );
  return response.result;
}

export function useWithdraw() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { fundId: string; body: WithdrawBody; idempotencyKey: string }) =>
      withdraw(client, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WITHDRAWABLE_FUNDS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]),
  });
}
