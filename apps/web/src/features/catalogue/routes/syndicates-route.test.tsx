import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { NOW } from '../../../test/fixtures';
import { offersFixture } from '../../../test/offer-fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

describe('/syndicates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('counts a syndicate’s games as its play screen does, and says what a share is of them', async () => {
    const api = fakeApi({});
    renderShop('/syndicates', { offers: offersFixture }, filledQueryClient({ offers: offersFixture }), {
      client: api.client,
    });
    const entries = await screen.findByRole('list', { name: 'Entries in this syndicate' });
    expect(within(entries).getByRole('listitem')).toHaveTextContent(
      'System 10: 1 entry, 210 games in the syndicate',
    );
    expect(screen.getByText('Each share is 1 of 100 in every game')).toBeInTheDocument();
  });

  it('invites a share while shares are left, within the card’s one link, and not once they are gone', async () => {
    const api = fakeApi({});
    const { unmount } = renderShop(
      '/syndicates',
      { offers: offersFixture },
      filledQueryClient({ offers: offersFixture }),
      { client: api.client },
    );
    const card = (await screen.findByRole('list', { name: 'Entries in this syndicate' })).closest('article')!;
    expect(card).toHaveTextContent('Buy a share');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    unmount();

    const soldOut = {
      ...offersFixture,
      offers: offersFixture.offers.map((offer) =>
        offer.syndicate
          ? { ...offer, syndicate: { ...offer.syndicate, sharesSold: offer.syndicate.size } }
          : offer,
      ),
    };
    renderShop('/syndicates', { offers: soldOut }, filledQueryClient({ offers: soldOut }), {
      client: api.client,
    });
    const full = (await screen.findByRole('list', { name: 'Entries in this syndicate' })).closest('article')!;
    expect(full).not.toHaveTextContent('Buy a share');
  });
});
