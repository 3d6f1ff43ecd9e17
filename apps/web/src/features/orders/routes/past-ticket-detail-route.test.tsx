import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability } from '@fairdraw/contracts';
import { allCapabilities } from '../../../test/fixtures';
import { renderShop, signedInCustomer, waitLongerForLazyPages } from '../../../test/render';
import {
  wonPowerballDetailFixture,
  wonRaffleDetailFixture,
  wonSyndicateShareDetailFixture,
} from '../past-fixtures';
import { clientWithGet, getByPath, networkFailure, notFound, ok } from '../../../test/fake-api';

waitLongerForLazyPages();

const BASE = '/my-account/past-tickets';

function renderTicket(path: string, get: ReturnType<typeof getByPath>, capabilities?: Capability[]) {
  const { session, queryClient } = signedInCustomer(capabilities ? { capabilities } : {});
  return renderShop(path, {}, queryClient, { client: clientWithGet(get), session });
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const balls = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? item.textContent);

describe('/my-account/past-tickets/ticket/:id', () => {
  it('shows a syndicate share’s entries scored, each with the divisions won and the share’s part', async () => {
    const get = getByPath({
      '/orders/ord_ps_won': () => Promise.resolve(ok(wonSyndicateShareDetailFixture)),
    });
    renderTicket(`${BASE}/ticket/ord_ps_won`, get);

    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball Syndicate' })).toBeInTheDocument();
    expect(fact('Total won')).toBe('$41,520.98');
    expect(fact('Your part')).toBe('2 of 50 shares, 4% of every prize');
    expect(balls('Entry 1 numbers')).toEqual([
      ...[4, 9, 13, 17, 22, 26, 30].map((x) => `${x}, matched`),
      '34',
    ]);
    expect(screen.getByText(/Division 1 × 1, Division 3 × 7/)).toHaveTextContent(
      'Division 1 × 1, Division 3 × 7 · $41,520.98',
    );
    expect(screen.getByText(/Your 2 shares won in this draw/)).toHaveTextContent(
      'Your 2 shares won in this draw: $41,520.98',
    );
    // A share is not a ticket of the customer's own numbers: there is nothing to play again.
    expect(screen.queryByRole('link', { name: 'Play these numbers again' })).not.toBeInTheDocument();
  });

  it('marks matched numbers in words, and shows each game’s division and prize and the total', async () => {
    const get = getByPath({ '/orders/ord_won': () => Promise.resolve(ok(wonPowerballDetailFixture)) });
    renderTicket(`${BASE}/ticket/ord_won`, get);

    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
    expect(fact('Total won')).toBe('$150,000.00');
    expect(balls('Winning numbers')).toEqual(['3', '12', '18', '27', '30', '33', '35']);
    expect(balls('Game 1 numbers')).toEqual([3, 12, 18, 27, 30, 33, 35].map((n) => `${n}, matched`));
    // Picked as 1, 3, 9, 14, 22, 29, 12: shown smallest first.
    expect(balls('Game 2 numbers')).toEqual(['1', '3, matched', '9', '12, matched', '14', '22', '29']);
    expect(balls('Game 2 Powerball')).toEqual(['Powerball 19']);
    // Not by colour alone: a matched ball carries a visible tick.
    const matched = within(screen.getByRole('list', { name: 'Game 2 numbers' })).getByRole('listitem', {
      name: '3, matched',
    });
    expect(matched).toHaveTextContent('3✓');

    const games = screen.getAllByRole('listitem').filter((item) => item.classList.contains('scored-game'));
    expect(games[0]).toHaveTextContent('Division 1 · $150,000.00');
    expect(games[1]).toHaveTextContent('No win');
    expect(screen.getByText(/Won in this draw/)).toHaveTextContent('Won in this draw: $150,000.00');
    expect(screen.getByRole('link', { name: 'Back to past tickets' })).toHaveAttribute('href', BASE);
    await waitFor(() => expect(document.title).toBe('Powerball | Fairdraw'));
  });

  it('marks the winning raffle ticket', async () => {
    const get = getByPath({ '/orders/ord_dh_1': () => Promise.resolve(ok(wonRaffleDetailFixture)) });
    renderTicket(`${BASE}/ticket/ord_dh_1`, get);

    const list = await screen.findByRole('list', { name: 'Your tickets in this draw' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['000007', '000042 Winner', '000100']);
    expect(fact('Total won')).toBe('Winning ticket 000042');
    expect(screen.getByText('One of your tickets won this draw.')).toBeInTheDocument();
  });

  it('says a ticket of someone else cannot be found', async () => {
    const get = getByPath({ '/orders/theirs': () => Promise.reject(notFound('/orders/theirs')) });
    renderTicket(`${BASE}/ticket/theirs`, get);
    expect(await screen.findByRole('heading', { name: 'We could not find this ticket' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to past tickets' })).toHaveAttribute('href', BASE);
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    const get = getByPath({
      '/orders/ord_won': () =>
        fail
          ? Promise.reject(networkFailure('/orders/ord_won'))
          : Promise.resolve(ok(wonPowerballDetailFixture)),
    });
    const { user } = renderTicket(`${BASE}/ticket/ord_won`, get);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
  });

  it('offers to play a lottery ticket’s numbers again, with the replay capability only', async () => {
    const get = getByPath({ '/orders/ord_won': () => Promise.resolve(ok(wonPowerballDetailFixture)) });
    renderTicket(`${BASE}/ticket/ord_won`, get, [...allCapabilities, 'lottery_play_replay']);
    expect(await screen.findByRole('link', { name: 'Play these numbers again' })).toHaveAttribute(
      'href',
      `/cart/replay/${wonPowerballDetailFixture.id}?source=past_order_list_card_replay`,
    );
  });

  it('offers no replay without the capability, nor for a raffle ticket', async () => {
    const get = getByPath({
      '/orders/ord_won': () => Promise.resolve(ok(wonPowerballDetailFixture)),
      '/orders/ord_dh_1': () => Promise.resolve(ok(wonRaffleDetailFixture)),
    });
    const first = renderTicket(`${BASE}/ticket/ord_won`, get);
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    expect(screen.queryByRole('link', { name: 'Play these numbers again' })).not.toBeInTheDocument();
    first.unmount();
    renderTicket(`${BASE}/ticket/ord_dh_1`, get, [...allCapabilities, 'lottery_play_replay']);
    await screen.findByRole('list', { name: 'Your tickets in this draw' });
    expect(screen.queryByRole('link', { name: 'Play these numbers again' })).not.toBeInTheDocument();
  });
});
