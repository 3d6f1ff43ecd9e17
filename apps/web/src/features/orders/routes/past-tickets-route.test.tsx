import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../../test/fixtures';
import { renderShop, signedInCustomer, waitLongerForLazyPages } from '../../../test/render';
import { pastOrdersFixture } from '../past-fixtures';
import { clientWithGet, getByPath, networkFailure, paged } from '../../../test/fake-api';

waitLongerForLazyPages();

const BASE = '/my-account/past-tickets';

/** GET /orders?status=past_products answering like the server: `total` orders, by offset. */
function pastServer(total: number) {
  return getByPath({
    '/orders': (query) => {
      const { limit, offset } = query as { limit: number; offset: number };
      const count = Math.max(0, Math.min(limit, total - offset));
      return Promise.resolve(paged(pastOrdersFixture(count, offset + 1), { limit, offset, total }));
    },
  });
}

function renderList(path: string, get: ReturnType<typeof getByPath>) {
  const { session, queryClient } = signedInCustomer();
  return renderShop(path, {}, queryClient, { client: clientWithGet(get), session });
}

describe('/my-account/past-tickets', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists 10 drawn tickets a page, each linking to its past-ticket page', async () => {
    const get = pastServer(12);
    renderList(BASE, get);

    const links = await screen.findAllByRole('link', { name: /^Powerball, drawn/ });
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAccessibleName('Powerball, drawn Thu 5 Mar, 8:30 pm AEDT');
    expect(links[0]).toHaveAttribute('href', `${BASE}/ticket/ord_p1`);
    expect(screen.getAllByText('No win this time')).toHaveLength(7);
    expect(screen.getAllByText(/^Won/).map((line) => line.textContent)).toEqual([
      'Won $12.40',
      'Won $12.40',
      'Won $12.40',
    ]);
    expect(get).toHaveBeenCalledWith(
      '/orders',
      { status: 'past_products', limit: 10, offset: 0 },
      expect.anything(),
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${BASE}/2`);
    await waitFor(() => expect(document.title).toBe('Past tickets | Fairdraw'));
  });

  it('asks for offset 10 on /2', async () => {
    const get = pastServer(12);
    renderList(`${BASE}/2`, get);
    expect(await screen.findByText('Past order 11')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/orders',
      { status: 'past_products', limit: 10, offset: 10 },
      expect.anything(),
    );
  });

  it.each(['0', 'abc', '1', '-3'])('shows page 1 at the canonical address for /%s', async (segment) => {
    const get = pastServer(12);
    const { router } = renderList(`${BASE}/${segment}`, get);
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
    expect(await screen.findByText('Past order 1')).toBeInTheDocument();
  });

  it('says there are no past tickets yet, and points to the upcoming ones', async () => {
    renderList(BASE, pastServer(0));
    expect(await screen.findByText(/You have no past tickets yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your upcoming tickets' })).toHaveAttribute(
      'href',
      '/my-account/upcoming-tickets',
    );
  });

  it('shows a loading state, then an error with a retry that recovers', async () => {
    let fail = true;
    const get = getByPath({
      '/orders': () =>
        fail
          ? Promise.reject(networkFailure('/orders'))
          : Promise.resolve(paged(pastOrdersFixture(1), { limit: 10, offset: 0, total: 1 })),
    });
    const { user } = renderList(BASE, get);
    expect(await screen.findByText('Loading your past tickets')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your past tickets.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Past order 1')).toBeInTheDocument();
  });

  it('sends anonymous visitors to log in and back', async () => {
    const get = pastServer(3);
    const { router } = renderShop(`${BASE}/2`, {}, undefined, { client: clientWithGet(get) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`${BASE}/2`)}`);
    expect(get).not.toHaveBeenCalled();
  });
});
