import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type PaymentMethod } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { PAYMENT_METHODS_QUERY_KEY, type FundListKind } from '../../../lib/payment-parts';
import { useSession } from '../../../lib/session';

/** The spec's filters (account-area §7): cards for deposits, bank accounts (even unverified) for withdrawals. */
export const FUND_FILTERS: Readonly<Record<FundListKind, string>> = {
  deposit: 'funds.cart eq true and funds.withdraw eq false and funds.digital_wallets eq true',
  withdrawal: 'funds.withdraw eq true and funds.failed_verification eq true',
};

/** GET /payment_methods: payment or withdrawal methods with the customer's funds. */
export async function getPaymentMethods(
  client: ApiClient,
  kind: FundListKind,
  options: { signal?: AbortSignal } = {},
): Promise<PaymentMethod[]> {
  const response = await call(
    client,
    endpointRoutes.funds.paymentMethods,
    { query: { filter: FUND_FILTERS[kind] } },
    { signal: options.signal },
  );
  return response.result;
}

export function paymentMethodsQueryOptions(client: ApiClient, customerId: string, kind: FundListKind) {
  return queryOptions({
    queryKey: [...PAYMENT_METHODS_QUERY_KEY, customerId, kind],
    queryFn: ({ signal }) => getPaymentMethods(client, kind, { signal }),
  });
}

export function usePaymentMethods(kind: FundListKind) {
  const { client } = useApi();
  const { customerId, isAuthenticated } = useSession();
  return useQuery({
    ...paymentMethodsQueryOptions(client, customerId ?? '', kind),
    enabled: isAuthenticated && customerId !== null,
  });
}
