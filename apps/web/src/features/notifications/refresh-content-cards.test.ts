import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentCardsResult } from '@fairdraw/contracts';
import { fakeApi, networkFailure } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render';
import { contentCardsQueryOptions } from './api/get-content-cards';
import {
  CONTENT_CARD_REFRESH_ATTEMPTS,
  CONTENT_CARD_REFRESH_INTERVAL_MS,
  refreshContentCards,
} from './refresh-content-cards';

const CUSTOMER = 'cus_1';
const welcome = {
  id: '0b7d3c1e-1111-4a1a-9a1a-000000000002',
  category: 'account' as const,
  title: 'Welcome to Fairdraw',
  body: 'Hello.',
  linkPath: null,
  createdAt: '2026-11-20T00:00:00Z',
  expiresAt: null,
  viewed: true,
};
const before: ContentCardsResult = { cards: [welcome], unviewedCount: 0 };
const withPrize: ContentCardsResult = {
  cards: [
    { ...welcome, id: '0b7d3c1e-1111-4a1a-9a1a-000000000009', title: 'You won $10.00', viewed: false },
    welcome,
  ],
  unviewedCount: 1,
};

function setUp(answers: Array<ContentCardsResult | 'offline'>) {
  const api = fakeApi({
    'GET /notifications/cards': () => {
      const answer = answers.shift() ?? before;
      if (answer === 'offline') throw networkFailure('/notifications/cards');
      return answer;
    },
  });
  const queryClient = createTestQueryClient();
  const { queryKey } = contentCardsQueryOptions(api.client, CUSTOMER);
  queryClient.setQueryData(queryKey, before);
  const refresh = refreshContentCards(queryClient, api.client, CUSTOMER);
  const reads = () => api.callsTo('GET', '/notifications/cards').length;
  return { refresh, reads, feed: () => queryClient.getQueryData(queryKey) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('refreshContentCards', () => {
  it('reads the feed every 500 ms and stops as soon as a new card arrives', async () => {
    const { refresh, reads, feed } = setUp([before, before, withPrize]);
    await vi.advanceTimersByTimeAsync(CONTENT_CARD_REFRESH_INTERVAL_MS - 1);
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * CONTENT_CARD_REFRESH_INTERVAL_MS);
    expect(reads()).toBe(3);
    await expect(refresh).resolves.toBe(true);
    expect(feed()).toEqual(withPrize);
    await vi.advanceTimersByTimeAsync(10 * CONTENT_CARD_REFRESH_INTERVAL_MS);
    expect(reads()).toBe(3);
  });

  it('gives up after 10 reads when nothing changes, counting a failed read as one', async () => {
    const { refresh, reads } = setUp(['offline']);
    await vi.advanceTimersByTimeAsync(CONTENT_CARD_REFRESH_ATTEMPTS * CONTENT_CARD_REFRESH_INTERVAL_MS);
    await expect(refresh).resolves.toBe(false);
    expect(reads()).toBe(CONTENT_CARD_REFRESH_ATTEMPTS);
    await vi.advanceTimersByTimeAsync(10 * CONTENT_CARD_REFRESH_INTERVAL_MS);
    expect(reads()).toBe(CONTENT_CARD_REFRESH_ATTEMPTS);
  });
});
