import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Navigation } from '@fairdraw/contracts';
import {
  filledQueryClient,
  offlineClient,
  renderShop,
  waitLongerForLazyPages,
  type ShopData,
} from '../../test/render';
import { clientWithGet, getByPath, notFound } from '../../test/fake-api';
import { navigationQueryOptions } from '../../lib/api/get-navigation';

waitLongerForLazyPages();

function withNavigation(navigation: Partial<Navigation>, data?: ShopData) {
  const queryClient = filledQueryClient(data);
  queryClient.setQueryData(navigationQueryOptions(offlineClient).queryKey, {
    header: [],
    footer: [],
    routeLabels: {},
    ...navigation,
  });
  return queryClient;
}

function linkTexts(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the primary navigation', () => {
  it("uses the site config's label for a route, and the shop's own for the rest", async () => {
    renderShop('/about/contact-us', {}, withNavigation({ routeLabels: { '/lotto-tickets': 'Play lotto' } }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Play lotto' })).toHaveAttribute('href', '/lotto-tickets');
    expect(within(nav).getByRole('link', { name: 'Charity raffles' })).toBeInTheDocument();
  });

  it("shows the site config's header links in its order, with their labels and addresses", async () => {
    const header = [
      { label: 'Lotto', href: '/lotto-tickets' },
      { label: 'News', href: '/blog' },
      { label: 'Our causes', href: '/causes' },
    ];
    const capabilities = ['commercial_lotteries', 'blog', 'causes_directory'] as const;
    renderShop('/about/contact-us', {}, withNavigation({ header }, { capabilities }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkTexts(nav)).toEqual([
      ['Lotto', '/lotto-tickets'],
      ['News', '/blog'],
      ['Our causes', '/causes'],
    ]);
  });

  it('hides a configured link to a product page whose capability is off', async () => {
    const header = [
      { label: 'Lotteries', href: '/lotto-tickets' },
      { label: 'Charity raffles', href: '/charity-tickets' },
      { label: 'About', href: '/about' },
    ];
    renderShop('/', {}, withNavigation({ header }, { capabilities: ['commercial_lotteries'] }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Charity raffles' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('opens a configured link to another site in a new tab that cannot reach back', async () => {
    const header = [{ label: 'Gambling Help', href: 'https://www.gamblinghelponline.org.au' }];
    renderShop('/', {}, withNavigation({ header }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Gambling Help (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.gamblinghelponline.org.au');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the built-in menu when no site config is published (404)', async () => {
    const queryClient = filledQueryClient();
    queryClient.removeQueries({ queryKey: navigationQueryOptions(offlineClient).queryKey });
    const get = getByPath({ '/navigation': () => Promise.reject(notFound('/navigation')) });
    renderShop('/', {}, queryClient, { client: clientWithGet(get) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(get.mock.calls.map(([path]) => path)).toContain('/navigation'));
    expect(linkTexts(nav)).toEqual([
      ['Lotteries', '/lotto-tickets'],
      ['Charity raffles', '/charity-tickets'],
      ['Syndicates', '/syndicates'],
      ['Results', '/lotto-results'],
    ]);
  });

  it('shows the same configured links in the navigation drawer', async () => {
    const header = [{ label: 'Raffles', href: '/charity-tickets' }];
    const { user } = renderShop('/', {}, withNavigation({ header }));
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    const menu = within(drawer).getByRole('navigation', { name: 'Menu' });
    expect(linkTexts(menu)).toEqual([['Raffles', '/charity-tickets']]);
  });
});
