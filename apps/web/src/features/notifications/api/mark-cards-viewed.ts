import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ContentCardsResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { contentCardsQueryOptions } from './get-content-cards';

/** POST /notifications/cards/viewed: marks these of the customer's cards viewed; answers the new count. */
export async function markCardsViewed(client: ApiClient, cardIds: string[]) {
  return (await call(client, endpointRoutes.notifications.markViewed, { body: { cardIds } })).result;
}

export function useMarkCardsViewed() {
  const { client } = useApi();
  const { customerId } = useSession();
  const queryClient = useQueryClient();
  const { queryKey } = contentCardsQueryOptions(client, customerId ?? '');
  return useMutation({
    mutationKey: ['content-cards', 'viewed'],
    mutationFn: (cardIds: string[]) => markCardsViewed(client, cardIds),
    // The badge drops at once; the server's count is the one kept.
    onSuccess: ({ unviewedCount }, cardIds) => {
      queryClient.setQueryData(queryKey, (feed: ContentCardsResult | undefined) =>
        feed
          ? {
              unviewedCount,
              cards: feed.cards.map((card) => (cardIds.includes(card.id) ? { ...card, viewed: true } : card)),
            }
          : feed,
      );
    },
  });
}
