import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { Fund, PaymentMethod, WithdrawableFunds, Withdrawal } from '@fairdraw/contracts';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { fakeApi, type FakeRoute } from '../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../test/fixtures';
import { bankFundFixture } from '../../test/payment-fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const aud = (amount: string) => ({ amount, currency: 'AUD' });

function funds(fields: Partial<WithdrawableFunds> = {}): WithdrawableFunds {
  return {
    amount: '60.00',
    currency: 'AUD',
    flags: [],
    balance: aud('60.00'),
    promotionalCredit: aud('0.00'),
    pendingWithdrawals: aud('0.00'),
    blockReason: null,
    ...fields,
  };
}

const account = bankFundFixture();
const destination = {
  id: account.id,
  type: 'national' as const,
  withdrawalMethodCode: 'do' as const,
  accountName: 'Dana Demo',
  label: 'BSB 062-000, account ending 5678',
};

const rules = { minAmount: aud('10.00'), maxAmount: aud('10000.00'), enabled: true, gatewayRules: [] };
/** GET /payment_methods with the withdrawal filter. */
function methods(accounts: Fund[] = [account]): PaymentMethod[] {
  return [
    {
      code: 'do',
      name: 'Australian bank account or PayID',
      types: ['national', 'payid_email', 'payid_phone'],
      funds: accounts.filter((fund) => fund.methodCode === 'do'),
      availableGateways: [],
      rules,
    },
    {
      code: 'tt',
      name: 'International bank transfer',
      types: ['international'],
      funds: accounts.filter((fund) => fund.methodCode === 'tt'),
      availableGateways: [],
      rules,
    },
    {
      code: 'pl',
      name: 'PayPal',
      types: [],
      funds: [],
      availableGateways: [],
      rules: { ...rules, enabled: false },
    },
  ];
}

const withdrawal: Withdrawal = {
  id: '22222222-2222-4222-8222-222222222222',
  status: 'pending',
  amount: aud('25.00'),
  bankType: 'national',
  withdrawalMethodCode: 'do',
  destination,
  transactionId: '33333333-3333-4333-8333-333333333333',
  requestedAt: '2026-03-05T01:00:00.000Z',
  decidedAt: null,
  reason: null,
  canCancel: true,
};

function renderWithdraw(path: string, routes: Record<string, FakeRoute>) {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const queryClient = filledQueryClient({ capabilities: [...allCapabilities, 'wallet_withdrawal'] });
  queryClient.setQueryData(
    customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
    customerFixture,
  );
  const api = fakeApi(routes);
  return { ...renderShop(path, {}, queryClient, { client: api.client, session }), api };
}

const notFound = () =>
  new ApiError({ status: 404, url: '/v2/x', message: 'Not found', code: 'not_found', errors: {} });

describe('/my-account/withdraw', () => {
  it('shows the withdrawable funds, withdraws to a saved account and opens the new withdrawal', async () => {
    const { user, api, router } = renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => funds(),
      'GET /payment_methods': () => methods(),
      [`POST /funds/${account.id}/withdraw`]: () => withdrawal,
      [`GET /withdrawals/${withdrawal.id}`]: () => withdrawal,
    });
    expect(await screen.findByTestId('withdrawable-amount')).toHaveTextContent('$60.00');
    expect(await screen.findByRole('radio', { name: /BSB 062-000, account ending 5678/ })).toBeChecked();
    await user.type(screen.getByLabelText('Amount (AUD)'), '25');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/my-account/withdraw/details/${withdrawal.id}`),
    );
    const [sent] = api.callsTo('POST', `/funds/${account.id}/withdraw`);
    expect(sent?.body).toEqual({ amount: aud('25.00'), bankType: 'national', withdrawalMethodCode: 'do' });
    expect(sent?.options).toMatchObject({ apiVersion: '3.1', idempotencyKey: expect.any(String) });
    expect(await screen.findByText('Pending: waiting to be paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this withdrawal' })).toBeInTheDocument();
  });

  it('checks the amount with the shared rules and the withdrawable limit before sending', async () => {
    const { user, api } = renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => funds(),
      'GET /payment_methods': () => methods(),
    });
    const amount = await screen.findByLabelText('Amount (AUD)');
    await user.type(amount, '1.555');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Amount must follow format e.g: 1.50')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '60.01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Please enter an amount equal to or less than 60.00.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says the amount it takes, in dollars', async () => {
    renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => funds(),
      'GET /payment_methods': () => methods(),
    });
    expect(await screen.findByText('Between $10.00 and $60.00.')).toBeInTheDocument();
  });

  it('asks for no amount when only promotional credit is left, and says why', async () => {
    renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () =>
        funds({ amount: '0.00', balance: aud('12.00'), promotionalCredit: aud('12.00') }),
      'GET /payment_methods': () => methods(),
    });
    expect(
      await screen.findByText(/You can withdraw once you have at least \$10\.00 of withdrawable funds\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/promotional credit can only be played/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (AUD)')).not.toBeInTheDocument();
    expect(screen.queryByText(/Between .* and \$0\.00/)).not.toBeInTheDocument();
    // The bank accounts can still be managed.
    expect(screen.getByRole('radio', { name: /BSB 062-000, account ending 5678/ })).toBeInTheDocument();
  });

  it('shows the server’s field error under the amount', async () => {
    const { user } = renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => funds(),
      'GET /payment_methods': () => methods(),
      [`POST /funds/${account.id}/withdraw`]: () => {
        throw new ApiError({
          status: 422,
          url: '/v2/withdraw',
          message: 'You can withdraw up to $20.00.',
          code: 'insufficient_funds',
          errors: { amount: ['You can withdraw up to $20.00.'] },
        });
      },
    });
    await user.type(await screen.findByLabelText('Amount (AUD)'), '30');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You can withdraw up to $20.00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (AUD)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a PayID mobile when there is no account yet, with the mobile rule', async () => {
    const saved = bankFundFixture(
      { id: '44444444-4444-4444-8444-444444444444' },
      {
        type: 'payid_phone',
        accountName: '',
        bankCode: '',
        status: 'Unverified',
        label: 'PayID mobile ending 678',
      },
    );
    let added = false;
    const { user, api } = renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => funds(),
      'GET /payment_methods': () => methods(added ? [saved] : []),
      'POST /funds/bank-account': () => {
        added = true;
        return saved;
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'PayID (mobile number)' }));
    const phone = screen.getByLabelText('PayID mobile number');
    await user.type(phone, '02 9876 5432');
    await user.click(screen.getByRole('button', { name: 'Save PayID' }));
    expect(
      await screen.findByText('Please enter an Australian mobile number, e.g. 0412 345 678.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/funds/bank-account')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Save PayID' }));
    expect(await screen.findByRole('radio', { name: 'PayID mobile ending 678' })).toBeChecked();
    expect(api.callsTo('POST', '/funds/bank-account')[0]).toMatchObject({
      body: { type: 'payid_phone', code: '', accountNumber: '0412 345 678', accountName: '' },
      options: { apiVersion: '3.8' },
    });
  });

  it('shows an account that failed its check but does not let it be chosen', async () => {
    const failed = bankFundFixture(
      { id: '55555555-5555-4555-8555-555555555555' },
      { status: 'Failed Verification', label: 'BSB 062-000, account ending 9999' },
    );
    renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => funds(),
      'GET /payment_methods': () => methods([failed, account]),
    });
    const bad = await screen.findByRole('radio', { name: /account ending 9999/ });
    expect(bad).toBeDisabled();
    expect(screen.getByText(/failed our check and cannot be paid to/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /account ending 5678/ })).toBeChecked();
  });

  it('on a funds error shows $0.00 with a notice', async () => {
    renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => {
        throw new ApiError({
          status: 0,
          url: '/v2/customer/withdrawable-funds',
          message: 'Something went wrong',
        });
      },
      'GET /payment_methods': () => methods(),
    });
    expect(await screen.findByText(/We couldn.t load your withdrawable funds/)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    // The amount can still be asked for: the server checks it against the funds.
    expect(await screen.findByText('Between $10.00 and $10,000.00.')).toBeInTheDocument();
  });

  it('while loading says so', async () => {
    renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () => new Promise(() => {}),
      'GET /payment_methods': () => new Promise(() => {}),
    });
    expect(await screen.findByText('Loading your withdrawable funds…')).toBeInTheDocument();
  });

  it('when withdrawals are blocked shows the restriction and a link to verify, not the form', async () => {
    renderWithdraw('/my-account/withdraw', {
      'GET /customer/withdrawable-funds': () =>
        funds({
          blockReason: 'verification_overdue',
          flags: ['withdrawals_blocked', 'verification_overdue'],
        }),
      'GET /payment_methods': () => methods(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Withdrawals are paused until you verify your identity');
    expect(within(alert).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/my-account/verify-account',
    );
    expect(screen.queryByLabelText('Amount (AUD)')).not.toBeInTheDocument();
  });
});

describe('/my-account/withdraw/details/:withdrawID', () => {
  it('cancels a pending withdrawal', async () => {
    let cancelled = false;
    const { user } = renderWithdraw(`/my-account/withdraw/details/${withdrawal.id}`, {
      [`GET /withdrawals/${withdrawal.id}`]: () =>
        cancelled ? { ...withdrawal, status: 'cancelled', canCancel: false } : withdrawal,
      [`POST /withdrawals/${withdrawal.id}/cancel`]: () => {
        cancelled = true;
        return { ...withdrawal, status: 'cancelled', canCancel: false };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel this withdrawal' }));
    expect(await screen.findByText('Cancelled: the money is back in your wallet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this withdrawal' })).not.toBeInTheDocument();
  });

  it('says when the withdrawal is not found', async () => {
    renderWithdraw(`/my-account/withdraw/details/${withdrawal.id}`, {
      [`GET /withdrawals/${withdrawal.id}`]: () => {
        throw notFound();
      },
    });
    expect(await screen.findByText(/We couldn.t find this withdrawal/)).toBeInTheDocument();
  });
});

describe('/my-account/withdraw/summary/:transactionID', () => {
  it('shows the movement and links to the withdrawal', async () => {
    renderWithdraw(`/my-account/withdraw/summary/${withdrawal.transactionId}`, {
      [`GET /transactions/${withdrawal.transactionId}`]: () => ({
        id: '9',
        transactionId: withdrawal.transactionId,
        type: 'withdrawal',
        description: 'Withdrawal to BSB 062-000, account ending 5678',
        amount: aud('-25.00'),
        balanceAfter: aud('35.00'),
        createdAt: withdrawal.requestedAt,
        status: 'pending',
        checkoutId: null,
        orderId: null,
        withdrawalId: withdrawal.id,
      }),
    });
    expect(await screen.findByText('Withdrawal to BSB 062-000, account ending 5678')).toBeInTheDocument();
    expect(screen.getByText('-$25.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdrawal details' })).toHaveAttribute(
      'href',
      `/my-account/withdraw/details/${withdrawal.id}`,
    );
  });
});
