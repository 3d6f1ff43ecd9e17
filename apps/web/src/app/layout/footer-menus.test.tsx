import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability, Navigation } from '@fairdraw/contracts';
import { filledQueryClient, offlineClient, renderShop, waitLongerForLazyPages } from '../../test/render';
import { allCapabilities } from '../../test/fixtures';
import { navigationQueryOptions } from '../../lib/api/get-navigation';
import { translationsQueryOptions } from '../../lib/api/get-translations';

waitLongerForLazyPages();

const footer: Navigation['footer'] = [
  {
    title: 'About Fairdraw',
    links: [
      { label: 'About us', href: '/about' },
      { label: 'Causes', href: '/causes' },
      { label: 'Careers', href: 'https://careers.fairdraw.example' },
    ],
  },
  { title: 'Help', links: [{ label: 'Responsible gambling', href: '/about/responsible-gaming' }] },
];

function renderFooter(capabilities: readonly Capability[] = allCapabilities) {
  const queryClient = filledQueryClient({ capabilities });
  queryClient.setQueryData(navigationQueryOptions(offlineClient).queryKey, {
    header: [],
    footer,
    routeLabels: {},
  });
  return renderShop('/', {}, queryClient);
}

describe('the configured footer menus', () => {
  it('shows each column as a navigation named by its title, with its links', async () => {
    renderFooter([...allCapabilities, 'causes_directory']);
    const siteFooter = await screen.findByRole('contentinfo');
    const about = within(siteFooter).getByRole('navigation', { name: 'About Fairdraw' });
    expect(within(about).getByRole('link', { name: 'Causes' })).toHaveAttribute('href', '/causes');
    expect(within(about).getByRole('link', { name: 'Careers (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(siteFooter).getByRole('navigation', { name: 'Help' })).toBeInTheDocument();
  });

  it('hides links whose capability is off, and a column left empty', async () => {
    renderFooter(allCapabilities.filter((capability) => capability !== 'responsible_gambling'));
    const siteFooter = await screen.findByRole('contentinfo');
    const about = within(siteFooter).getByRole('navigation', { name: 'About Fairdraw' });
    expect(within(about).queryByRole('link', { name: 'Causes' })).not.toBeInTheDocument();
    expect(within(siteFooter).queryByRole('navigation', { name: 'Help' })).not.toBeInTheDocument();
    expect(within(siteFooter).queryByRole('link', { name: 'Responsible gambling' })).not.toBeInTheDocument();
  });

  it('lists a legal link once: the column keeps it, the legal row keeps the rest', async () => {
    renderFooter();
    const siteFooter = await screen.findByRole('contentinfo');
    expect(within(siteFooter).getAllByRole('link', { name: 'About us' })).toHaveLength(1);
    expect(within(siteFooter).getAllByRole('link', { name: 'Responsible gambling' })).toHaveLength(1);
    const legal = within(siteFooter).getByRole('navigation', { name: 'About and legal' });
    expect(within(legal).queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/about/privacy');
  });
});

describe("the footer's responsible gambling message", () => {
  it("is the content team's markdown when published, else the config's disclaimer", async () => {
    const queryClient = filledQueryClient();
    queryClient.setQueryData(translationsQueryOptions(offlineClient, 'en-AU', 'footer').queryKey, [
      {
        id: 'home.responsible-gambling',
        category: 'footer',
        type: 'markdown',
        value: 'Call [Gambling Help](https://www.gamblinghelponline.org.au)',
        html: '<p>Call <a href="https://www.gamblinghelponline.org.au">Gambling Help</a></p>',
      },
    ]);
    renderShop('/', {}, queryClient);
    const siteFooter = await screen.findByRole('contentinfo');
    expect(within(siteFooter).getByRole('link', { name: 'Gambling Help' })).toHaveAttribute(
      'href',
      'https://www.gamblinghelponline.org.au',
    );
    expect(within(siteFooter).queryByText(/You must be 18 or older to play/)).not.toBeInTheDocument();
  });

  it("falls back to the config's disclaimer", async () => {
    renderShop('/');
    const siteFooter = await screen.findByRole('contentinfo');
    expect(within(siteFooter).getByText(/You must be 18 or older to play/)).toBeInTheDocument();
  });
});
