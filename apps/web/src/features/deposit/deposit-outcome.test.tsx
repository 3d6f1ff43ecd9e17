// The pages a deposit ends on (decision 0065): a return or details page reads the deposit and says what
// became of it; a deposit made from the cart ends on the receipt, or back at the cart when it failed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deposit } from '@fairdraw/contracts';
import { fakeApi } from '../../test/fake-api';
import { depositFixture } from '../../test/payment-fixtures';
import { customerFixture } from '../../test/fixtures';
import { renderShop, signedInCustomer } from '../../test/render';

const aud = (amount: string) => ({ amount, currency: 'AUD' });

/** A return or details page reading this deposit. */
function renderOutcome(path: string, deposit: Deposit) {
  const api = fakeApi({
    'GET /funds/dep-1/deposit': () => deposit,
    'GET /customer': () => customerFixture,
  });
  const { session, queryClient } = signedInCustomer();
  const { router } = renderShop(path, {}, queryClient, { session, client: api.client });
  return { api, router };
}

describe('the page a deposit ends on', () => {
  it('a return page reads the deposit and says it succeeded', async () => {
    const { api } = renderOutcome('/my-account/deposit/details/dep-1/success', depositFixture({}));
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    expect(screen.getByText('$25.00 was added to your wallet.')).toBeInTheDocument();
    // The header's balance is read again now that the money is in.
    await waitFor(() => expect(api.callsTo('GET', '/customer').length).toBeGreaterThan(0));
  });

  it('a failed deposit shows why', async () => {
    renderOutcome(
      '/my-account/deposit/details/dep-1/failure',
      depositFixture({
        status: 'failed',
        failureMessage: 'The bank check was cancelled, so nothing was charged.',
        balance: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Deposit failed' })).toBeInTheDocument();
    expect(screen.getByText('The bank check was cancelled, so nothing was charged.')).toBeInTheDocument();
  });

  it('a wallet deposit that succeeded shows the new balance', async () => {
    renderOutcome(
      '/checkout/deposit/dep-1/success',
      depositFixture({ methodCode: 'pl', fundId: null, amount: aud('50.00'), balance: aud('550.00') }),
    );
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    expect(screen.getByText('$50.00 was added to your wallet.')).toBeInTheDocument();
    expect(screen.getByText('Your balance is now $550.00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make another deposit' })).toHaveAttribute(
      'href',
      '/my-account/deposit',
    );
  });

  it('a cancelled wallet deposit says nothing was charged, in the wallet’s words', async () => {
    renderOutcome(
      '/checkout/deposit/dep-1/cancel',
      depositFixture({
        methodCode: 'pl',
        fundId: null,
        status: 'cancelled',
        failureMessage: 'The payment was cancelled at PayPal.',
        balance: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Deposit cancelled' })).toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled at PayPal.')).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/card/)).not.toBeInTheDocument();
  });

  it('a wallet deposit still waiting sends the customer on to the wallet, not the bank', async () => {
    renderOutcome(
      '/checkout/deposit/dep-1/success',
      depositFixture({
        methodCode: 'gp',
        fundId: null,
        status: 'requires_action',
        actionUrl: '/payment-gateway/sandbox/wallet/pay_x',
        balance: null,
      }),
    );
    expect(await screen.findByText('Google Pay needs you to approve this deposit of $25.00.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to Google Pay' })).toHaveAttribute(
      'href',
      '/payment-gateway/sandbox/wallet/pay_x',
    );
    expect(within(screen.getByRole('main')).queryByText(/bank/)).not.toBeInTheDocument();
  });

  it('a checkout deposit that bought the cart ends on the receipt, as paying from the cart always does', async () => {
    const { router } = renderOutcome(
      '/checkout/deposit/dep-1/success',
      depositFixture({ methodCode: 'pl', fundId: null, checkout: true, checkoutId: 'chk_1' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipt/chk_1'));
  });

  it('a checkout deposit that failed leads back to the cart to pay another way', async () => {
    renderOutcome(
      '/checkout/deposit/dep-1/success',
      depositFixture({
        status: 'failed',
        checkout: true,
        failureMessage: 'Your bank declined this payment.',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Deposit failed' })).toBeInTheDocument();
    expect(screen.getByText('Your bank declined this payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Make another deposit' })).toHaveAttribute('href', '/deposit');
  });

  it('a checkout deposit whose purchase was refused says why, that the money is in the wallet, and links to the cart', async () => {
    const refusal = 'The draw for Powerball has closed. Your deposit of $25.00 is in your wallet.';
    renderOutcome(
      '/checkout/deposit/dep-1/success',
      depositFixture({ checkout: true, purchaseFailure: refusal }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('link', { name: 'See your tickets' })).not.toBeInTheDocument();
  });
});
