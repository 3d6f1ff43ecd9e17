import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LimitPeriod } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { SPEND_LIMITS_QUERY_KEY } from './get-spend-limits';

/** POST /spend-limits/{period} (form body `limit`): a cut applies now, a raise after 24 hours. */
export async function postSpendLimit(client: ApiClient, period: LimitPeriod, limit: string) {
  return (await call(client, endpointRoutes.limits.changeSpendLimit, { params: { period }, body: { limit } }))
    .result;
}

export function usePostSpendLimit() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['spend-limits', 'edit'],
    mutationFn: ({ period, limit }: { period: LimitPeriod; limit: string }) =>
      postSpendLimit(client, period, limit),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SPEND_LIMITS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]),
  });
}
