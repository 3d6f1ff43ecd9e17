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

  it('loads the drawer when the menu is first pressed and keeps focus inside it while open', async () => {
    const { user } = renderShop('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);

    const drawer = await screen.findByRole('dialog', { name: 'Fairdraw' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const stops = within(drawer).getAllByRole('link').length + 1; // the links and the close button
    for (let tab = 0; tab <= stops; tab += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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

  it('opens and closes a footer group from the keyboard on a small screen', async () => {
    const { user } = renderShop('/');
    const footer = await screen.findByRole('contentinfo');
    const play = within(footer).getByRole('button', { name: 'Play' });
    expect(play).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer).queryByRole('link', { name: 'Oz Lotto' })).not.toBeInTheDocument();

    play.focus();
    await user.keyboard('{Enter}');
    expect(play).toHaveAttribute('aria-expanded', 'true');
    const group = within(footer).getByRole('group', { name: 'Play' });
    expect(play).toHaveAttribute('aria-controls', group.id);
    expect(within(group).getByRole('link', { name: 'Oz Lotto' })).toHaveAttribute('href', '/oz-lotto');
    // Each group opens on its own.
    expect(within(footer).getByRole('button', { name: 'Results' })).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(play).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer).queryByRole('link', { name: 'Oz Lotto' })).not.toBeInTheDocument();
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
