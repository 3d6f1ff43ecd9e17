import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Capability, PlacementItem, PlacementsResult } from '@fairdraw/contracts';
import { memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi, networkFailure, type FakeRoute } from '../../../test/fake-api';
import { allCapabilities, NOW } from '../../../test/fixtures';
import { offersFixture } from '../../../test/offer-fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';
import { PRE_CART_PROMPT_STORAGE_KEY } from '../prompting';

const withDrawer: Capability[] = [...allCapabilities, 'placements', 'pre-cart-drawer'];

const ozLotto: PlacementItem = {
  lotteryKey: 'oz_lotto',
  productType: 'lottery_ticket',
  name: 'Oz Lotto',
  url: '/oz-lotto',
  drawNumber: 1612,
  drawDate: '2026-03-10T09:30:00Z',
  drawStop: '2026-03-10T08:35:00Z',
  prizePool: { amount: '15000000.00', currency: 'AUD' },
  prizePoolSuffix: null,
  isPrizePoolUnknown: false,
  reason: 'goes_with_cart',
};

const recommended: PlacementsResult = [{ key: 'pre_cart_item', items: [ozLotto] }];

function renderPlay(options: { capabilities?: Capability[]; placement?: FakeRoute } = {}) {
  const offers = offersFixture;
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_1',
    'GET /anon-cart/tok_1': () => cartFixture(),
    'POST /anon-cart/tok_1/items': () => cartFixture({ cartItems: [cartItem({ drawNo: 1503 })] }),
    'GET /placement': options.placement ?? (() => recommended),
  });
  const queryClient = filledQueryClient({ offers, capabilities: options.capabilities ?? withDrawer });
  const view = renderShop('/powerball/standard', { offers }, queryClient, {
    client: api.client,
    cookies: memoryCookieJar(),
  });
  return { ...view, api };
}

async function addTicket(user: ReturnType<typeof renderPlay>['user']) {
  await screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
  await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
  await user.click(screen.getByRole('button', { name: /^Add to cart/ }));
}

const drawer = () => screen.findByRole('dialog', { name: 'Added to your cart' }, { timeout: 3000 });

describe('the pre-cart drawer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    window.localStorage.removeItem(PRE_CART_PROMPT_STORAGE_KEY);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.removeItem(PRE_CART_PROMPT_STORAGE_KEY);
  });

  it('opens after an add with draws that go with the cart, and goes to the cart when asked', async () => {
    const { user, api, router } = renderPlay();
    await addTicket(user);
    const dialog = await drawer();
    expect(router.state.location.pathname).toBe('/powerball/standard');
    expect(within(dialog).getByText('Your cart has 1 item.')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Recommended draws' });
    expect(within(list).getByText('Oz Lotto')).toBeInTheDocument();
    expect(within(list).getByText('$15 Million')).toBeInTheDocument();
    expect(within(list).getByText('Goes with your cart')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Play Oz Lotto draw 1612' })).toHaveAttribute(
      'href',
      '/oz-lotto?firstDrawNo=1612',
    );
    expect(api.callsTo('GET', '/placement')[0]?.body).toMatchObject({
      keys: 'pre_cart_item',
      cart: 'powerball:1503',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Go to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(screen.queryByRole('dialog', { name: 'Added to your cart' })).not.toBeInTheDocument();
  });

  it('keeps focus inside, closes with Escape and with "Keep shopping", staying on the page', async () => {
    const { user, router } = renderPlay();
    await addTicket(user);
    const dialog = await drawer();
    await within(dialog).findByRole('list', { name: 'Recommended draws' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/powerball/standard');

    await addTicket(user);
    const again = await drawer();
    await user.click(within(again).getByRole('button', { name: 'Keep shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/powerball/standard');
  });

  it('only says the item was added when nothing is recommended or the placement fails', async () => {
    const { user } = renderPlay({
      placement: ({ path }) => {
        throw networkFailure(path);
      },
    });
    await addTicket(user);
    const dialog = await drawer();
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Your cart has 1 item.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go to cart' })).toBeInTheDocument();
  });

  it('stays closed once the visitor chose "Don’t show this again", going straight to the cart', async () => {
    const { user, router } = renderPlay();
    await addTicket(user);
    const dialog = await drawer();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Don’t show this again' }));
    expect(window.localStorage.getItem(PRE_CART_PROMPT_STORAGE_KEY)).toBe('off');
    await user.click(within(dialog).getByRole('button', { name: 'Keep shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await addTicket(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open without the pre-cart-drawer capability: the add goes to the cart', async () => {
    const { user, router, api } = renderPlay({ capabilities: allCapabilities });
    await addTicket(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/placement')).toEqual([]);
  });
});
