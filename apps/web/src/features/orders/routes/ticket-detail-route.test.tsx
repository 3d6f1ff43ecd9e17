import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  pickedSyndicateShareDetailFixture,
  powerballOrderDetailFixture,
  raffleOrderDetailFixture,
  syndicateShareDetailFixture,
} from '../../../test/order-fixtures';
import { renderShop, signedInCustomer, waitLongerForLazyPages } from '../../../test/render';
import { clientWithGet, getByPath, networkFailure, notFound, ok } from '../../../test/fake-api';

waitLongerForLazyPages();

const BASE = '/my-account/upcoming-tickets';

function renderTicket(path: string, get: ReturnType<typeof getByPath>) {
  const { session, queryClient } = signedInCustomer();
  return renderShop(path, {}, queryClient, { client: clientWithGet(get), session });
}

function fact(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function listIn(headingName: string): HTMLElement {
  const section = screen.getByRole('region', { name: headingName });
  return within(section).getByRole('list');
}

describe('/my-account/upcoming-tickets/ticket/:id', () => {
  it("shows a lottery ticket's numbers per game, its draws with their state, and what it cost", async () => {
    const get = getByPath({ '/orders/ord_pb_0': () => Promise.resolve(ok(powerballOrderDetailFixture)) });
    renderTicket(`${BASE}/ticket/ord_pb_0`, get);

    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/orders/ord_pb_0', { showDetails: 'true' }, expect.anything());
    await waitFor(() => expect(document.title).toBe('Powerball | Fairdraw'));

    expect(fact('Purchased')).toBe('Tuesday 24 February 2026, 12:15 pm AEDT');
    expect(fact('Price')).toBe('$5.40');
    expect(fact('You bought')).toBe('2 games');
    expect(fact('Draws')).toBe('2 draws');
    expect(screen.queryByText('Cause', { selector: 'dt' })).not.toBeInTheDocument();

    const games = within(listIn('Your numbers')).getAllByRole('listitem');
    expect(games).toHaveLength(2);
    expect(within(games[0]!).getByText('Game 1: 3, 12, 18, 27, 30, 33, 35; Powerball 7')).toBeInTheDocument();
    expect(within(games[1]!).getByText('Game 2: 1, 5, 9, 14, 22, 29, 31; Powerball 19')).toBeInTheDocument();

    const draws = within(listIn('Draws')).getAllByRole('listitem');
    expect(draws.map((draw) => draw.textContent)).toEqual([
      'Draw 1500, Thu 26 Feb, 8:30 pm AEDT, Drawn',
      'Draw 1501, Thu 5 Mar, 8:30 pm AEDT, Open',
    ]);
    expect(screen.queryByRole('region', { name: 'Your raffle ticket numbers' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to upcoming tickets' })).toHaveAttribute('href', BASE);
  });

  it("shows a syndicate share's part, and the syndicate's entries once sales close", async () => {
    const get = getByPath({ '/orders/ord_ps_1': () => Promise.resolve(ok(syndicateShareDetailFixture)) });
    const first = renderTicket(`${BASE}/ticket/ord_ps_1`, get);
    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball Syndicate' })).toBeInTheDocument();
    expect(fact('You bought')).toBe('2 shares');
    expect(fact('Your part')).toBe('2 of 50 shares, 4% of every prize');
    const waiting = screen.getByRole('region', { name: 'The syndicate’s entries' });
    expect(waiting).toHaveTextContent(
      'The syndicate’s numbers are quick-picked when sales close on Thursday 5 March 2026, 7:30 pm AEDT, and appear here then.',
    );
    expect(within(waiting).queryByRole('list')).not.toBeInTheDocument();
    first.unmount();

    const picked = getByPath({
      '/orders/ord_ps_1': () => Promise.resolve(ok(pickedSyndicateShareDetailFixture)),
    });
    renderTicket(`${BASE}/ticket/ord_ps_1`, picked);
    const entries = within(
      await screen.findByRole('region', { name: 'The syndicate’s entries' }),
    ).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(
      within(entries[0]!).getByText('Entry 1: 4, 9, 13, 17, 22, 26, 30, 34; Powerball 11'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your numbers' })).not.toBeInTheDocument();
  });

  it('shows raffle ticket numbers six digits wide, and the cause by name', async () => {
    const get = getByPath({ '/orders/ord_dh_1': () => Promise.resolve(ok(raffleOrderDetailFixture)) });
    renderTicket(`${BASE}/ticket/ord_dh_1`, get);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' })).toBeInTheDocument();
    const numbers = within(listIn('Your raffle ticket numbers')).getAllByRole('listitem');
    expect(numbers.map((item) => item.textContent)).toEqual([
      '000007',
      '000042',
      '000100',
      '001234',
      '098765',
    ]);
    expect(fact('You bought')).toBe('5 tickets');
    expect(fact('Cause')).toBe('Kids Cancer Foundation');
    expect(fact('Price')).toBe('$20.00');
    expect(within(listIn('Draw')).getByRole('listitem')).toHaveTextContent(
      'Draw 42, Fri 20 Mar, 8:00 pm AEDT, Open',
    );
    expect(screen.queryByRole('region', { name: 'Your numbers' })).not.toBeInTheDocument();
  });

  it('says the ticket cannot be found on a 404 and links back to the list', async () => {
    const get = getByPath({
      '/orders/ord_someone_else': () => Promise.reject(notFound('/orders/ord_someone_else')),
    });
    renderTicket(`${BASE}/ticket/ord_someone_else`, get);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this ticket' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to upcoming tickets' })).toHaveAttribute('href', BASE);
    expect(get.mock.calls.filter(([path]) => path === '/orders/ord_someone_else')).toHaveLength(1);
  });

  it('offers a retry when the ticket fails to load', async () => {
    let fail = true;
    const get = getByPath({
      '/orders/ord_dh_1': () =>
        fail
          ? Promise.reject(networkFailure('/orders/ord_dh_1'))
          : Promise.resolve(ok(raffleOrderDetailFixture)),
    });
    const { user } = renderTicket(`${BASE}/ticket/ord_dh_1`, get);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this ticket.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' })).toBeInTheDocument();
  });

  it('sends anonymous visitors to log in and back', async () => {
    const get = getByPath({});
    const { router } = renderShop(`${BASE}/ticket/ord_pb_0`, {}, undefined, { client: clientWithGet(get) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`${BASE}/ticket/ord_pb_0`)}`);
    expect(get).not.toHaveBeenCalled();
  });
});
