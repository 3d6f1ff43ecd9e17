import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { WithdrawBody, Withdrawal } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { WITHDRAWABLE_FUNDS_QUERY_KEY } from './get-withdrawable-funds';

/** POST /funds/{id}/withdraw (3.1), `{id}` a bank account or PayID. The key makes a retried attempt safe. */
export const WITHDRAW_API_VERSION = '3.1';

export async function withdraw(
  client: ApiClient,
  request: { fundId: string; body: WithdrawBody; idempotencyKey: string },
) {
  const response = await client.post<Withdrawal>(
    `/funds/${encodeURIComponent(request.fundId)}/withdraw`,
    request.body,
    { apiVersion: WITHDRAW_API_VERSION, idempotencyKey: request.idempotencyKey },
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
