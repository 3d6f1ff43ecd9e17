import { screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../../test/fixtures';
import { offersFixture } from '../../../test/offer-fixtures';
import { renderShop } from '../../../test/render';
import { clientWithGet, getByPath, ok } from '../../../test/fake-api';

describe('home page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('shows each lottery with its jackpot and when its next draw is, in ranking order', async () => {
    renderShop('/');
    const lotteries = await screen.findByRole('region', { name: 'Featured lotteries' });
    const cards = within(lotteries).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Oz Lotto',
      'Powerball',
    ]);

    const [ozLotto, powerball] = cards;
    expect(within(powerball!).getByText('$20 Million')).toBeInTheDocument();
    expect(within(powerball!).getByText('This Thursday')).toBeInTheDocument();
    expect(within(ozLotto!).getByText('$8 Million')).toBeInTheDocument();
    expect(within(ozLotto!).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(powerball!).getByRole('link', { name: 'Powerball' })).toHaveAttribute('href', '/powerball');
    // What the cheapest game costs, and a call to play that is part of the card's one link.
    expect(powerball).toHaveTextContent('From $1.35 a game');
    expect(within(powerball!).getAllByRole('link')).toHaveLength(1);
  });

  it('opens with the biggest jackpot on sale, the time left to buy it and the way to play', async () => {
    renderShop('/');
    const hero = await screen.findByRole('region', { name: 'Powerball jackpot' });
    // Powerball's $20 Million beats Oz Lotto's $8 Million, though Oz Lotto ranks first.
    expect(within(hero).getByText('$20 Million')).toBeInTheDocument();
    expect(hero).toHaveTextContent('Draw Thu 5 Mar, 8:30 pm AEDT');
    // Sales close an hour before the draw: 3 days 9 h 30 min away, counted in days and hours.
    expect(hero).toHaveTextContent('Sales close in 3 days 9 h');
    expect(within(hero).getByRole('link', { name: 'Play Powerball' })).toHaveAttribute('href', '/powerball');
    // The cheapest game of all its ways to play.
    expect(hero).toHaveTextContent('From $1.35 a game');
  });

  it('leads with no jackpot where the shop sells no lotteries, or none has an announced jackpot', async () => {
    const { unmount } = renderShop('/', { capabilities: ['charity_lotteries'] });
    await screen.findByRole('region', { name: 'Featured charity raffles' });
    expect(screen.queryByRole('region', { name: /jackpot$/ })).not.toBeInTheDocument();
    unmount();

    const unannounced = offersFixture.offers.map((offer) => ({
      ...offer,
      draws: offer.draws.map((draw) => ({ ...draw, prizePool: null, isPrizePoolUnknown: true })),
    }));
    renderShop('/', { offers: { ...offersFixture, offers: unannounced } });
    await screen.findByRole('region', { name: 'Featured lotteries' });
    expect(screen.queryByRole('region', { name: /jackpot$/ })).not.toBeInTheDocument();
  });

  it("says what the content team wrote in the hero, and the shop's own words without it", async () => {
    const get = getByPath({
      '/en-AU/items': () =>
        Promise.resolve(
          ok([{ id: 'home.hero.title', category: 'home', type: 'plain', value: 'Lotteries that give back' }]),
        ),
    });
    renderShop('/', {}, undefined, { client: clientWithGet(get) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lotteries that give back' }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/en-AU/items',
      expect.objectContaining({ c: ['home'] }),
      expect.anything(),
    );
    // No subtitle item: the default stands.
    expect(screen.getByText(/Fairdraw sells tickets in Australian lotteries/)).toBeInTheDocument();
  });

  it('features only raffles that are open or on pre-order', async () => {
    renderShop('/');
    const raffles = await screen.findByRole('region', { name: 'Featured charity raffles' });
    expect(within(raffles).getByRole('link', { name: 'Dream Home Raffle' })).toBeInTheDocument();
    expect(within(raffles).queryByText('Sold Out Raffle')).not.toBeInTheDocument();
    expect(within(raffles).getByText('Supporting Kids Cancer Foundation')).toBeInTheDocument();
    expect(within(raffles).getByText('5 tickets for $20.00')).toBeInTheDocument();
    expect(within(raffles).getByRole('meter', { name: 'Tickets sold' })).toHaveAttribute(
      'aria-valuetext',
      '1,234 of 5,000 sold',
    );
  });

  it('hides the lotteries when the shop sells none, and says so when no draw is open', async () => {
    renderShop('/', { capabilities: ['charity_lotteries'] });
    await screen.findByRole('region', { name: 'Featured charity raffles' });
    expect(screen.queryByRole('region', { name: 'Featured lotteries' })).not.toBeInTheDocument();
  });

  it('says so when no lottery has an open draw', async () => {
    renderShop('/', {
      offers: {
        ...offersFixture,
        offers: offersFixture.offers.filter((offer) => offer.displayCategory === 'raffle'),
      },
    });
    const lotteries = await screen.findByRole('region', { name: 'Featured lotteries' });
    expect(within(lotteries).getByText('No draws are open right now — check back soon.')).toBeInTheDocument();
  });

  it('sets the tab title to the site name', async () => {
    renderShop('/');
    await screen.findByRole('heading', { level: 1 });
    // The title is set in an effect, after the page has rendered.
    await waitFor(() => expect(document.title).toBe('Fairdraw'));
  });
});

describe('lottery cards and the time sales close', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  async function powerballCard() {
    const lotteries = await screen.findByRole('region', { name: 'Featured lotteries' });
    return within(lotteries)
      .getAllByRole('article')
      .find((card) => within(card).queryByRole('heading', { name: 'Powerball' }))!;
  }

  it('count down in the last 12 hours before sales close', async () => {
    // Powerball's draw is at 9:30 UTC on 5 March; sales close an hour before.
    vi.setSystemTime(new Date('2026-03-05T06:15:00Z'));
    renderShop('/');
    expect(within(await powerballCard()).getByText('Sales close in 2 h 15 min')).toBeInTheDocument();
  });

  it('name the time sales close while it is further off', async () => {
    vi.setSystemTime(NOW);
    renderShop('/');
    const card = await powerballCard();
    expect(card).toHaveTextContent('Sales close Thu 5 Mar, 7:30 pm AEDT');
    expect(card).not.toHaveTextContent('Sales close in');
  });
});
