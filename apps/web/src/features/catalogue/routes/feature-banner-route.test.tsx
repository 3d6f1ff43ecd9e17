import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

describe('/marketing/feature-banner', () => {
  it('shows the biggest jackpot on sale with a link that opens the shop in the whole window', async () => {
    renderShop('/marketing/feature-banner?utm_source=partner&utm_campaign=spring&ref=x');
    const play = await screen.findByRole('link', { name: 'Play now: Powerball at Fairdraw' });
    expect(screen.getByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
    expect(screen.getByText('$20 Million')).toBeInTheDocument();
    expect(play).toHaveAttribute('target', '_top');
    // From the root of the shop's site, which is where the framed banner itself is.
    expect(play.getAttribute('href')).toMatch(/^\/[^/]/);
    const href = new URL(play.getAttribute('href')!, 'https://shop.example');
    expect(href.pathname).toBe('/powerball');
    expect(Object.fromEntries(href.searchParams)).toEqual({ utm_source: 'partner', utm_campaign: 'spring' });
    // A banner, not a page: no header, menus or footer around it.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('features the game the campaign names, a raffle by its prize', async () => {
    renderShop('/marketing/feature-banner?offer=dream_home');
    expect(await screen.findByText('Win $1.2 Million')).toBeInTheDocument();
    expect(screen.getByText('Gold Coast dream home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play now: Dream Home Raffle at Fairdraw' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dream-home$/),
    );
  });

  it('falls back to the biggest jackpot when the named game is not sold to visitors', async () => {
    renderShop('/marketing/feature-banner?offer=dream_home', { capabilities: ['commercial_lotteries'] });
    expect(await screen.findByRole('link', { name: 'Play now: Powerball at Fairdraw' })).toBeInTheDocument();
  });
});
