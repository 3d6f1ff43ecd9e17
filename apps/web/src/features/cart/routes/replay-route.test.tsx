// /cart/replay/:replayID (decision 0050): a past order's numbers back in the cart, the cart opening
// with what went in and what could not; signed in, with the lottery_play_replay capability.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { Capability, ReplayLine } from '@fairdraw/contracts';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi, notFound } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

const withReplay: Capability[] = [...allCapabilities, 'lottery_play_replay'];
const CHECKOUT = '6f1c1b1e-1111-4111-8111-111111111111';

function line(fields: Partial<ReplayLine>): ReplayLine {
  return {
    orderId: 'o1',
    productOfferKey: 'powerball',
    productName: 'Powerball',
    productType: 'lottery_ticket',
    gameType: 'standard',
    numGames: 4,
    numDraws: 1,
    drawNo: 1502,
    status: 'added',
    message: null,
    itemId: 'item_1',
    ...fields,
  };
}

function renderReplay(path: string, replay: FakeRoute, { capabilities = withReplay, signedIn = true } = {}) {
  const api = fakeApi({
    'GET /customer': () => customerFixture,
    'GET /cart/items': () => cartFixture({ cartItems: [cartItem()] }),
    [`POST /cart/replay/${CHECKOUT}`]: replay,
  });
  const cookies = memoryCookieJar();
  const session = createSessionStore({ cookies });
  if (signedIn) session.signIn(loginResultFixture);
  const data = { capabilities };
  const view = renderShop(path, data, filledQueryClient(data), { client: api.client, cookies, session });
  return { ...view, api };
}

const replayed = (lines: ReplayLine[]) => ({
  replayId: CHECKOUT,
  source: 'email_replay',
  lines,
  cart: cartFixture({ cartItems: [cartItem()] }),
});

describe('/cart/replay/:replayID', () => {
  it('puts the e-mailed order’s numbers in the cart and opens it with what went in and what did not', async () => {
    const { router, api } = renderReplay(`/cart/replay/${CHECKOUT}?utm_source=email`, () =>
      replayed([
        line({}),
        line({
          orderId: 'o2',
          productName: 'Mega Jackpot',
          status: 'not_licensed',
          drawNo: null,
          itemId: null,
          message:
            "Mega Jackpot can't be bought with an address in Western Australia: we are not licensed to sell it there.",
        }),
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?utm_source=email');
    expect(api.callsTo('POST', `/cart/replay/${CHECKOUT}`)).toHaveLength(1);
    expect(api.callsTo('POST', `/cart/replay/${CHECKOUT}`)[0]?.body).toEqual({ source: 'email_replay' });
    expect(
      await screen.findByText(
        'Your past numbers are back in your cart for the next draw: Powerball (4 games).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Mega Jackpot can't be bought with an address in Western Australia/),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
  });

  it('says where a "Play again" from the past tickets started', async () => {
    const { router, api } = renderReplay(
      `/cart/replay/${CHECKOUT}?source=past_order_list_card_replay`,
      () => ({ ...replayed([line({})]), source: 'past_order_list_card_replay' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(api.callsTo('POST', `/cart/replay/${CHECKOUT}`)[0]?.body).toEqual({
      source: 'past_order_list_card_replay',
    });
  });

  it('names why nothing could be played again', async () => {
    renderReplay(`/cart/replay/${CHECKOUT}`, () => {
      throw new ApiError({
        status: 422,
        url: `/v2/cart/replay/${CHECKOUT}`,
        message: 'None of these games can be played again right now.',
        code: 'replay_refused',
        errors: { general: ['Oz Lotto has no draw on sale right now.'] },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oz Lotto has no draw on sale right now.');
  });

  it('shows the 404 page for an order that is not the customer’s', async () => {
    renderReplay(`/cart/replay/${CHECKOUT}`, () => {
      throw notFound(`/cart/replay/${CHECKOUT}`);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it('is the 404 page without the lottery_play_replay capability, and replays nothing', async () => {
    const { api } = renderReplay(`/cart/replay/${CHECKOUT}`, () => replayed([line({})]), {
      capabilities: allCapabilities,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/cart/replay/${CHECKOUT}`)).toHaveLength(0);
  });

  it('asks a visitor to log in first', async () => {
    const { router, api } = renderReplay(`/cart/replay/${CHECKOUT}`, () => replayed([line({})]), {
      signedIn: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST', `/cart/replay/${CHECKOUT}`)).toHaveLength(0);
  });
});

describe('generic entry points', () => {
  it('/cart/buy opens the cart for a signed-in customer', async () => {
    const { router } = renderReplay('/cart/buy?utm_source=email', () => replayed([]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?utm_source=email');
  });

  it('/cart/buy asks a visitor to log in first', async () => {
    const { router } = renderReplay('/cart/buy', () => replayed([]), { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('/buy opens the lotteries, keeping the campaign and affiliate', async () => {
    const { router } = renderReplay('/buy?aff=partner_7', () => replayed([]), { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lotto-tickets'));
    expect(router.state.location.search).toBe('?aff=partner_7');
  });

  it('/buy opens the charity raffles on a site that sells no lotteries', async () => {
    const { router } = renderReplay('/buy', () => replayed([]), {
      signedIn: false,
      capabilities: ['charity_lotteries'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/charity-tickets'));
  });
});
