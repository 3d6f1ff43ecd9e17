// Hot and cold numbers on the play screen (GET /tips, decision 0050).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../../../../lib/session-store';
import { fakeApi } from '../../../../test/fake-api';
import { NOW } from '../../../../test/fixtures';
import { offersFixture } from '../../../../test/offer-fixtures';
import { filledQueryClient, renderShop } from '../../../../test/render';

function renderPlay(path: string, api: ReturnType<typeof fakeApi>) {
  const offers = offersFixture;
  const view = renderShop(path, { offers }, filledQueryClient({ offers }), {
    client: api.client,
    cookies: memoryCookieJar(),
  });
  return { ...view, api };
}

describe('play screen: hot and cold numbers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('shows the hot and cold numbers of the newest draws, linking to the statistics', async () => {
    const tips = (drawsCounted: number) => ({
      lotteries: [
        {
          productOfferKey: 'powerball',
          name: 'Powerball',
          drawsCounted,
          numberSets: [
            {
              key: 'numbers',
              name: 'Numbers',
              hot: [3, 11, 19, 24, 28, 30, 35],
              cold: [1, 2, 4, 5, 6, 7, 8],
            },
            { key: 'powerball', name: 'Powerball', hot: [9], cold: [1] },
          ],
        },
      ],
    });
    const api = fakeApi({ 'GET /tips': () => tips(100) });
    renderPlay('/powerball', api);
    const panel = await screen.findByRole('complementary', { name: 'Hot and cold numbers' });
    expect(within(panel).getByText('From the last 100 draws.', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('3, 11, 19, 24, 28, 30, 35')).toBeInTheDocument();
    expect(within(panel).getByText('1, 2, 4, 5, 6, 7, 8')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See the Powerball statistics' })).toHaveAttribute(
      'href',
      '/powerball/statistics',
    );
  });

  it('shows no tips while a lottery has too few draws for them to mean anything', async () => {
    const api = fakeApi({
      'GET /tips': () => ({
        lotteries: [
          {
            productOfferKey: 'powerball',
            name: 'Powerball',
            drawsCounted: 3,
            numberSets: [{ key: 'numbers', name: 'Numbers', hot: [3], cold: [1] }],
          },
        ],
      }),
    });
    const { queryClient } = renderPlay('/powerball', api);
    await screen.findByRole('heading', { level: 2, name: 'Play Powerball' });
    // The tips have arrived and the play screen has drawn with them.
    await waitFor(() => expect(queryClient.getQueryState(['tips'])?.status).toBe('success'));
    await screen.findByRole('heading', { level: 3, name: 'Your games' });
    expect(screen.queryByRole('complementary', { name: 'Hot and cold numbers' })).not.toBeInTheDocument();
  });
});
