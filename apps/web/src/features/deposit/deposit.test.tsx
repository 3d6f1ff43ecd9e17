import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { Deposit, Fund, PaymentMethod } from '@fairdraw/contracts';
import { DEPOSIT_FAILURE_FALLBACK } from '@fairdraw/domain';
import { ApiProvider } from '../../lib/api-client';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { fakeApi, type FakeRoute } from '../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../test/fixtures';
import { createTestQueryClient, filledQueryClient, offlineClient, renderShop } from '../../test/render';
import { DepositForm } from './components/deposit-form';

const aud = (amount: string) => ({ amount, currency: 'AUD' });
const card: Fund = {
  id: 'fund-1',
  default: true,
  type: 'cc',
  methodCode: 'cc',
  gateway: 'sandbox',
  card: {
    brand: 'VISA',
    lastFour: '4242',
    numberLength: 16,
    expiryMonth: 12,
    expiryYear: 2029,
    holderName: 'D S',
  },
  bankAccount: null,
  createdAt: '2026-11-01T00:00:00Z',
};
const method = (funds: Fund[]): PaymentMethod => ({
  code: 'cc',
  name: 'Card',
  funds,
  types: [],
  availableGateways: ['sandbox'],
  rules: {
    minAmount: aud('10.00'),
    maxAmount: aud('5000.00'),
    enabled: true,
    gatewayRules: [{ gateway: 'sandbox', cscRequired: true, attributes: {} }],
  },
});
const deposit = (fields: Partial<Deposit>): Deposit => ({
  id: 'dep-1',
  fundId: 'fund-1',
  methodCode: 'cc',
  status: 'completed',
  amount: aud('25.00'),
  checkout: false,
  actionUrl: null,
  failureCode: null,
  failureMessage: null,
  balance: aud('25.00'),
  transactionId: 'tx-1',
  checkoutId: null,
  purchaseFailure: null,
  createdAt: '2026-11-21T00:00:00Z',
  completedAt: '2026-11-21T00:00:00Z',
  ...fields,
});

function renderForm(post: FakeRoute) {
  const api = fakeApi({ 'POST /funds/fund-1/deposit': post });
  const onCompleted = vi.fn();
  const onActionRequired = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ApiProvider client={api.client} clearCache={false}>
        <MemoryRouter>
          <DepositForm
            method={method([card])}
            checkout={false}
            onCompleted={onCompleted}
            onActionRequired={onActionRequired}
          />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { api, user, onCompleted, onActionRequired };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, csc = '123') {
  await user.type(screen.getByLabelText('Amount ($)'), amount);
  if (csc) await user.type(screen.getByLabelText('Security code'), csc);
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
}

describe('the deposit form', () => {
  it('shows the shared amount rules and needs the security code before sending anything', async () => {
    const { api, user } = renderForm(() => deposit({}));
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
    const { api, user, onCompleted } = renderForm(() => deposit({}));
    expect(screen.getByRole('radio', { name: /VISA •••• •••• •••• 4242/ })).toBeChecked();
    await fill(user, '25');
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(expect.objectContaining({ id: 'dep-1' })));
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

  it('goes to the bank when 3-D Secure is needed', async () => {
    const actionUrl = '/payment-gateway/sandbox/challenge/pay_1';
    const { user, onActionRequired, onCompleted } = renderForm(() =>
      deposit({ status: 'requires_action', actionUrl, balance: null }),
    );
    await fill(user, '25');
    await waitFor(() =>
      expect(onActionRequired).toHaveBeenCalledWith(expect.objectContaining({ actionUrl })),
    );
    expect(onCompleted).not.toHaveBeenCalled();
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
  function signedIn() {
    const session = createSessionStore({ cookies: memoryCookieJar() });
    session.signIn(loginResultFixture);
    const queryClient = filledQueryClient();
    queryClient.setQueryData(
      customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
      customerFixture,
    );
    return { session, queryClient };
  }

  it('without a saved card, adds one on the page and then offers it', async () => {
    let cards: Fund[] = [];
    const api = fakeApi({
      'GET /payment_methods': () => [method(cards)],
      'GET /funds/card_gateways': () => [
        { key: 'sandbox', enabled: true, testMode: true, cscRequired: true, tokeniseUrl: '/tokens' },
      ],
      'POST /funds/cc/tok_1': () => {
        cards = [card];
        return card;
      },
    });
    api.client.serviceBase = async () => '/v2';
    const fetcher = vi.fn(async () =>
      Response.json({ result: { token: 'tok_1', brand: 'VISA', last_four: '4242' } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetcher);
    try {
      const { session, queryClient } = signedIn();
      const { user } = renderShop('/my-account/deposit', {}, queryClient, { session, client: api.client });
      expect(await screen.findByText(/You have no saved cards yet/)).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Add a card' }));
      const form = screen.getByRole('form', { name: 'Add a card' });
      await user.type(within(form).getByLabelText("Card holder's name"), 'Dana Scully');
      await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
      await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/29');
      await user.type(within(form).getByLabelText('Security code'), '123');
      await user.click(within(form).getByRole('button', { name: 'Add card' }));
      expect(await screen.findByRole('radio', { name: /VISA •••• •••• •••• 4242/ })).toBeChecked();
      // The card went to the gateway, never to Fairdraw's API: only the token did.
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(api.calls)).not.toContain('4242 4242');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a return page reads the deposit and says it succeeded', async () => {
    const api = fakeApi({
      'GET /funds/dep-1/deposit': () => deposit({}),
      'GET /customer': () => customerFixture,
    });
    const { session, queryClient } = signedIn();
    renderShop('/my-account/deposit/details/dep-1/success', {}, queryClient, {
      session,
      client: api.client,
    });
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    expect(screen.getByText('$25.00 was added to your wallet.')).toBeInTheDocument();
    // The header's balance is read again now that the money is in.
    await waitFor(() => expect(api.callsTo('GET', '/customer').length).toBeGreaterThan(0));
  });

  it('a failed deposit shows why', async () => {
    const api = fakeApi({
      'GET /funds/dep-1/deposit': () =>
        deposit({
          status: 'failed',
          failureMessage: 'The bank check was cancelled, so nothing was charged.',
          balance: null,
        }),
    });
    const { session, queryClient } = signedIn();
    renderShop('/my-account/deposit/details/dep-1/failure', {}, queryClient, { session, client: api.client });
    expect(await screen.findByRole('heading', { name: 'Deposit failed' })).toBeInTheDocument();
    expect(screen.getByText('The bank check was cancelled, so nothing was charged.')).toBeInTheDocument();
  });
});
