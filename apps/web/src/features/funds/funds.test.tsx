import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { Fund, PaymentMethod } from '@fairdraw/contracts';
import { fakeApi, type FakeRoute } from '../../test/fake-api';
import { bankFundFixture, cardFund, cardMethod } from '../../test/payment-fixtures';
import { renderShop, signedInCustomer } from '../../test/render';

const aud = (amount: string) => ({ amount, currency: 'AUD' });

const bankMethod: PaymentMethod = {
  code: 'do',
  name: 'Australian bank account or PayID',
  funds: [],
  types: ['national', 'payid_email', 'payid_phone'],
  availableGateways: [],
  rules: { minAmount: aud('10.00'), maxAmount: aud('10000.00'), enabled: true, gatewayRules: [] },
};

const gateways = [
  {
    key: 'sandbox',
    enabled: true,
    testMode: true,
    cscRequired: true,
    tokeniseUrl: '/payment-gateway/sandbox/tokens',
  },
];

function renderFunds(cards: Fund[], extra: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /payment_methods': (call) =>
      String((call.body as { filter: string }).filter).includes('funds.withdraw eq true')
        ? [bankMethod]
        : [cardMethod(cards)],
    'GET /funds/card_gateways': () => gateways,
    ...extra,
  });
  const { session, queryClient } = signedInCustomer();
  const view = renderShop('/my-account/cards-and-accounts', {}, queryClient, { session, client: api.client });
  return { ...view, api };
}

describe('cards and accounts', () => {
  it('shows each card grouped in fours with the default marker', async () => {
    renderFunds([
      cardFund(),
      cardFund({ id: 'fund-2', default: false }, { brand: 'AMEX', lastFour: '0005', numberLength: 15 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your cards' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('VISA •••• •••• •••• 4242');
    expect(items[0]).toHaveTextContent('Default');
    expect(items[1]).toHaveTextContent('AMEX •••• •••• •••0 005');
    expect(items[1]).not.toHaveTextContent('Default');
  });

  it('shows the empty state, and an error state with a retry', async () => {
    renderFunds([]);
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
  });

  it('asks before deleting a card, and deletes it only when confirmed', async () => {
    const { user, api } = renderFunds([cardFund()], { 'DELETE /funds/fund-1': () => null });
    await user.click(await screen.findByRole('button', { name: 'Delete VISA •••• •••• •••• 4242' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE', '/funds/fund-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete VISA •••• •••• •••• 4242' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/funds/fund-1')).toHaveLength(1));
  });

  it('puts the server’s bank account errors on the right fields (account_number, bsb → bank code)', async () => {
    const { user } = renderFunds([], {
      'POST /funds/bank-account': () => {
        throw new ApiError({
          status: 400,
          url: '/funds/bank-account',
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          errors: {
            accountNumber: ['Please enter an account number of 6 to 10 digits.'],
            bsb: ['Please enter a 6 digit BSB.'],
          },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const form = screen.getByRole('form', { name: 'Add a bank account' });
    await user.click(within(form).getByRole('radio', { name: 'Australian bank account' }));
    await user.type(within(form).getByLabelText('Name on the account'), 'Dana Scully');
    // Right in the browser (the shared rules), refused by the server: its errors land on the fields.
    await user.type(within(form).getByLabelText(/^BSB/), '062000');
    await user.type(within(form).getByLabelText('Account number'), '12345678');
    await user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    const bsb = within(form).getByLabelText(/^BSB/);
    await waitFor(() =>
      expect(bsb).toHaveAccessibleDescription(expect.stringContaining('Please enter a 6 digit BSB.')),
    );
    expect(within(form).getByLabelText('Account number')).toHaveAccessibleDescription(
      'Please enter an account number of 6 to 10 digits.',
    );
  });

  it('checks a bank account with the shared rules before anything is sent', async () => {
    const { user, api } = renderFunds([]);
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const form = screen.getByRole('form', { name: 'Add a bank account' });
    await user.type(within(form).getByLabelText(/^BSB/), '0620');
    await user.type(within(form).getByLabelText('Account number'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await within(form).findByText('Please enter a 6 digit BSB.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the name on the account.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Account number')).toHaveAccessibleDescription(
      'Please enter an account number of 6 to 10 digits.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves a PayID e-mail without a BSB, and lists it masked', async () => {
    let saved: Fund | null = null;
    const payId = bankFundFixture(
      { id: 'fund-9' },
      {
        accountName: '',
        bankCode: '',
        type: 'payid_email',
        status: 'Unverified',
        label: 'PayID d•••@example.com',
      },
    );
    const { user, api } = renderFunds([], {
      'GET /payment_methods': (call) =>
        String((call.body as { filter: string }).filter).includes('funds.withdraw eq true')
          ? [{ ...bankMethod, funds: saved ? [saved] : [] }]
          : [cardMethod([])],
      'POST /funds/bank-account': () => {
        saved = payId;
        return payId;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const form = screen.getByRole('form', { name: 'Add a bank account' });
    await user.click(within(form).getByRole('radio', { name: 'PayID (e-mail address)' }));
    expect(within(form).queryByLabelText(/^BSB/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('PayID e-mail address'), 'dana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save PayID' }));
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    expect(list).toHaveTextContent('PayID d•••@example.com');
    expect(api.callsTo('POST', '/funds/bank-account')[0]?.body).toMatchObject({
      type: 'payid_email',
      accountNumber: 'dana@example.com',
    });
  });

  it('checks the card holder’s name with the shared rule before anything is sent', async () => {
    const { user, api } = renderFunds([]);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    await user.type(within(form).getByLabelText("Card holder's name"), '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText("Please enter the card holder's name.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
