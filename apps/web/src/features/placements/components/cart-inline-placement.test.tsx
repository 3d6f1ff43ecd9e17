import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability, PlacementItem } from '@fairdraw/contracts';
import { CART_COOKIES } from '../../../lib/cart-session';
import { memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { allCapabilities } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const saturdayLotto: PlacementItem = {
  lotteryKey: 'saturday_lotto',
  productType: 'lottery_ticket',
  name: 'Saturday Lotto',
  url: '/saturday-lotto',
  drawNumber: 4630,
  drawDate: '2026-03-07T08:30:00Z',
  drawStop: '2026-03-07T07:35:00Z',
  prizePool: { amount: '5000000.00', currency: 'AUD' },
  prizePoolSuffix: null,
  isPrizePoolUnknown: false,
  reason: 'played_before',
};

function renderCart(placement: FakeRoute, capabilities: Capability[]) {
  const api = fakeApi({
    'GET /anon-cart/tok_1': () => cartFixture({ cartItems: [cartItem({ drawNo: 1501 })] }),
    'GET /placement': placement,
  });
  const cookies = memoryCookieJar({ [CART_COOKIES.anonymousToken]: 'tok_1' });
  renderShop('/cart', { capabilities }, filledQueryClient({ capabilities }), { client: api.client, cookies });
  return api;
}

describe('the cart page’s recommended draws', () => {
  it('lists draws that go with the cart, asking with the cart’s draws', async () => {
    const api = renderCart(
      () => [{ key: 'cart_inline_item', items: [saturdayLotto] }],
      [...allCapabilities, 'placements'],
    );
    const list = await screen.findByRole('list', { name: 'Draws that go with your cart' });
    expect(screen.getByRole('heading', { name: 'Add another draw' })).toBeInTheDocument();
    expect(within(list).getByText('You played it before')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Play Saturday Lotto draw 4630' })).toHaveAttribute(
      'href',
      '/saturday-lotto?firstDrawNo=4630',
    );
    expect(api.callsTo('GET', '/placement')[0]?.body).toMatchObject({
      keys: 'cart_inline_item',
      cart: 'powerball:1501',
    });
  });

  it('shows nothing and asks nothing without the placements capability', async () => {
    const api = renderCart(() => [], allCapabilities);
    await screen.findByRole('list', { name: 'Items in your cart' });
    await waitFor(() => expect(api.callsTo('GET', '/anon-cart/tok_1').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Add another draw' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/placement')).toEqual([]);
  });
});
