import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { PaymentMethod } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const DEPOSIT_FILTER = 'funds.cart eq true and funds.withdraw eq false and funds.digital_wallets eq true';

/** GET /payment_methods (3.1) with the deposit filters: the card method, its saved cards and rules. */
export async function getDepositMethods(client: ApiClient, options: { signal?: AbortSignal } = {}) {
  const response = await client.get<PaymentMethod[]>(
    '/payment_methods',
    { filter: DEPOSIT_FILTER },
    { apiVersion: '3.1', signal: options.signal },
  );
  return response.result;
}

export function depositMethodsQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: ['payment-methods', customerId, 'deposit'],
    queryFn: ({ signal }) => getDepositMethods(client, { signal }),
  });
}

export function useDepositMethods() {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...depositMethodsQueryOptions(client, customerId ?? ''),
    enabled: isAuthenticated && customerId !== null,
  });
}
