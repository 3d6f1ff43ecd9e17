import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ContentCardsResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useSession } from '../../../lib/session';

/** GET /notifications/cards: the newest page of the customer's cards and how many are unviewed. */
export async function getContentCards(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<ContentCardsResult> {
  const response = await call(client, endpointRoutes.notifications.cards, {}, { signal: options.signal });
  return response.result;
}

export const CONTENT_CARDS_QUERY_KEY = ['content-cards'] as const;

export function contentCardsQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: [...CONTENT_CARDS_QUERY_KEY, customerId],
    queryFn: ({ signal }) => getContentCards(client, { signal }),
    // A card can arrive at any time (a prize is paid): read again when the customer comes back.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Whether this visitor has a feed at all: signed in, with the notifications_feed capability. */
export function useHasNotificationsFeed(): boolean {
  const { isAuthenticated, customerId } = useSession();
  const enabled = useHasCapabilities('notifications_feed');
  return enabled && isAuthenticated && customerId !== null;
}

export function useContentCards() {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery({
    ...contentCardsQueryOptions(client, customerId ?? ''),
    enabled: useHasNotificationsFeed(),
  });
}
