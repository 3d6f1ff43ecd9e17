import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../../test/fixtures';
import { upcomingOrdersFixture } from '../../../test/order-fixtures';
import { renderShop, signedInCustomer, waitLongerForLazyPages } from '../../../test/render';
import { clientWithGet, getByPath, networkFailure, paged } from '../../../test/fake-api';

waitLongerForLazyPages();

const BASE = '/my-account/upcoming-tickets';

/** GET /orders answering like the server: `total` orders, 10 a page, by offset. */
function ordersServer(total: number) {
  return getByPath({
    '/orders': (query) => {
      const { limit, offset } = query as { limit: number; offset: number };
      const count = Math.max(0, Math.min(limit, total - offset));
      return Promise.resolve(paged(upcomingOrdersFixture(count, offset + 1), { limit, offset, total }));
    },
  });
}

function renderList(path: string, get: ReturnType<typeof getByPath>) {
  const { session, queryClient } = signedInCustomer();
  return renderShop(path, {}, queryClient, { client: clientWithGet(get), session });
}

function pager() {
  return screen.getByRole('navigation', { name: 'Pages' });
}

describe('/my-account/upcoming-tickets', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('leads a multi-draw ticket whose first draw is over with the draw it plays next', async () => {
    const [order] = upcomingOrdersFixture(1);
    const later = { ...order!, nextDrawDate: '2026-03-12T09:30:00Z' };
    const get = getByPath({
      '/orders': () => Promise.resolve(paged([later], { limit: 10, offset: 0, total: 1 })),
    });
    renderList(BASE, get);
    const link = await screen.findByRole('link', { name: /^Powerball/ });
    expect(link).toHaveAccessibleName('Powerball, next of 2 draws Thu 12 Mar, 8:30 pm AEDT');
    expect(screen.getByText('Next of 2 draws:').parentElement).toHaveTextContent(
      'Next of 2 draws: Thu 12 Mar, 8:30 pm AEDT',
    );
  });

  it('lists the first 10 upcoming orders, each linking to its ticket, with a pager', async () => {
    const get = ordersServer(23);
    renderList(BASE, get);

    const links = await screen.findAllByRole('link', { name: /^Powerball, first of 2 draws/ });
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAccessibleName('Powerball, first of 2 draws Thu 5 Mar, 8:30 pm AEDT');
    expect(links[0]).toHaveAttribute('href', `${BASE}/ticket/ord_1`);
    expect(links[9]).toHaveAttribute('href', `${BASE}/ticket/ord_10`);
    expect(screen.getAllByText('First of 2 draws:')[0]?.parentElement).toHaveTextContent(
      'First of 2 draws: Thu 5 Mar, 8:30 pm AEDT',
    );
    expect(screen.getByText('Order 1')).toBeInTheDocument();
    expect(screen.getByText('Order 10')).toBeInTheDocument();
    expect(screen.queryByText('Order 11')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/orders',
      { status: 'upcoming_products', limit: 10, offset: 0 },
      expect.anything(),
    );

    const nav = pager();
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', `${BASE}/3`);
    expect(within(nav).queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${BASE}/2`);
    await waitFor(() => expect(document.title).toBe('Upcoming tickets | Fairdraw'));
  });

  it('asks for offset 10 on /2 and links back to page 1 without a page number', async () => {
    const get = ordersServer(23);
    renderList(`${BASE}/2`, get);

    expect(await screen.findByText('Order 11')).toBeInTheDocument();
    expect(screen.queryByText('Order 10')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/orders',
      { status: 'upcoming_products', limit: 10, offset: 10 },
      expect.anything(),
    );

    const nav = pager();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', BASE);
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${BASE}/3`);
    await waitFor(() => expect(document.title).toBe('Upcoming tickets, page 2 | Fairdraw'));
  });

  it('moves to the next page when Next is followed, and has no Next on the last page', async () => {
    const get = ordersServer(23);
    const { user, router } = renderList(`${BASE}/2`, get);

    await user.click(
      within(await screen.findByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/3`));
    expect(await screen.findByText('Order 21')).toBeInTheDocument();
    expect(screen.getByText('Order 23')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/orders',
      { status: 'upcoming_products', limit: 10, offset: 20 },
      expect.anything(),
    );
    const nav = pager();
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it.each(['0', 'abc', '1', '-3'])('shows page 1 at the canonical address for /%s', async (segment) => {
    const get = ordersServer(23);
    const { router } = renderList(`${BASE}/${segment}`, get);

    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
    expect(await screen.findByText('Order 1')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(get).toHaveBeenCalledWith('/orders', expect.objectContaining({ offset: 0 }), expect.anything());
    expect(get).not.toHaveBeenCalledWith(
      '/orders',
      expect.objectContaining({ offset: -10 }),
      expect.anything(),
    );
  });

  it('floors a fractional page number', async () => {
    const get = ordersServer(23);
    const { router } = renderList(`${BASE}/2.7`, get);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/2`));
    expect(await screen.findByText('Order 11')).toBeInTheDocument();
  });

  it('says so when there are no upcoming tickets, and offers a game to play', async () => {
    renderList(BASE, ordersServer(0));

    expect(await screen.findByText(/You have no upcoming tickets/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a game to play' })).toHaveAttribute(
      'href',
      '/lotto-tickets',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('past the last page, says the page is empty and links to page 1', async () => {
    renderList(`${BASE}/5`, ordersServer(12));

    expect(await screen.findByText(/There are no tickets on page 5\./)).toBeInTheDocument();
    expect(screen.queryByText(/You have no upcoming tickets/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', BASE);
    const nav = pager();
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `${BASE}/2`);
    expect(within(nav).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails to load, and recovers', async () => {
    let fail = true;
    const get = getByPath({
      '/orders': () =>
        fail
          ? Promise.reject(networkFailure('/orders'))
          : Promise.resolve(paged(upcomingOrdersFixture(1), { limit: 10, offset: 0, total: 1 })),
    });
    const { user } = renderList(BASE, get);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your tickets.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends anonymous visitors to log in and back', async () => {
    const get = ordersServer(3);
    const { router } = renderShop(`${BASE}/2`, {}, undefined, { client: clientWithGet(get) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`${BASE}/2`)}`);
    expect(get).not.toHaveBeenCalled();
  });
});
