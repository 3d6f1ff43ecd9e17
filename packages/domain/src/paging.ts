/** Page sizes the spec names (shop-core §9, account-area §9). */
export const pageSizes = {
  /** Any list without its own size. */
  default: 10,
  drawResults: 5,
  blogPaginated: 12,
  /** Blog lists without paging, e.g. "latest posts". */
  blogUnpaginated: 4,
  lottoPartyGroups: 6,
  membershipGiveaways: 9,
} as const;

const numericText = /^-?\d+(?:\.\d+)?$/;

/**
 * A page number from a route or query parameter: a whole number of at least 1 (shop-core §5).
 * Fractions are floored ("2.7" → 2); zero and negatives become 1; anything that is not a plain
 * decimal number (words, "", "1e3", "0x10", arrays, undefined, numbers beyond safe integers) is 1.
 */
export function coercePageNumber(raw: unknown): number {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && numericText.test(raw.trim())) value = Number(raw.trim());
  else return 1;

  const page = Math.floor(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Rows to skip for a page: page 1 starts at 0. */
export function pageOffset(page: number, pageSize: number): number {
  return (coercePageNumber(page) - 1) * pageSize;
}

/**
 * A paged list's path (base without a trailing slash). Page 1 has no page segment
 * (/blog/category/news), later pages add one (/blog/category/news/2), as shop-core §2 routes expect.
 */
export function pagedPath(basePath: string, page: number): string {
  const pageNumber = coercePageNumber(page);
  return pageNumber === 1 ? basePath : `${basePath}/${pageNumber}`;
}

/**
 * The last page of a paged list. The server's page info makes it exact. Without it, a page holding
 * `fullPageSize` rows or more may have more behind it, so the next page stays reachable; an empty
 * page falls back to the one before. An empty list still has page 1.
 */
export function lastPageOf({
  page,
  count,
  pageInfo,
  fullPageSize,
}: {
  page: number;
  /** Rows on the current page. */
  count: number;
  pageInfo: { total: number; limit: number } | null;
  /** Leave out when a full page says nothing about the next one. */
  fullPageSize?: number;
}): number {
  if (pageInfo) return Math.max(1, Math.ceil(pageInfo.total / Math.max(1, pageInfo.limit)));
  if (fullPageSize !== undefined && count >= fullPageSize) return page + 1;
  return Math.max(1, count > 0 ? page : page - 1);
}
