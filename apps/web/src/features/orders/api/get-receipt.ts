import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { Receipt } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** The receipt is served in API version 3.4 (shop-core §7). */
export const RECEIPT_API_VERSION = '3.4';

/** GET /checkout/{checkoutID}: the receipt of one of the customer's checkouts; 404 for anyone else's. */
export async function getReceipt(
  client: ApiClient,
  checkoutId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Receipt> {
  const response = await client.get<Receipt>(`/checkout/${encodeURIComponent(checkoutId)}`, undefined, {
    apiVersion: RECEIPT_API_VERSION,
    signal: options.signal,
  });
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
