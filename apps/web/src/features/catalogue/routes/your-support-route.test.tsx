import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductOffersResult } from '@fairdraw/contracts';
import { offersFixture } from '../../../test/offer-fixtures';
import { renderShop, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

/** The fixture's offers with a second charity raffle, for a shop with a choice of causes. */
function withSecondCharityRaffle(): ProductOffersResult {
  const dreamHome = offersFixture.offers.find((offer) => offer.key === 'dream_home')!;
  const surfClub = {
    ...dreamHome,
    key: 'surf_club',
    name: 'Surf Club Raffle',
    url: '/surf-club',
    causes: [
      {
        key: 'tallowood_slsc',
        urlSlug: 'tallowood-slsc',
        name: 'Tallowood Point SLSC',
        description: 'Volunteer lifesavers.',
      },
    ],
  };
  return { ...offersFixture, offers: [...offersFixture.offers, surfClub] };
}

describe('/:productOfferKey/your-support', () => {
  it("shows the raffle's cause, how its draw is selling and a way to buy", async () => {
    renderShop('/dream-home/your-support');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your support for Kids Cancer Foundation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kids Cancer Foundation' })).toBeInTheDocument();
    expect(screen.getByText('Funding research into childhood cancers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read about Kids Cancer Foundation' })).toHaveAttribute(
      'href',
      '/causes/kids-cancer',
    );
    const draw = screen.getByRole('region', { name: 'This draw' });
    expect(
      within(draw).getByText(/First prize: Gold Coast dream home, worth \$1,250,000\.00/),
    ).toBeInTheDocument();
    expect(within(draw).getByRole('meter', { name: 'Tickets sold' })).toHaveAttribute(
      'aria-valuetext',
      '1,234 of 5,000 sold',
    );
    expect(
      within(draw).getByRole('link', { name: 'Buy tickets and support Kids Cancer Foundation' }),
    ).toHaveAttribute('href', '/dream-home');
  });

  it('is the 404 page for a lottery, which supports no cause', async () => {
    renderShop('/powerball/your-support');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it('is the 404 page for a raffle while charity raffles are off', async () => {
    renderShop('/dream-home/your-support', { capabilities: ['commercial_lotteries'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });
});

describe('/your-support', () => {
  it('goes straight to the only charity raffle', async () => {
    const { router } = renderShop('/your-support');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your support for Kids Cancer Foundation' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dream-home/your-support');
  });

  it('offers a choice when several raffles support causes', async () => {
    renderShop('/your-support', { offers: withSecondCharityRaffle() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dream Home Raffle' })).toHaveAttribute(
      'href',
      '/dream-home/your-support',
    );
    expect(screen.getByRole('link', { name: 'Surf Club Raffle' })).toHaveAttribute(
      'href',
      '/surf-club/your-support',
    );
    expect(screen.getByText('Supports Tallowood Point SLSC.')).toBeInTheDocument();
  });

  it('says so when no charity raffle is on sale', async () => {
    renderShop('/your-support', { capabilities: ['commercial_lotteries'] });
    expect(await screen.findByText(/No charity raffle is on sale right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the causes we support' })).toHaveAttribute(
      'href',
      '/causes',
    );
  });
});
