import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type OrderSummary, type OrdersQuery, type PageInfo } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { pageOffset, pageSizes } from '@fairdraw/domain';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type OrderStatus = OrdersQuery['status'];

/** One page of the customer's orders and where it sits in the whole list. */
export interface OrdersPage {
  orders: OrderSummary[];
  /** Null when the server sent no page info. */
  pageInfo: PageInfo | null;
}

/** GET /orders?status&limit&offset: one page of the customer's orders. */
export async function getOrders(
  client: ApiClient,
  options: { status: OrderStatus; page: number; pageSize?: number; signal?: AbortSignal },
): Promise<OrdersPage> {
  const limit = options.pageSize ?? pageSizes.default;
  const response = await call(
    client,
    endpointRoutes.orders.list,
    { query: { status: options.status, limit, offset: pageOffset(options.page, limit) } },
    { signal: options.signal },
  );
  return { orders: response.result, pageInfo: response.pageInfo };
}

export const ORDERS_QUERY_KEY = ['orders'] as const;

export function ordersQueryOptions(client: ApiClient, customerId: string, status: OrderStatus, page: number) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, customerId, status, page],
    queryFn: ({ signal }) => getOrders(client, { status, page, signal }),
  });
}

/** A page of the signed-in customer's orders that still have draws to come. */
export function useUpcomingOrders(page: number) {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...ordersQueryOptions(client, customerId ?? '', 'upcoming_products', page),
    enabled: customerId !== null,
  });
}

/** A page of the signed-in customer's orders whose draws have all been drawn, newest draw first. */
export function usePastOrders(page: number) {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...ordersQueryOptions(client, customerId ?? '', 'past_products', page),
    enabled: customerId !== null,
  });
}
