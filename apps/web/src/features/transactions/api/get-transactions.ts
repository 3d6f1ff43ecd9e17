import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type PageInfo, type WalletTransaction } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { pageOffset, pageSizes } from '@fairdraw/domain';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export interface TransactionsPage {
  transactions: WalletTransaction[];
  pageInfo: PageInfo | null;
}

/** GET /transactions?limit&offset: one page of the wallet's movements, newest first. */
export async function getTransactions(
  client: ApiClient,
  options: { page: number; pageSize?: number; signal?: AbortSignal },
): Promise<TransactionsPage> {
  const limit = options.pageSize ?? pageSizes.default;
  const response = await call(
    client,
    endpointRoutes.transactions.list,
    { query: { limit, offset: pageOffset(options.page, limit) } },
    { signal: options.signal },
  );
  return { transactions: response.result, pageInfo: response.pageInfo };
}

export const TRANSACTIONS_QUERY_KEY = ['transactions'] as const;

export function transactionsQueryOptions(client: ApiClient, customerId: string, page: number) {
  return queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_KEY, customerId, page],
    queryFn: ({ signal }) => getTransactions(client, { page, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(page: number) {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...transactionsQueryOptions(client, customerId ?? '', page),
    enabled: customerId !== null,
  });
}
