import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { receiptSchema } from '@fairdraw/contracts';
import { withMessages } from '../../../test/fake-api';
import { customerFixture, NOW } from '../../../test/fixtures';
import {
  cardFund,
  cardMethod,
  depositFixture,
  depositPendingMessage,
  walletMethod,
  walletMethods,
} from '../../../test/payment-fixtures';
import { aud, oneItemCart, receipt, renderCustomerCart } from './cart-test-setup';

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

  const cardReceipt = receiptSchema.parse({
    ...receipt,
    total: aud('24.30'),
    paid: aud('24.30'),
    balanceAfter: aud('0.00'),
  });

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
