import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { receiptSchema } from '@fairdraw/contracts';
import { CART_COOKIES } from '../../../lib/cart/cart-cookies';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi, withMessages } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture, NOW } from '../../../test/fixtures';
import {
  cardFund,
  cardMethod,
  depositFixture,
  depositPendingMessage,
  walletMethod,
  walletMethods,
} from '../../../test/payment-fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const aud = (amount: string) => ({ amount, currency: 'AUD' });

const oneItemCart = cartFixture({ cartItems: [cartItem()], cartTotal: aud('24.30') });

const receipt = receiptSchema.parse({
  checkoutId: 'chk_1',
  total: aud('24.30'),
  balanceAfter: aud('475.70'),
  paymentMethod: 'wallet',
  purchasedAt: '2026-03-01T23:00:00Z',
  orders: [],
  trackingData: { goals: [], products: [] },
});

/** An anonymous visitor whose cookie names cart `tok_1`. */
function renderAnonymousCart(routes: Record<string, FakeRoute>, path = '/cart') {
  const api = fakeApi(routes);
  const cookies = memoryCookieJar({ [CART_COOKIES.anonymousToken]: 'tok_1' });
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, cookies });
  return { ...view, api, cookies };
}

/** A signed-in customer with $500.00 in the wallet, unless a `GET /customer` route says otherwise. */
function renderCustomerCart(routes: Record<string, FakeRoute>) {
  const api = fakeApi({ 'GET /customer': () => customerFixture, ...routes });
  const cookies = memoryCookieJar();
  // The browsing session began on a page of the `news` campaign.
  const session = createSessionStore({
    cookies,
    landing: () => ({ search: '?utm_source=news', referrer: 'https://news.example/today' }),
  });
  session.signIn(loginResultFixture);
  // Where the browser went when it left the shop (an approval page), instead of going.
  const leave = vi.fn();
  // The cart's own address carries no campaign: the purchase still names the session's.
  const view = renderShop('/cart', {}, filledQueryClient(), {
    client: api.client,
    cookies,
    session,
    leave,
  });
  return { ...view, api, cookies, leave };
}

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
    expect(raffle).toHaveTextContent('Draw 42: Friday 20 March 2026');
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
    await user.click(more);
    await user.click(more);
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
        cartFixture({ autoRemovedItems: [{ id: 'item-9', reason: 'draw_closed' }] }),
    });
    const notice = await screen.findByText('An item was taken out of your cart because its draw has closed.');
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(notice).not.toBeInTheDocument();
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

describe('/cart: topping up the wallet to pay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The customer's wallet holds `balance`; the cart costs $24.30. */
  const withBalance = (balance: string) => ({
    'GET /customer': () => ({ ...customerFixture, balance: aud(balance) }),
    'GET /cart/items': () => oneItemCart,
  });

  const cardReceipt = receiptSchema.parse({ ...receipt, total: aud('24.30'), balanceAfter: aud('0.00') });

  it('prefills what the wallet is short and pays it by the default card; the receipt opens', async () => {
    const { user, api, router } = renderCustomerCart({
      ...withBalance('5.00'),
      'GET /payment_methods': () => [cardMethod([cardFund()]), ...walletMethods],
      'POST /deposit_purchase': () => ({
        deposit: depositFixture({ amount: aud('19.30'), checkout: true, checkoutId: 'chk_1' }),
        receipt: cardReceipt,
      }),
    });
    const form = await screen.findByRole('form', { name: 'Top up and pay' });
    expect(screen.getByText('Your wallet is $19.30 short of this total.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /from your wallet/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /VISA •••• •••• •••• 4242/ })).toBeChecked();
    expect(within(form).getByLabelText('Amount ($)')).toHaveValue('19.30');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Deposit $19.30 and pay $24.30' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/receipt/chk_1'), { timeout: 3000 });
    const [call] = api.callsTo('POST', '/deposit_purchase');
    expect(call?.options).toMatchObject({ apiVersion: '3.3' });
    expect(call?.options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toMatchObject({
      deposit: {
        amount: aud('19.30'),
        checkout: true,
        customerFundId: 'fund-1',
        depositMethodCode: 'cc',
        gatewayKey: 'sandbox',
        csc: '123',
        strongCustomerAuthentication: expect.objectContaining({ colourDepth: 24 }),
      },
      purchase: {
        purchaseData: { paymentMethod: 'wallet' },
        cartItemIds: ['item-1'],
        expectedTotal: aud('24.30'),
        metadata: { platform: 'web', pageUrl: expect.stringMatching(/\/cart$/) },
      },
    });
    // The header balance comes from a fresh customer read.
    await waitFor(() => expect(api.callsTo('GET', '/customer').length).toBeGreaterThan(1));
  });

  it('raises a small shortfall to the $10.00 minimum, and takes more but not less', async () => {
    const { user, api } = renderCustomerCart({
      ...withBalance('20.00'),
      'GET /payment_methods': () => [cardMethod([cardFund()])],
    });
    const form = await screen.findByRole('form', { name: 'Top up and pay' });
    expect(screen.getByText('Your wallet is $4.30 short of this total.')).toBeInTheDocument();
    const amount = within(form).getByLabelText('Amount ($)');
    expect(amount).toHaveValue('10.00');
    expect(within(form).getByRole('button', { name: 'Deposit $10.00 and pay $24.30' })).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '4.30');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Deposit $4.30 and pay $24.30' }));
    expect(
      await within(form).findByText('Please enter an amount equal to or greater than 10.00.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50');
    expect(within(form).getByRole('button', { name: 'Deposit $50.00 and pay $24.30' })).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5000.01');
    await user.click(within(form).getByRole('button', { name: 'Deposit $5,000.01 and pay $24.30' }));
    expect(
      await within(form).findByText('Please enter an amount equal to or less than 5000.00.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/deposit_purchase')).toHaveLength(0);
  });

  it('leaves for the bank when the card is challenged by 3-D Secure', async () => {
    const actionUrl = '/payment-gateway/sandbox/challenge/pay_1';
    const { user, leave, router } = renderCustomerCart({
      ...withBalance('5.00'),
      'GET /payment_methods': () => [cardMethod([cardFund()])],
      'POST /deposit_purchase': () =>
        withMessages(
          {
            deposit: depositFixture({ status: 'requires_action', checkout: true, actionUrl, balance: null }),
            receipt: null,
          },
          [depositPendingMessage('Approve this payment with your bank.')],
        ),
    });
    const form = await screen.findByRole('form', { name: 'Top up and pay' });
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Deposit $19.30 and pay $24.30' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(actionUrl), { timeout: 3000 });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Action Required Approve this payment with your bank.',
    );
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('pays the difference with PayPal, with no card saved: no security code, and leaves for PayPal', async () => {
    const actionUrl = '/payment-gateway/sandbox/wallet/pay_x';
    const { user, api, leave } = renderCustomerCart({
      ...withBalance('5.00'),
      'GET /payment_methods': () => [cardMethod([]), walletMethod('pl', 'PayPal')],
      'GET /funds/card_gateways': () => [
        { key: 'sandbox', enabled: true, testMode: true, cscRequired: true, tokeniseUrl: '/tokens' },
      ],
      'POST /deposit_purchase': () => ({
        deposit: depositFixture({
          methodCode: 'pl',
          fundId: null,
          status: 'requires_action',
          checkout: true,
          amount: aud('19.30'),
          actionUrl,
          balance: null,
        }),
        receipt: null,
      }),
    });
    const form = await screen.findByRole('form', { name: 'Top up and pay' });
    // A card can still be added here.
    expect(screen.getByText('You have no saved cards yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(within(form).queryByLabelText('Security code')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Deposit $19.30 with PayPal and pay $24.30' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(actionUrl), { timeout: 3000 });
    const [call] = api.callsTo('POST', '/deposit_purchase');
    expect(call?.body).toMatchObject({
      deposit: { amount: aud('19.30'), checkout: true, depositMethodCode: 'pl', gatewayKey: 'sandbox' },
      purchase: { cartItemIds: ['item-1'], expectedTotal: aud('24.30') },
    });
    expect(call?.body).not.toHaveProperty('deposit.customerFundId');
    expect(call?.body).not.toHaveProperty('deposit.csc');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Action Required Continue to PayPal to approve this payment.',
    );
  });

  it('offers Apple Pay at checkout only on a device that supports it', async () => {
    vi.stubGlobal('ApplePaySession', { supportsVersion: () => true, canMakePayments: () => true });
    renderCustomerCart({
      ...withBalance('5.00'),
      'GET /payment_methods': () => [cardMethod([cardFund()]), ...walletMethods],
    });
    const form = await screen.findByRole('form', { name: 'Top up and pay' });
    expect(within(form).getByRole('radio', { name: 'Apple Pay' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Google Pay' })).toBeInTheDocument();
  });

  it('shows a decline in the cart’s alert, stays on the cart and reloads it; a retry keeps the key', async () => {
    const declined = 'Your bank declined this payment. Please use another card or contact your bank.';
    const { user, api, leave, router } = renderCustomerCart({
      ...withBalance('5.00'),
      'GET /payment_methods': () => [cardMethod([cardFund()])],
      'POST /deposit_purchase': () => {
        throw new ApiError({
          status: 422,
          url: '/v2/deposit_purchase',
          code: 'payment_declined',
          message: declined,
        });
      },
    });
    const form = await screen.findByRole('form', { name: 'Top up and pay' });
    await user.type(within(form).getByLabelText('Security code'), '123');
    const pay = within(form).getByRole('button', { name: 'Deposit $19.30 and pay $24.30' });
    await user.click(pay);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(declined);
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByRole('alert')).toBe(alert);
    await waitFor(() => expect(api.callsTo('GET', '/cart/items').length).toBeGreaterThan(1));
    expect(leave).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/cart');

    await user.click(within(form).getByRole('button', { name: 'Deposit $19.30 and pay $24.30' }));
    await waitFor(() => expect(api.callsTo('POST', '/deposit_purchase')).toHaveLength(2), { timeout: 3000 });
    const [first, second] = api.callsTo('POST', '/deposit_purchase');
    expect(second?.options?.idempotencyKey).toBe(first?.options?.idempotencyKey);
  });

  it('a purchase refused after the money arrived says the deposit is in the wallet, and reads the balance again', async () => {
    let balance = '5.00';
    const refusal = 'The draw for Powerball has closed. Your deposit of $19.30 is in your wallet.';
    const { user } = renderCustomerCart({
      'GET /customer': () => ({ ...customerFixture, balance: aud(balance) }),
      'GET /cart/items': () => oneItemCart,
      'GET /payment_methods': () => [cardMethod([cardFund()])],
      'POST /deposit_purchase': () => {
        balance = '24.30';
        throw new ApiError({
          status: 422,
          url: '/v2/deposit_purchase',
          code: 'draw_closed',
          message: refusal,
          details: { deposit_id: 'dep-1' },
        });
      },
    });
    const form = await screen.findByRole('form', { name: 'Top up and pay' });
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Deposit $19.30 and pay $24.30' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(refusal);
    // The wallet now covers the cart: paying from it is what is left to do.
    expect(await screen.findByRole('button', { name: 'Pay $24.30 from your wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Top up and pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  });

  it('is not offered when the wallet covers the total', async () => {
    const { api } = renderCustomerCart({ 'GET /cart/items': () => oneItemCart });
    expect(await screen.findByRole('button', { name: 'Pay $24.30 from your wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Top up and pay' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/payment_methods')).toHaveLength(0);
  });
});
