import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductOffer, ProductOffersResult } from '@fairdraw/contracts';
import { NOW } from '../../../test/fixtures';
import { offersFixture } from '../../../test/offer-fixtures';
import { renderShop, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

const HOME_PICTURE = '/images/raffles/gold-coast-home-800.webp';
const CAMPER_PICTURE = '/images/raffles/camper-800.webp';

function withPicture(offer: ProductOffer, featureImage: string | null): ProductOffer {
  return {
    ...offer,
    draws: offer.draws.map((draw) =>
      draw.drawData ? { ...draw, drawData: { ...draw.drawData, featureImage } } : draw,
    ),
  };
}

/** The fixture's open raffle with a picture (or none), and a second open raffle with its own. */
function rafflesWithPictures(dreamHomePicture: string | null): ProductOffersResult {
  const dreamHome = offersFixture.offers.find((offer) => offer.key === 'dream_home')!;
  const camper = withPicture(
    {
      ...dreamHome,
      key: 'camper_raffle',
      name: 'Camper Raffle',
      url: '/camper-raffle',
      draws: dreamHome.draws.map((draw) =>
        draw.drawData ? { ...draw, drawData: { ...draw.drawData, name: 'Off-road camper trailer' } } : draw,
      ),
    },
    CAMPER_PICTURE,
  );
  const offers = offersFixture.offers.map((offer) =>
    offer.key === 'dream_home' ? withPicture(offer, dreamHomePicture) : offer,
  );
  return { ...offersFixture, offers: [...offers, camper] };
}

function cardOf(heading: string): HTMLElement {
  return screen.getByRole('heading', { name: heading }).closest('article')!;
}

describe('prize pictures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('show a raffle card’s prize in AVIF and WebP at every width, named by the prize, sized before it loads', async () => {
    renderShop('/charity-tickets', { offers: rafflesWithPictures(HOME_PICTURE) });
    await screen.findByRole('heading', { level: 2, name: 'Dream Home Raffle' });
    const picture = within(cardOf('Dream Home Raffle')).getByRole('img', { name: 'Gold Coast dream home' });

    expect(picture).toHaveAttribute('src', HOME_PICTURE);
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '675');
    const sources = [...picture.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/images/raffles/gold-coast-home-400.avif 400w, /images/raffles/gold-coast-home-800.avif 800w, /images/raffles/gold-coast-home-1200.avif 1200w',
    );
    expect(sources[1]).toHaveAttribute(
      'srcset',
      '/images/raffles/gold-coast-home-400.webp 400w, /images/raffles/gold-coast-home-800.webp 800w, /images/raffles/gold-coast-home-1200.webp 1200w',
    );
    for (const source of sources) expect(source.getAttribute('sizes')).toMatch(/100vw$/);
  });

  it('load the first card’s picture at once on a page that opens with the cards, the rest when near', async () => {
    renderShop('/charity-tickets', { offers: rafflesWithPictures(HOME_PICTURE) });
    await screen.findByRole('heading', { level: 2, name: 'Camper Raffle' });
    const first = within(cardOf('Dream Home Raffle')).getByRole('img', { name: 'Gold Coast dream home' });
    const second = within(cardOf('Camper Raffle')).getByRole('img', { name: 'Off-road camper trailer' });

    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('decoding', 'async');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('wait until scrolled near on the home page, where the raffles are below the fold', async () => {
    renderShop('/', { offers: rafflesWithPictures(HOME_PICTURE) });
    const raffles = await screen.findByRole('region', { name: 'Featured charity raffles' });
    for (const picture of within(raffles).getAllByRole('img')) {
      expect(picture).toHaveAttribute('loading', 'lazy');
    }
  });

  it('leave a card without a picture when its draw has none: no empty box', async () => {
    renderShop('/charity-tickets', { offers: rafflesWithPictures(null) });
    await screen.findByRole('heading', { level: 2, name: 'Dream Home Raffle' });
    const card = cardOf('Dream Home Raffle');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card.querySelector('picture')).toBeNull();
  });

  it('tell how many tickets are left on the card', async () => {
    renderShop('/charity-tickets', { offers: rafflesWithPictures(HOME_PICTURE) });
    await screen.findByRole('heading', { level: 2, name: 'Dream Home Raffle' });
    // 5,000 tickets, 1,234 sold.
    expect(cardOf('Dream Home Raffle')).toHaveTextContent('3,766 tickets left');
  });

  it('lead a raffle’s own page with its prize, loaded first', async () => {
    renderShop('/dream-home', { offers: rafflesWithPictures(HOME_PICTURE) });
    await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' });
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    const picture = within(header).getByRole('img', { name: 'Gold Coast dream home' });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '1200');
  });

  it('show nothing at the head of a raffle’s page whose draw has no picture', async () => {
    renderShop('/dream-home', { offers: rafflesWithPictures(null) });
    await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' });
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).queryByRole('img')).not.toBeInTheDocument();
  });
});
