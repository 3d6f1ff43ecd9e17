import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /transactions/{id}: one movement of the wallet (the withdrawal summary page). */
export async function getTransaction(client: ApiClient, id: string, options: { signal?: AbortSignal } = {}) {
  const response = await call(
    client,
    endpointRoutes.transactions.get,
    { params: { id } },
    { signal: options.signal },
  );
  return response.result;
}

export function transactionQueryOptions(client: ApiClient, customerId: string, id: string) {
  return queryOptions({
    queryKey: ['wallet-transaction', customerId, id],
    queryFn: ({ signal }) => getTransaction(client, id, { signal }),
  });
}

export function useTransaction(id: string) {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({ ...transactionQueryOptions(client, customerId ?? '', id), enabled: customerId !== null });
}
