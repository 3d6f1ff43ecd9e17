import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { CartPromotion } from '@fairdraw/contracts';
import { CART_COOKIES } from '../../../lib/cart-session';
import { memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { allCapabilities, customerFixture, NOW } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';
import { aud, oneItemCart, renderCustomerCart } from '../routes/cart-test-setup';

const withVouchers = { capabilities: [...allCapabilities, 'vouchers' as const] };

const tenOff: CartPromotion = {
  code: 'SAVE10',
  type: 'voucher_fixed_discount',
  description: '$10.00 off',
  discount: aud('10.00'),
  credit: aud('0.00'),
  totalAfterDiscount: aud('14.30'),
  usable: true,
  message: null,
};
const discounted = { ...oneItemCart, promotion: tenOff };

const refusal = (message: string) =>
  new ApiError({
    status: 422,
    url: '/v2/cart/promotion',
    message,
    code: 'promotion_not_added',
    errors: { promotionCode: [message] },
  });

function renderVisitorCart(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const cookies = memoryCookieJar({ [CART_COOKIES.anonymousToken]: 'tok_1' });
  const view = renderShop('/cart', withVouchers, filledQueryClient(withVouchers), {
    client: api.client,
    cookies,
  });
  return { ...view, api };
}

describe('the promo code field', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('shows the server’s refusal under the field, then the discount and what is paid once a code is taken', async () => {
    let attempts = 0;
    const { user, api } = renderCustomerCart(
      {
        'GET /cart/items': () => oneItemCart,
        'POST /cart/promotion': () => {
          attempts += 1;
          if (attempts === 1) throw refusal('The promo code OLD5 has expired.');
          return discounted;
        },
      },
      withVouchers,
    );
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const field = within(summary).getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'old5');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));

    const alert = await within(summary).findByRole('alert', {}, { timeout: 2000 });
    expect(alert).toHaveTextContent('The promo code OLD5 has expired.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('The promo code OLD5 has expired.');
    expect(api.callsTo('POST', '/cart/promotion')[0]?.body).toEqual({ promotionCode: 'old5' });

    await user.clear(field);
    await user.type(field, 'SAVE10{Enter}');
    expect(
      await within(summary).findByText(/\$10\.00 off: you save \$10\.00/, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    // The refusal is cleared by the next promotion answer.
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(summary).getByText('Total after discount').nextSibling).toHaveTextContent('$14.30');
    expect(within(summary).getByText('Promo code SAVE10').nextSibling).toHaveTextContent('−$10.00');
    expect(
      await within(summary).findByRole('button', { name: 'Pay $14.30 from your wallet' }),
    ).toBeInTheDocument();
  });

  it('sends one request for a burst of submits (500 ms debounce)', async () => {
    const { user, api } = renderCustomerCart(
      { 'GET /cart/items': () => oneItemCart, 'POST /cart/promotion': () => discounted },
      withVouchers,
    );
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await user.type(within(summary).getByRole('textbox', { name: 'Promo code' }), 'SAVE10');
    const apply = within(summary).getByRole('button', { name: 'Apply' });
    await user.click(apply);
    await user.click(apply);
    await user.click(apply);
    expect(api.callsTo('POST', '/cart/promotion')).toHaveLength(0); // still waiting out the quiet period
    await within(summary).findByRole('button', { name: 'Remove promo code SAVE10' }, { timeout: 2000 });
    expect(api.callsTo('POST', '/cart/promotion')).toHaveLength(1);
  });

  it('asks for a code instead of sending an empty one', async () => {
    const { user, api } = renderCustomerCart({ 'GET /cart/items': () => oneItemCart }, withVouchers);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Enter a promo code.');
    expect(api.callsTo('POST', '/cart/promotion')).toHaveLength(0);
  });

  it('works on a visitor’s cart, says why a code on it cannot be used, and takes it off', async () => {
    const expired = { ...tenOff, usable: false, message: 'The promo code SAVE10 has expired.' };
    let onCart: CartPromotion | undefined = expired;
    const { user, api } = renderVisitorCart({
      'GET /anon-cart/tok_1': () =>
        cartFixture({ cartItems: [cartItem()], cartTotal: aud('24.30'), promotion: onCart }),
      'DELETE /anon-cart/tok_1/promotion': () => {
        onCart = undefined;
        return oneItemCart;
      },
      'POST /anon-cart/tok_1/promotion': () => discounted,
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('The promo code SAVE10 has expired.')).toBeInTheDocument();
    expect(within(summary).queryByText('Total after discount')).not.toBeInTheDocument();
    const remove = within(summary).getByRole('button', { name: 'Remove promo code SAVE10' });
    expect(remove).toHaveAccessibleDescription('The promo code SAVE10 has expired.');
    await user.click(remove);
    const field = await within(summary).findByRole('textbox', { name: 'Promo code' }, { timeout: 2000 });
    expect(api.callsTo('DELETE', '/anon-cart/tok_1/promotion')).toHaveLength(1);

    await user.type(field, 'SAVE10{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/promotion')).toHaveLength(1), {
      timeout: 2000,
    });
    expect(await within(summary).findByText('Total after discount')).toBeInTheDocument();
  });

  it('is not shown when the shop has vouchers switched off', async () => {
    renderCustomerCart({ 'GET /cart/items': () => oneItemCart });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
  });
});

describe('a discounted cart with too little in the wallet', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('asks to top up only what the discounted total needs', async () => {
    renderCustomerCart(
      {
        'GET /customer': () => ({ ...customerFixture, balance: aud('10.00') }),
        'GET /cart/items': () => discounted,
        'GET /payment_methods': () => [],
      },
      withVouchers,
    );
    // $24.30 less $10.00 off is $14.30: the wallet's $10.00 is $4.30 short.
    expect(await screen.findByText('Your wallet is $4.30 short of this total.')).toBeInTheDocument();
  });
});
