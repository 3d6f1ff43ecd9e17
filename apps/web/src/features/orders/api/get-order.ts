import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type OrderDetail } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** GET /orders/{id}?show_details=true: one order with its numbers, draws and raffle ticket numbers. */
export async function getOrder(
  client: ApiClient,
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<OrderDetail> {
  const response = await call(
    client,
    endpointRoutes.orders.get,
    { params: { id }, query: { showDetails: 'true' } },
    { signal: options.signal },
  );
  return response.result;
}

export function orderQueryOptions(client: ApiClient, customerId: string, id: string) {
  return queryOptions({
    queryKey: ['order', customerId, id],
    queryFn: ({ signal }) => getOrder(client, id, { signal }),
    retry: retryUnlessNotFound,
  });
}

export function useOrder(id: string) {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...orderQueryOptions(client, customerId ?? '', id),
    enabled: customerId !== null,
  });
}
