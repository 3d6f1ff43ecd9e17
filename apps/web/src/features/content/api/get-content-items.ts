import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import {
  contentDataSchemas,
  endpointRoutes,
  type ContentCollection,
  type ContentItem,
  type ContentItemsQuery,
  type PageInfo,
} from '@fairdraw/contracts';
import { pageOffset } from '@fairdraw/domain';
import { call } from '../../../lib/api-call';
import { clearCacheQuery, useApi } from '../../../lib/api-client';

/** Blog pages hold 12 posts; a list inside another page shows 4 (shop-core §9). */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_LIST_SIZE = 4;

export interface ContentPage<C extends ContentCollection> {
  items: Array<ContentItem<C>>;
  pageInfo: PageInfo | null;
}

type ItemsQuery = Partial<Omit<ContentItemsQuery, 'clearCache'>>;

/** GET /cms/items/{collection}: visible items, newest first, their data checked against the contract. */
export async function getContentItems<C extends ContentCollection>(
  client: ApiClient,
  collection: C,
  options: { query?: ItemsQuery; clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<ContentPage<C>> {
  const response = await call(
    client,
    endpointRoutes.content.items,
    {
      params: { collection },
      query: { ...options.query, ...clearCacheQuery(options.clearCache ?? false) },
    },
    { signal: options.signal },
  );
  const items = response.result.map((item) => ({
    ...item,
    collection,
    data: contentDataSchemas[collection].parse(item.data),
  })) as Array<ContentItem<C>>;
  return { items, pageInfo: response.pageInfo };
}

function contentItemsQueryOptions<C extends ContentCollection>(
  client: ApiClient,
  collection: C,
  query: ItemsQuery,
  clearCache: boolean,
) {
  return queryOptions({
    queryKey: ['content', collection, query],
    queryFn: ({ signal }) => getContentItems(client, collection, { query, clearCache, signal }),
  });
}

function useContentItems<C extends ContentCollection>(collection: C, query: ItemsQuery) {
  const { client, clearCache } = useApi();
  return useQuery({
    ...contentItemsQueryOptions(client, collection, query, clearCache),
    placeholderData: keepPreviousData,
  });
}

/** A page by its path (`about/privacy`): `data` is null when no such page is published. */
export function useContentPage(path: string) {
  const query = useContentItems('pages', { slug: path, limit: 1 });
  return { ...query, page: query.data ? (query.data.items[0] ?? null) : undefined };
}

/** Blog posts, newest first: a page of 12, or the first few for a list inside another page. */
export function useBlogPosts(options: { category?: string; page?: number; limit?: number }) {
  const limit = options.limit ?? BLOG_PAGE_SIZE;
  return useContentItems('blog_posts', {
    limit,
    offset: pageOffset(options.page ?? 1, limit),
    ...(options.category ? { category: options.category } : {}),
  });
}

export function useBlogCategories() {
  return useContentItems('blog_categories', { limit: 100 });
}

/** The blog's own title and introduction. */
export function useBlogLanding() {
  return useContentItems('blog', { limit: 1 });
}
