import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { CART_COOKIES } from '../../../lib/cart-session';
import { memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi } from '../../../test/fake-api';
import { allCapabilities, NOW } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';
import { aud, oneItemCart, receipt, renderAnonymousCart, renderCustomerCart } from './cart-test-setup';

describe('/cart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('makes a cart for a new visitor, keeps its token, and says the cart is empty with ways to play', async () => {
    const api = fakeApi({
      'POST /anon-cart': () => 'tok_new',
      'GET /anon-cart/tok_new': () => cartFixture(),
    });
    const cookies = memoryCookieJar();
    renderShop('/cart', {}, filledQueryClient(), { client: api.client, cookies });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Play lotteries' })).toHaveAttribute(
      'href',
      '/lotto-tickets',
    );
    expect(within(main).getByRole('link', { name: 'Charity raffles' })).toHaveAttribute(
      'href',
      '/charity-tickets',
    );
    expect(cookies.get(CART_COOKIES.anonymousToken)).toBe('tok_new');
    // The header and the page share one cart: it was made once.
    expect(api.callsTo('POST', '/anon-cart')).toHaveLength(1);
    expect(api.callsTo('GET', '/anon-cart/tok_new')[0]?.options).toMatchObject({ apiVersion: '3.3' });
  });

  it('replaces a stored cart that no longer exists (404) with a new one', async () => {
    const { api, cookies } = renderAnonymousCart({
      'GET /anon-cart/tok_1': () => {
        throw new ApiError({
          status: 404,
          url: '/v2/anon-cart/tok_1',
          message: 'Not found',
          code: 'not_found',
        });
      },
      'POST /anon-cart': () => 'tok_2',
      'GET /anon-cart/tok_2': () => cartFixture(),
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(cookies.get(CART_COOKIES.anonymousToken)).toBe('tok_2');
    expect(api.callsTo('POST', '/anon-cart')).toHaveLength(1);
  });

  it('shows each item with its draw in words, the totals, and sends a visitor to log in to buy', async () => {
    renderAnonymousCart({
      'GET /anon-cart/tok_1': () =>
        cartFixture({
          cartItems: [
            cartItem(),
            cartItem({
              id: 'item-2',
              productType: 'raffle_ticket',
              lotteryKey: 'dream_home',
              drawNo: 42,
              drawDate: '2026-03-20T09:00:00Z',
              quantity: 2,
              gameType: null,
              gameOffer: 'five',
              numGames: 10,
              description: 'Dream Home Raffle: 2 × 5 tickets',
              total: aud('40.00'),
            }),
          ],
          cartTotal: aud('64.30'),
          preOrderTotal: aud('40.00'),
        }),
    });
    const items = await screen.findByRole('list', { name: 'Items in your cart' });
    const powerball = within(items).getByRole('article', { name: 'Powerball: 18 games, 1 draw' });
    expect(powerball).toHaveTextContent('Draw 1501: This Thursday');
    expect(
      within(powerball).getByRole('textbox', { name: 'Draws for Powerball: 18 games, 1 draw' }),
    ).toHaveValue('1');
    const raffle = within(items).getByRole('article', { name: 'Dream Home Raffle: 2 × 5 tickets' });
    // A draw weeks away is named by its date alone, not by the same date twice.
    expect(within(raffle).getByText(/^Draw 42:/)).toHaveTextContent(
      /^Draw 42: Friday 20 March 2026, 8:00 pm AEDT$/,
    );
    expect(within(raffle).getByRole('textbox', { name: /^Quantity for/ })).toHaveValue('2');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$64.30')).toBeInTheDocument();
    expect(within(summary).getByText('Of which pre-orders')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
      'href',
      '/checkout/login?redirect=%2Fcart',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 2 items' }),
    ).toBeInTheDocument();
  });

  it('changes the draws of an item once the clicks stop, and removes an item', async () => {
    const { user, api } = renderAnonymousCart({
      'GET /anon-cart/tok_1': () => oneItemCart,
      'PUT /anon-cart/tok_1/items/item-1': () =>
        cartFixture({
          cartItems: [cartItem({ numDraws: 3, productType: 'multi_draw_ticket', total: aud('72.90') })],
          cartTotal: aud('72.90'),
        }),
      'DELETE /anon-cart/tok_1/items/item-1': () => cartFixture(),
    });
    const item = await screen.findByRole('article', { name: 'Powerball: 18 games, 1 draw' });
    const more = within(item).getByRole('button', { name: /^Increase/ });
    // Two clicks in the same moment (dispatched directly, so a busy machine cannot space them past
    // the 500 ms debounce): one change is sent, with the last value.
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(within(item).getByText('$72.90')).toBeInTheDocument());
    const puts = api.callsTo('PUT', '/anon-cart/tok_1/items/item-1');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ numDraws: 3 });
    expect(within(item).getByText(/^From draw 1501/)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Remove Powerball: 18 games, 1 draw' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/anon-cart/tok_1/items/item-1')).toHaveLength(1);
  });

  it('tells once which items were taken out, until closed', async () => {
    const { user } = renderAnonymousCart({
      'GET /anon-cart/tok_1': () =>
        cartFixture({
          autoRemovedItems: [{ id: 'item-9', reason: 'draw_closed', description: 'Powerball draw 1501' }],
        }),
    });
    const notice = await screen.findByText(
      'Powerball draw 1501 was taken out of your cart because its draw has closed.',
    );
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(notice).not.toBeInTheDocument();
  });

  it('puts a closed draw’s ticket back for the next draw in one click, with the same numbers', async () => {
    const replay = {
      productType: 'lottery_ticket' as const,
      lottery: 'powerball',
      gameType: 'standard' as const,
      gameOffer: 'standard',
      drawNo: 1502,
      numDraws: 1,
      quickpick: false,
      games: [
        {
          sets: [
            { key: 'main', numbers: [3, 9, 14, 22, 27, 31, 35] },
            { key: 'powerball', numbers: [7] },
          ],
        },
      ],
    };
    const { user, api } = renderAnonymousCart({
      'GET /anon-cart/tok_1': () =>
        cartFixture({
          autoRemovedItems: [
            { id: 'item-9', reason: 'draw_closed', description: 'Powerball draw 1501', replay },
            { id: 'item-8', reason: 'offer_unavailable', description: 'Oz Lotto draw 900' },
          ],
        }),
      'POST /anon-cart/tok_1/items': () =>
        cartFixture({ cartItems: [cartItem({ id: 'item-10', drawNo: 1502 })], cartTotal: aud('24.30') }),
    });
    const again = await screen.findByRole('button', { name: 'Play the same numbers in draw 1502' });
    expect(again).toHaveAccessibleDescription(
      'Powerball draw 1501 was taken out of your cart because its draw has closed.',
    );
    // Only a lottery ticket whose draw closed can be played again.
    expect(screen.getAllByRole('button', { name: /^Play the same numbers/ })).toHaveLength(1);

    await user.click(again);
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.callsTo('POST', '/anon-cart/tok_1/items')[0]?.body).toEqual(replay);
    expect(await screen.findByRole('article', { name: /^Powerball/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Powerball draw 1501 was taken out/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Oz Lotto draw 900 was taken out of your cart because it is no longer on sale.'),
    ).toBeInTheDocument();
  });

  it('shows why an item cannot be bought on the item, and holds back payment', async () => {
    const { user, api } = renderCustomerCart({
      'GET /cart/items': () =>
        cartFixture({
          cartItems: [cartItem({ id: 'item-7', description: 'Dream Home Raffle: 2 × 5 tickets' })],
          cartTotal: aud('40.00'),
          blockedReasons: [{ itemId: 'item-7', reason: 'sold_out', message: 'Only 3 tickets are left.' }],
        }),
    });
    const item = await screen.findByRole('article', { name: 'Dream Home Raffle: 2 × 5 tickets' });
    expect(item).toHaveAccessibleDescription('Only 3 tickets are left.');
    const pay = screen.getByRole('button', { name: 'Pay $40.00 from your wallet' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toHaveAccessibleDescription('Change or remove the items marked above to continue.');
    await user.click(pay);
    expect(api.callsTo('POST', '/cart/purchase')).toHaveLength(0);
  });

  it('shows a limit that blocks the cart with the link to the page that changes it', async () => {
    renderCustomerCart({
      'GET /cart/items': () =>
        cartFixture({
          cartItems: [cartItem({ id: 'item-7', description: 'Saturday Lotto: 12 games' })],
          cartTotal: aud('40.00'),
          blockedReasons: [
            {
              itemId: 'item-7',
              reason: 'spend_limit',
              message: 'Your daily spend limit is $20.00 and you have spent $0.00 in the last 24 hours.',
            },
          ],
        }),
    });
    const item = await screen.findByRole('article', { name: 'Saturday Lotto: 12 games' });
    expect(item).toHaveAccessibleDescription(/Your daily spend limit is \$20.00/);
    expect(within(item).getByRole('link', { name: 'Review your spend limits' })).toHaveAttribute(
      'href',
      '/my-account/spend-limits',
    );
    expect(screen.getByRole('button', { name: 'Pay $40.00 from your wallet' })).toHaveAccessibleDescription(
      'Follow the link on the item marked above, or change or remove it, to continue.',
    );
  });

  it('sends an overdue unverified customer to verify their account', async () => {
    renderCustomerCart({
      'GET /cart/items': () =>
        cartFixture({
          cartItems: [cartItem({ id: 'item-7', description: 'Saturday Lotto: 12 games' })],
          blockedReasons: [
            { itemId: 'item-7', reason: 'verify_account_required', message: 'Please verify your identity.' },
          ],
        }),
    });
    const item = await screen.findByRole('article', { name: 'Saturday Lotto: 12 games' });
    expect(within(item).getByRole('link', { name: 'Verify your account' })).toHaveAttribute(
      'href',
      '/my-account/verify-account',
    );
  });

  it('pays from the wallet with an idempotency key, then opens the receipt and refreshes the balance', async () => {
    const { user, api, router } = renderCustomerCart({
      'GET /cart/items': () => oneItemCart,
      'POST /cart/purchase': () => receipt,
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('$500.00')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Pay $24.30 from your wallet' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/receipt/chk_1'), { timeout: 3000 });
    const [purchase] = api.callsTo('POST', '/cart/purchase');
    expect(purchase?.options).toMatchObject({ apiVersion: '3.3' });
    expect(purchase?.options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(purchase?.body).toMatchObject({
      purchaseData: { paymentMethod: 'wallet' },
      cartItemIds: oneItemCart.cartItems.map((item) => String(item.id)),
      expectedTotal: aud('24.30'),
      metadata: {
        platform: 'web',
        pageUrl: expect.stringMatching(/\/cart$/),
        session: { source: 'news', referrer: 'https://news.example/today', referringDomain: 'news.example' },
      },
    });
    // The header balance comes from a fresh customer read.
    await waitFor(() => expect(api.callsTo('GET', '/customer').length).toBeGreaterThan(1));
  });

  it('after a purchase, reads the notifications feed again until the new card arrives', async () => {
    let bought = false;
    const card = {
      id: '0b7d3c1e-1111-4a1a-9a1a-000000000001',
      category: 'account',
      title: 'Your tickets are booked',
      body: 'Good luck in the draw.',
      linkPath: null,
      createdAt: NOW.toISOString(),
      expiresAt: null,
      viewed: false,
    };
    const { user, api } = renderCustomerCart(
      {
        'GET /cart/items': () => (bought ? cartFixture() : oneItemCart),
        'POST /cart/purchase': () => {
          bought = true;
          return receipt;
        },
        'GET /notifications/cards': () => ({ cards: bought ? [card] : [], unviewedCount: bought ? 1 : 0 }),
      },
      { capabilities: [...allCapabilities, 'notifications_feed'] },
    );
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(await within(summary).findByRole('button', { name: 'Pay $24.30 from your wallet' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/notifications/cards').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the purchase refusal near the total, reloads the cart, and retries with the same key', async () => {
    let attempts = 0;
    const { user, api } = renderCustomerCart({
      'GET /cart/items': () => oneItemCart,
      'POST /cart/purchase': () => {
        attempts += 1;
        throw new ApiError({
          status: 422,
          url: '/v2/cart/purchase',
          message: 'Please check the highlighted fields.',
          code: 'purchase_refused',
          errors: { wallet: ['Your wallet holds $5.00, less than the $24.30 this costs.'] },
        });
      },
    });
    const pay = await screen.findByRole('button', { name: 'Pay $24.30 from your wallet' });
    await user.click(pay);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Your wallet holds $5.00, less than the $24.30 this costs.');
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByRole('alert')).toBe(alert);
    await waitFor(() => expect(api.callsTo('GET', '/cart/items').length).toBeGreaterThan(1));

    await user.click(pay);
    await waitFor(() => expect(attempts).toBe(2), { timeout: 3000 });
    const [first, second] = api.callsTo('POST', '/cart/purchase');
    expect(second?.options?.idempotencyKey).toBe(first?.options?.idempotencyKey);
  });
});
