import { screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../../test/fixtures';
import { renderShop } from '../../../test/render';

describe('product offer page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('lists the next draws with offset labels, Sydney times, prize pools and when sales close', async () => {
    renderShop('/powerball');
    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
    // The title is set in an effect, after the page has rendered.
    await waitFor(() => expect(document.title).toBe('Powerball | Fairdraw'));

    const draws = within(screen.getByRole('region', { name: 'Upcoming draws' })).getAllByRole('listitem');
    expect(draws.map((draw) => within(draw).getByRole('heading').textContent)).toEqual([
      'Next Available Draw',
      '1st Forward Draw',
      '2nd Forward Draw',
    ]);
    const first = draws[0]!;
    expect(within(first).getByText('Thursday 5 March 2026, 8:30 pm AEDT')).toBeInTheDocument();
    expect(within(first).getByText('$20 Million')).toBeInTheDocument();
    expect(within(first).getByText('Thu 5 Mar, 7:30 pm AEDT')).toBeInTheDocument();
  });

  it('moves the draw window with ?firstDrawNo', async () => {
    const { user } = renderShop('/powerball');
    const later = await screen.findByRole('link', { name: 'Later draws' });
    expect(later).toHaveAttribute('href', '/powerball?firstDrawNo=1504');

    await user.click(later);
    const region = await screen.findByRole('region', { name: 'Upcoming draws' });
    expect(await within(region).findByText('3rd Forward Draw')).toBeInTheDocument();
    expect(within(region).queryByText('Next Available Draw')).not.toBeInTheDocument();
  });

  it('shows the game types in the spec order, each linking to its own path', async () => {
    renderShop('/powerball');
    const nav = await screen.findByRole('navigation', { name: 'Ways to play Powerball' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Standard', '/powerball/standard'],
      ['System', '/powerball/systems'],
      ['PowerHit', '/powerball/powerhit'],
    ]);
    // Without a game type in the path the first one is shown.
    expect(within(nav).getByRole('link', { name: 'Standard' })).toHaveAttribute('aria-current', 'page');
  });

  it('selects the game type named in the path and shows its game offers', async () => {
    renderShop('/powerball/systems');
    const nav = await screen.findByRole('navigation', { name: 'Ways to play Powerball' });
    expect(within(nav).getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    const offers = screen.getByRole('region', { name: 'System' });
    expect(within(offers).getByRole('heading', { name: 'System 8' })).toBeInTheDocument();
    expect(within(offers).getByText('Pick 7 from 1–35 + 1 Powerball from 1–20')).toBeInTheDocument();
    expect(within(offers).getByText('$10.80')).toBeInTheDocument();
  });

  it('finds an offer by its url as well as its key', async () => {
    renderShop('/oz-lotto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeInTheDocument();
  });

  it('shows the cause, prize and ticket bundles of a raffle', async () => {
    renderShop('/dream-home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' })).toBeInTheDocument();
    const causes = screen.getByRole('region', { name: 'Causes you support' });
    expect(within(causes).getByRole('heading', { name: 'Kids Cancer Foundation' })).toBeInTheDocument();
    expect(screen.getByText('1 ticket for $5.00')).toBeInTheDocument();
    expect(screen.getByText('Prize worth $1,250,000.00')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown offer', async () => {
    renderShop('/no-such-lottery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByText("It's looking like you may have taken a wrong turn.")).toBeInTheDocument();
    // Inside the layout: the header is still there.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the 404 page for a game type the offer does not have', async () => {
    renderShop('/powerball/boxed');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it('shows the 404 page when the offer’s product line is switched off', async () => {
    renderShop('/powerball', { capabilities: ['charity_lotteries'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });
});
