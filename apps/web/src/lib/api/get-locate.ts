import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LocateResult } from '@fairdraw/contracts';
import { call } from '../api-call';

/** The browser's time zone, the hint GET /locate reads when the edge says nothing (decision 0050). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** GET /locate: the visitor's Australian state, when the request tells. */
export async function getLocate(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<LocateResult> {
  const tz = browserTimeZone();
  const response = await call(
    client,
    endpointRoutes.visitors.locate,
    { query: tz ? { tz } : {} },
    { signal: options.signal },
  );
  return response.result;
}

export function locateQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['locate'] as const,
    queryFn: ({ signal }) => getLocate(client, { signal }),
    // Where a visitor is does not change within a visit.
    staleTime: Infinity,
    retry: false,
  });
}
