import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { Fund, PaymentMethod } from '@fairdraw/contracts';
import { DEPOSIT_FAILURE_FALLBACK } from '@fairdraw/domain';
import { AppProviders } from '../../app/providers';
import { LeavePageProvider } from '../../lib/leave-page';
import { useDepositRules } from '../../lib/payment-parts';
import { fakeApi, withMessages, type FakeRoute } from '../../test/fake-api';
import {
  cardFund,
  cardMethod,
  depositFixture,
  depositPendingMessage,
  walletMethod,
  walletMethods,
} from '../../test/payment-fixtures';
import { createTestQueryClient, renderShop, signedInCustomer, WithPaymentParts } from '../../test/render';
import { DepositForm } from './components/deposit-form';

const aud = (amount: string) => ({ amount, currency: 'AUD' });

/** The form with its choice of card or wallet, as the page holds it. */
function FormWithChoice({ methods, onOutcome }: { methods: PaymentMethod[]; onOutcome: () => void }) {
  const { depositOptions, initialOption } = useDepositRules();
  const options = depositOptions(methods, false);
  const [key, setKey] = useState<string | null>(null);
  return (
    <DepositForm
      options={options}
      chosen={options.find((option) => option.key === key) ?? initialOption(options)}
      onChoose={(option) => setKey(option.key)}
      checkout={false}
      onOutcome={onOutcome}
    />
  );
}

function renderForm(post: FakeRoute) {
  const api = fakeApi({ 'POST /funds/fund-1/deposit': post });
  const onOutcome = vi.fn();
  const leave = vi.fn();
  const user = userEvent.setup();
  render(
    <AppProviders client={api.client} queryClient={createTestQueryClient()} clearCache={false}>
      <WithPaymentParts>
        <LeavePageProvider leave={leave}>
          <MemoryRouter>
            <FormWithChoice methods={[cardMethod([cardFund()])]} onOutcome={onOutcome} />
          </MemoryRouter>
        </LeavePageProvider>
      </WithPaymentParts>
    </AppProviders>,
  );
  return { api, user, onOutcome, leave };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, csc = '123') {
  await user.type(screen.getByLabelText('Amount ($)'), amount);
  if (csc) await user.type(screen.getByLabelText('Security code'), csc);
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
}

describe('the deposit form', () => {
  it('shows the shared amount rules and needs the security code before sending anything', async () => {
    const { api, user } = renderForm(() => depositFixture({}));
    await fill(user, '5', '');
    expect(
      await screen.findByText('Please enter an amount equal to or greater than 10.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount ($)'));
    await fill(user, '1.234', '');
    expect(await screen.findByText('Amount must follow format e.g: 1.50')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends the amount, the card, the code and the browser info, and says when it is done', async () => {
    const { api, user, onOutcome } = renderForm(() => depositFixture({}));
    expect(screen.getByRole('radio', { name: /VISA •••• •••• •••• 4242/ })).toBeChecked();
    await fill(user, '25');
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ id: 'dep-1' })));
    const [call] = api.callsTo('POST', '/funds/fund-1/deposit');
    expect(call!.body).toMatchObject({
      amount: aud('25.00'),
      csc: '123',
      customerFundId: 'fund-1',
      strongCustomerAuthentication: expect.objectContaining({
        colourDepth: 24,
        notificationUrl: expect.stringMatching(/\/3ds\/notify$/),
      }),
    });
    expect(call!.options).toMatchObject({ apiVersion: '3.4', idempotencyKey: expect.any(String) });
  });

  it('goes to the bank when 3-D Secure is needed, saying why', async () => {
    const actionUrl = '/payment-gateway/sandbox/challenge/pay_1';
    const { user, leave, onOutcome } = renderForm(() =>
      depositFixture({ status: 'requires_action', actionUrl, balance: null }),
    );
    await fill(user, '25');
    await waitFor(() => expect(leave).toHaveBeenCalledWith(actionUrl));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Action Required Your bank needs you to approve this payment.',
    );
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('waits for a quiet 500 ms before sending, and two quick submits send one deposit', async () => {
    const { api, user, onOutcome } = renderForm(() => depositFixture({}));
    await user.type(screen.getByLabelText('Amount ($)'), '25');
    await user.type(screen.getByLabelText('Security code'), '123');
    const form = screen.getByRole('form', { name: 'Deposit' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('POST', '/funds/fund-1/deposit')).toHaveLength(0);
    await waitFor(() => expect(onOutcome).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('POST', '/funds/fund-1/deposit')).toHaveLength(1);
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s decline message, and the fallback text when there is none; retries keep the key', async () => {
    let answer: ApiError = new ApiError({
      status: 422,
      url: '',
      code: 'payment_declined',
      message: 'Your bank declined this payment. Please use another card or contact your bank.',
    });
    const { api, user } = renderForm(() => {
      throw answer;
    });
    await fill(user, '25');
    expect(
      await screen.findByText(
        'Your bank declined this payment. Please use another card or contact your bank.',
      ),
    ).toBeInTheDocument();
    answer = new ApiError({ status: 500, url: '', message: 'internal' });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(DEPOSIT_FAILURE_FALLBACK)).toBeInTheDocument();
    const keys = api.callsTo('POST', '/funds/fund-1/deposit').map((call) => call.options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('the deposit page', () => {
  it('without a saved card, adds one on the page and then offers it', async () => {
    let cards: Fund[] = [];
    const api = fakeApi({
      'GET /payment_methods': () => [cardMethod(cards)],
      'GET /funds/card_gateways': () => [
        { key: 'sandbox', enabled: true, testMode: true, cscRequired: true, tokeniseUrl: '/tokens' },
      ],
      'POST /funds/cc/tok_1': () => {
        cards = [cardFund()];
        return cardFund();
      },
    });
    api.client.serviceBase = async () => '/v2';
    const fetcher = vi.fn(async () =>
      Response.json({ result: { token: 'tok_1', brand: 'VISA', last_four: '4242' } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetcher);
    try {
      const { session, queryClient } = signedInCustomer();
      const { user } = renderShop('/my-account/deposit', {}, queryClient, { session, client: api.client });
      expect(await screen.findByText(/You have no saved cards yet/)).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Add a card' }));
      const form = screen.getByRole('form', { name: 'Add a card' });
      await user.type(within(form).getByLabelText("Card holder's name"), 'Dana Scully');
      // Typed without spaces or a slash, both show as the card prints them.
      await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
      expect(within(form).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
      await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '1229');
      expect(within(form).getByLabelText('Expiry (MM/YY)')).toHaveValue('12/29');
      await user.type(within(form).getByLabelText('Security code'), '123');
      await user.click(within(form).getByRole('button', { name: 'Add card' }));
      expect(await screen.findByRole('radio', { name: /VISA •••• •••• •••• 4242/ })).toBeChecked();
      // The card went to the gateway, never to Fairdraw's API: only the token did.
      expect(fetcher).toHaveBeenCalledTimes(1);
      const [, sentTo] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(String(sentTo.body))).toMatchObject({
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 29,
      });
      expect(JSON.stringify(api.calls)).not.toContain('4242 4242');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('deposits from a wallet', () => {
  function renderDepositPage(routes: Record<string, FakeRoute>, path = '/my-account/deposit') {
    const api = fakeApi({
      'GET /funds/card_gateways': () => [
        { key: 'sandbox', enabled: true, testMode: true, cscRequired: true, tokeniseUrl: '/tokens' },
      ],
      ...routes,
    });
    const leave = vi.fn();
    const { session, queryClient } = signedInCustomer();
    const view = renderShop(path, {}, queryClient, { session, client: api.client, leave });
    return { ...view, api, leave };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers PayPal and Google Pay beside the saved cards, and hides Apple Pay on a device without it', async () => {
    renderDepositPage({ 'GET /payment_methods': () => [cardMethod([cardFund()]), ...walletMethods] });
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    expect(
      within(payWith)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['VISA •••• •••• •••• 4242 (default)', 'Google Pay', 'PayPal']);
    expect(within(payWith).getByRole('radio', { name: /VISA/ })).toBeChecked();
    expect(within(payWith).queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
  });

  it('offers Apple Pay where the device supports version 3 and can make payments', async () => {
    const supportsVersion = vi.fn((version: number) => version <= 3);
    vi.stubGlobal('ApplePaySession', { supportsVersion, canMakePayments: () => true });
    renderDepositPage({ 'GET /payment_methods': () => [cardMethod([cardFund()]), ...walletMethods] });
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(payWith).getByRole('radio', { name: 'Apple Pay' })).toBeInTheDocument();
    expect(supportsVersion).toHaveBeenCalledWith(3);
  });

  it('pays with PayPal without a saved card: posts the wallet deposit and leaves for PayPal', async () => {
    const actionUrl = '/payment-gateway/sandbox/wallet/pay_x';
    const { user, api, leave } = renderDepositPage({
      'GET /payment_methods': () => [cardMethod([]), walletMethod('pl', 'PayPal')],
      'POST /funds/pl/sandbox/deposit': () =>
        withMessages(
          depositFixture({
            methodCode: 'pl',
            fundId: null,
            status: 'requires_action',
            amount: aud('50.00'),
            actionUrl,
            balance: null,
            transactionId: null,
            completedAt: null,
          }),
          [depositPendingMessage('Continue to PayPal to approve this payment.')],
        ),
    });
    expect(
      await screen.findByText(/You have no saved cards yet: add one, or pay with a wallet/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    // The customer approves at PayPal: no security code here.
    expect(screen.queryByLabelText('Security code')).not.toBeInTheDocument();
    expect(screen.getByText('From $10.00 to $5,000.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount ($)'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
    expect(
      await screen.findByText('Please enter an amount equal to or greater than 10.00.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount ($)'));
    await user.type(screen.getByLabelText('Amount ($)'), '50');
    await user.click(screen.getByRole('button', { name: 'Continue to PayPal' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(actionUrl));
    const [call] = api.callsTo('POST', '/funds/pl/sandbox/deposit');
    expect(call!.body).toEqual({
      amount: aud('50.00'),
      checkout: false,
      depositMethodCode: 'pl',
      gatewayKey: 'sandbox',
    });
    expect(call!.options).toMatchObject({ apiVersion: '3.0' });
    expect(call!.options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const form = screen.getByRole('form', { name: 'Deposit' });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Action Required Continue to PayPal to approve this payment.',
    );
    expect(within(form).getByRole('button', { name: 'Continuing to PayPal…' })).toBeDisabled();
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
