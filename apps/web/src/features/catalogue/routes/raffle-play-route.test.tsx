// The play screen of a charity raffle: its bundles, its cause and what goes into the cart.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../../test/fixtures';
import { addButton, anonymousCartApi, loadPlayPageFirst, offersWith, renderPlay } from './play-test-setup';

loadPlayPageFirst();

describe('play screen: raffle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('sells ticket bundles for the open draw to a chosen cause', async () => {
    const { user, api } = renderPlay('/dream-home');
    expect(await screen.findByRole('heading', { name: 'Gold Coast dream home' })).toBeInTheDocument();
    expect(screen.getByText('Prize worth $1,250,000')).toBeInTheDocument();
    expect(screen.getByText('3,766')).toBeInTheDocument();
    const bundles = screen.getByRole('group', { name: 'Tickets' });
    expect(within(bundles).getByRole('radio', { name: '1 ticket for $5.00' })).toBeChecked();
    // The raffle supports one cause: it is chosen already, and said rather than asked.
    expect(screen.getByText(/^Your tickets support/)).toHaveTextContent(
      'Your tickets support Kids Cancer Foundation.',
    );
    expect(screen.queryByRole('radio', { name: 'Kids Cancer Foundation' })).not.toBeInTheDocument();
    expect(addButton()).toHaveAttribute('aria-disabled', 'false');

    await user.click(within(bundles).getByRole('radio', { name: '5 tickets for $20.00' }));
    await user.click(screen.getByRole('button', { name: /^Increase/ }));
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    await user.click(addButton());
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.calls.at(-1)?.body).toEqual({
      productType: 'raffle_ticket',
      lottery: 'dream_home',
      gameOffer: 'five',
      drawNo: 42,
      quantity: 2,
      causeKey: 'kids_cancer',
    });
  });

  it('asks which cause to support when the raffle supports several', async () => {
    const surfClub = {
      key: 'surf_club',
      urlSlug: 'surf-club',
      name: 'Surf Life Saving Club',
      description: 'Keeping the beach patrolled.',
    };
    const offers = offersWith('dream_home', (offer) => ({ causes: [...offer.causes, surfClub] }));
    const { user, api } = renderPlay('/dream-home', anonymousCartApi(), offers);
    const kidsCancer = await screen.findByRole('radio', { name: /^Kids Cancer Foundation/ });
    expect(kidsCancer).not.toBeChecked();
    expect(screen.queryByText(/^Your tickets support/)).not.toBeInTheDocument();
    await user.click(addButton());
    expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /^Surf Life Saving Club/ }));
    await user.click(addButton());
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.calls.at(-1)?.body).toMatchObject({ causeKey: 'surf_club' });
  });

  it('says a sold-out raffle is sold out and sells nothing', async () => {
    renderPlay('/sold-out-raffle');
    expect(await screen.findByText(/^Sold out: every ticket in this draw has been sold/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('marks a pre-order draw', async () => {
    const offers = offersWith('dream_home', (offer) => ({
      draws: offer.draws.map((draw) => ({ ...draw, purchaseStatus: 'pre_order' as const })),
    }));
    renderPlay('/dream-home', anonymousCartApi(), offers);
    expect(await screen.findByText('Pre-order.')).toBeInTheDocument();
    expect(addButton()).toBeInTheDocument();
  });
});
