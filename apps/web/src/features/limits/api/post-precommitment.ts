import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { PRECOMMITMENT_QUERY_KEY } from './get-precommitment';

/** POST /precommitment (form body `limit`): a cut applies now, a raise after 24 hours. */
export async function postPrecommitment(client: ApiClient, limit: string) {
  return (await call(client, endpointRoutes.limits.setPrecommitment, { body: { limit } })).result;
}

export function usePostPrecommitment() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['precommitment', 'post'],
    mutationFn: (limit: string) => postPrecommitment(client, limit),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PRECOMMITMENT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]),
  });
}
