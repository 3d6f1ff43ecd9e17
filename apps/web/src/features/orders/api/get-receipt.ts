import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type Receipt } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** GET /checkout/{checkoutID}: the receipt of one of the customer's checkouts; 404 for anyone else's. */
export async function getReceipt(
  client: ApiClient,
  checkoutId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Receipt> {
  const response = await call(
    client,
    endpointRoutes.cart.receipt,
    { params: { checkoutId } },
    { signal: options.signal },
  );
  return response.result;
}

export function receiptQueryOptions(client: ApiClient, customerId: string, checkoutId: string) {
  return queryOptions({
    queryKey: ['receipt', customerId, checkoutId],
    queryFn: ({ signal }) => getReceipt(client, checkoutId, { signal }),
    // A receipt never changes once written.
    staleTime: Infinity,
    retry: retryUnlessNotFound,
  });
}

export function useReceipt(checkoutId: string) {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...receiptQueryOptions(client, customerId ?? '', checkoutId),
    enabled: customerId !== null,
  });
}
