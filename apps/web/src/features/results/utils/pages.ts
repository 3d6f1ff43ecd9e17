/** The last page there is; an empty list still has page 1. */
export function lastPageOf(pageInfo: { total: number; limit: number } | null, page: number, count: number) {
  if (pageInfo) return Math.max(1, Math.ceil(pageInfo.total / Math.max(1, pageInfo.limit)));
  return count > 0 ? page : Math.max(1, page - 1);
}
