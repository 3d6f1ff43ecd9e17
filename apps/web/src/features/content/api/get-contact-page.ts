import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ContentData } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { clearCacheQuery, useApi } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-errors';

/** GET /cms/contact: the contact page's words and the support form's topics. */
export async function getContactPage(
  client: ApiClient,
  options: { clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<ContentData<'contact_page'>> {
  const response = await call(
    client,
    endpointRoutes.content.contactPage,
    { query: clearCacheQuery(options.clearCache ?? false) },
    { signal: options.signal },
  );
  return response.result;
}

export function useContactPage() {
  const { client, clearCache } = useApi();
  return useQuery(
    queryOptions({
      queryKey: ['contact-page'],
      queryFn: ({ signal }) => getContactPage(client, { clearCache, signal }),
      retry: retryUnlessNotFound,
    }),
  );
}
