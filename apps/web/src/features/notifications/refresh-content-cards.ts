// The content-card refresh (account-area: "A content-card refresh retries every 500 ms up to 10 times"):
// a card the server writes after something happens (a purchase, a prize) lands a moment later, so the
// feed is read again until it changes, instead of waiting for the next page load.
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { ContentCardsResult } from '@fairdraw/contracts';
import { useApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { contentCardsQueryOptions, useHasNotificationsFeed } from './api/get-content-cards';

export const CONTENT_CARD_REFRESH_INTERVAL_MS = 500;
export const CONTENT_CARD_REFRESH_ATTEMPTS = 10;

/** What tells one feed from another: a new card or a changed unviewed count. */
function feedVersion(feed: ContentCardsResult | undefined): string {
  return feed ? `${feed.unviewedCount}|${feed.cards.length}|${feed.cards[0]?.id ?? ''}` : '';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the feed every 500 ms, up to 10 times, and stops at the first read that differs from the feed
 * shown before. A failed read counts as an attempt. Resolves true when the feed changed.
 */
export async function refreshContentCards(
  queryClient: QueryClient,
  client: ApiClient,
  customerId: string,
): Promise<boolean> {
  const options = contentCardsQueryOptions(client, customerId);
  const before = feedVersion(queryClient.getQueryData(options.queryKey));
  for (let attempt = 1; attempt <= CONTENT_CARD_REFRESH_ATTEMPTS; attempt += 1) {
    await wait(CONTENT_CARD_REFRESH_INTERVAL_MS);
    try {
      const feed = await queryClient.fetchQuery({ ...options, staleTime: 0 });
      if (feedVersion(feed) !== before) return true;
    } catch {
      // Offline for a moment: the next attempt may get through.
    }
  }
  return false;
}

/** The refresh for the signed-in customer; does nothing for a visitor without a feed. */
export function useRefreshContentCards(): () => void {
  const queryClient = useQueryClient();
  const { client } = useApi();
  const { customerId } = useSession();
  const hasFeed = useHasNotificationsFeed();
  return useCallback(() => {
    if (hasFeed && customerId) void refreshContentCards(queryClient, client, customerId);
  }, [hasFeed, customerId, queryClient, client]);
}
