import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import {
  contentDataSchemas,
  endpointRoutes,
  type ContentCollection,
  type ContentItem,
  type ContentStatus,
} from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { clearCacheQuery, useApi } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-errors';

export interface PreviewAccess {
  previewToken: string;
  status: ContentStatus[];
}

/** GET /cms/items/{collection}/{id}: one item by id or slug; 404 when it may not show. */
export async function getContentItem<C extends ContentCollection>(
  client: ApiClient,
  collection: C,
  id: string,
  options: { preview?: PreviewAccess; clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<ContentItem<C>> {
  const response = await call(
    client,
    endpointRoutes.content.item,
    {
      params: { collection, id },
      query: { ...options.preview, ...clearCacheQuery(options.clearCache ?? false) },
    },
    { signal: options.signal },
  );
  return {
    ...response.result,
    collection,
    data: contentDataSchemas[collection].parse(response.result.data),
  } as ContentItem<C>;
}

export function contentItemQueryOptions<C extends ContentCollection>(
  client: ApiClient,
  collection: C,
  id: string,
  options: { preview?: PreviewAccess; clearCache?: boolean } = {},
) {
  return queryOptions({
    queryKey: ['content-item', collection, id, options.preview?.previewToken ?? null],
    queryFn: ({ signal }) => getContentItem(client, collection, id, { ...options, signal }),
    retry: retryUnlessNotFound,
  });
}

export function useBlogPost(slug: string) {
  const { client, clearCache } = useApi();
  return useQuery(contentItemQueryOptions(client, 'blog_posts', slug, { clearCache }));
}

/** An item as /preview shows it: drafts and archived ones too, with the operator's token. */
export function usePreviewItem(collection: ContentCollection, id: string, previewToken: string) {
  const { client } = useApi();
  return useQuery({
    ...contentItemQueryOptions(client, collection, id, {
      preview: { previewToken, status: ['draft', 'archived'] },
      clearCache: true,
    }),
    enabled: id !== '' && previewToken !== '',
  });
}
