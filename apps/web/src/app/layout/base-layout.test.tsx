import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../test/render';

describe('base layout', () => {
  it('renders the landmarks: header, main navigation, main area and footer', async () => {
    renderShop('/');
    // The shell shows while the page's chunk loads; the page then fills the main area.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends an anonymous visitor to /login from the account icon and shows an empty cart', async () => {
    renderShop('/');
    await screen.findByRole('contentinfo');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/register');
    expect(within(header).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(within(header).getByRole('link', { name: 'Fairdraw home' })).toHaveAttribute('href', '/');
  });

  it('shows only the primary navigation items whose capability is on', async () => {
    renderShop('/', { capabilities: ['commercial_lotteries'] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lotteries', 'Results']);
  });

  it('opens the navigation drawer from the keyboard, closes it with Escape and returns focus', async () => {
    const { user } = renderShop('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Fairdraw' });
    const menu = within(drawer).getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Charity raffles' })).toHaveAttribute(
      'href',
      '/charity-tickets',
    );
    // react-aria moves focus in once the modal has mounted, a moment after it appears.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes the drawer when a link in it is followed', async () => {
    const { user, router } = renderShop('/');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Syndicates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/syndicates'));
  });

  it('shows the full footer: support, payment methods, social and legal links, fine print', async () => {
    renderShop('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '1300 123 456' })).toHaveAttribute(
      'href',
      'tel:1300123456',
    );
    expect(within(footer).getByRole('link', { name: 'help@fairdraw.example' })).toHaveAttribute(
      'href',
      'mailto:help@fairdraw.example',
    );
    const payments = within(footer).getByRole('list', { name: 'Accepted payment methods' });
    expect(within(payments).getByText('Visa')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/fairdraw',
    );
    expect(within(footer).getByRole('link', { name: 'Responsible gambling' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    expect(within(footer).getByText(/You must be 18 or older/)).toBeInTheDocument();
    // A multi-offer site lists every game and its results.
    expect(within(footer).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('lists one play link and one results link on a single-offer site', async () => {
    renderShop('/', { capabilities: ['commercial_lotteries', 'charity_lotteries'] });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Play Oz Lotto' })).toHaveAttribute('href', '/oz-lotto');
    expect(within(footer).getByRole('link', { name: 'Oz Lotto results' })).toHaveAttribute(
      'href',
      '/oz-lotto/results',
    );
  });

  it('lists only games the visitor may play: a shop selling raffles alone links no lottery', async () => {
    renderShop('/', { capabilities: ['charity_lotteries'] });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Play Dream Home Raffle' })).toHaveAttribute(
      'href',
      '/dream-home',
    );
    expect(within(footer).queryByRole('link', { name: /Oz Lotto|Powerball/ })).not.toBeInTheDocument();
  });

  it('condenses the footer on the login page for a logged-out visitor', async () => {
    renderShop('/login');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '1300 123 456' })).toBeInTheDocument();
    expect(within(footer).queryByRole('list', { name: 'Accepted payment methods' })).not.toBeInTheDocument();
  });
});
