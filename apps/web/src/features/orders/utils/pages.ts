import type { OrderSummary, PageInfo } from '@fairdraw/contracts';
import { pageSizes } from '@fairdraw/domain';

/**
 * The last page there is. Without page info a full page may have more behind it, so the next page
 * stays reachable; an empty list still has page 1.
 */
export function lastPageOf(page: number, orders: readonly OrderSummary[], pageInfo: PageInfo | null): number {
  if (pageInfo) return Math.max(1, Math.ceil(pageInfo.total / Math.max(1, pageInfo.limit)));
  return orders.length >= pageSizes.default ? page + 1 : Math.max(1, orders.length > 0 ? page : page - 1);
}
