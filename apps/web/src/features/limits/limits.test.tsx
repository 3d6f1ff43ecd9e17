import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { Capability, SingleLimitResult, SpendLimitsResult } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { fakeApi } from '../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../test/render';
import { SPEND_LIMIT_NOT_REMOVED_TITLE } from './components/spend-limit-period';

const aud = (amount: string) => ({ amount, currency: 'AUD' });
const capabilities: Capability[] = [
  ...allCapabilities,
  'spend_limits',
  'precommitment-amount',
  'deposit_limits',
];

const systemLimits = [
  { period: 'day' as const, limit: aud('1000.00') },
  { period: 'week' as const, limit: aud('2500.00') },
  { period: 'month' as const, limit: aud('5000.00') },
];
const spent = [
  { period: 'day' as const, amount: aud('4.50') },
  { period: 'week' as const, amount: aud('4.50') },
  { period: 'month' as const, amount: aud('4.50') },
];
function limits(customerLimits: SpendLimitsResult['customerLimits'] = []): SpendLimitsResult {
  return { availablePeriods: ['day', 'week', 'month'], customerLimits, systemLimits, spent };
}
const noDepositLimit: SingleLimitResult = { period: 'week', limit: null, pending: null, used: aud('0.00') };

function render(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const queryClient = filledQueryClient({ capabilities });
  queryClient.setQueryData(
    customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
    customerFixture,
  );
  const api = fakeApi({ 'GET /customer': () => customerFixture, ...routes });
  return { api, ...renderShop(path, {}, queryClient, { session, client: api.client }) };
}

describe('/my-account/spend-limits', () => {
  it('lists each period with the shop’s limit and what was spent, and adds a limit with a toast', async () => {
    let current = limits();
    const { api, user } = render('/my-account/spend-limits', {
      'GET /spend-limits': () => current,
      'GET /deposit-limit': () => noDepositLimit,
      'PUT /spend-limits/day': () => {
        current = limits([{ id: 'lim_1', period: 'day', limit: aud('50.00'), pending: null }]);
        return current;
      },
    });
    const daily = await screen.findByRole('region', { name: 'Daily spend limit' });
    expect(within(daily).getByText('No limit set')).toBeInTheDocument();
    expect(within(daily).getByText('$1,000.00 per day')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monthly spend limit' })).toBeInTheDocument();

    await user.click(within(daily).getByRole('button', { name: 'Set a daily limit' }));
    const amount = within(daily).getByLabelText('Daily limit in dollars');
    // The shared amount rules: format and the shop's maximum, before anything is sent.
    await user.type(amount, '12.345');
    await user.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(await within(daily).findByText(validationMessages.currencyFormat)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1000.01');
    await user.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(
      await within(daily).findByText(validationMessages.maxAmount.replace('{amount}', '1000.00')),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/spend-limits/day')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Spend limit updated to $50.00 per day')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/spend-limits/day')[0]?.body).toEqual({ limit: '50' });
    expect(await within(daily).findByText('$50.00 per day')).toBeInTheDocument();
  });

  it('shows a raise waiting its 24 hours and when it applies', async () => {
    const { user, api } = render('/my-account/spend-limits', {
      'GET /spend-limits': () =>
        limits([
          {
            id: 'lim_1',
            period: 'week',
            limit: aud('30.00'),
            pending: { limit: aud('80.00'), effectiveAt: '2026-11-24T04:15:00.000Z' },
          },
        ]),
      'GET /deposit-limit': () => noDepositLimit,
      'POST /spend-limits/week': () =>
        limits([
          {
            id: 'lim_1',
            period: 'week',
            limit: aud('30.00'),
            pending: { limit: aud('90.00'), effectiveAt: '2026-11-24T04:15:00.000Z' },
          },
        ]),
    });
    const weekly = await screen.findByRole('region', { name: 'Weekly spend limit' });
    expect(within(weekly).getByText(/Goes up to \$80\.00 on 24 Nov 2026, 3:15/)).toBeInTheDocument();
    await user.click(within(weekly).getByRole('button', { name: 'Change weekly limit' }));
    await user.type(within(weekly).getByLabelText('Weekly limit in dollars'), '90');
    await user.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    expect(
      await screen.findByText(/weekly spend limit goes up to \$90\.00 on 24 Nov 2026/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/spend-limits/week')).toHaveLength(1);
  });

  it('shows the first server message when removing a limit fails with 422, and refetches', async () => {
    const { user, api } = render('/my-account/spend-limits', {
      'GET /spend-limits': () =>
        limits([{ id: 'lim_9', period: 'month', limit: aud('200.00'), pending: null }]),
      'GET /deposit-limit': () => noDepositLimit,
      'DELETE /spend-limits/lim_9': () => {
        throw new ApiError({
          status: 422,
          url: '/spend-limits/lim_9',
          code: 'limit_change_refused',
          message: 'Please check.',
          messages: [
            { level: 'error', message: 'You need a spend or precommitment limit to buy tickets.' },
            { level: 'error', message: 'A second message.' },
          ],
        });
      },
    });
    const monthly = await screen.findByRole('region', { name: 'Monthly spend limit' });
    const before = api.callsTo('GET', '/spend-limits').length;
    await user.click(within(monthly).getByRole('button', { name: 'Remove monthly limit' }));
    expect(await screen.findByText(SPEND_LIMIT_NOT_REMOVED_TITLE)).toBeInTheDocument();
    expect(screen.getByText('You need a spend or precommitment limit to buy tickets.')).toBeInTheDocument();
    expect(screen.queryByText('A second message.')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/spend-limits').length).toBeGreaterThan(before));
  });

  it('says so when the limits cannot be loaded, with a retry', async () => {
    let fail = true;
    const { user } = render('/my-account/spend-limits', {
      'GET /spend-limits': () => {
        if (fail) throw new ApiError({ status: 500, url: '/spend-limits', message: 'Boom' });
        return limits();
      },
      'GET /deposit-limit': () => noDepositLimit,
    });
    const retry = await screen.findByRole('button', { name: /try again|retry/i }, { timeout: 4000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Daily spend limit' })).toBeInTheDocument();
  });

  it('sets the weekly deposit limit with its toast', async () => {
    const { user } = render('/my-account/spend-limits', {
      'GET /spend-limits': () => limits(),
      'GET /deposit-limit': () => noDepositLimit,
      'POST /deposit-limit': () => ({ ...noDepositLimit, limit: aud('100.00') }),
    });
    const panel = await screen.findByRole('region', { name: 'Weekly deposit limit' });
    await user.click(await within(panel).findByRole('button', { name: 'Set a weekly deposit limit' }));
    await user.type(within(panel).getByLabelText('Weekly deposit limit in dollars'), '100');
    await user.click(within(panel).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Deposit limit updated to $100.00 per week')).toBeInTheDocument();
  });
});

describe('/my-account/precommitment-limit', () => {
  it('shows the limit and asks for an amount before sending', async () => {
    const { user, api } = render('/my-account/precommitment-limit', {
      'GET /precommitment': () => ({ period: 'month', limit: null, pending: null, used: aud('12.00') }),
    });
    const panel = await screen.findByRole('region', { name: 'Precommitment limit' });
    expect(await within(panel).findByText('No limit set')).toBeInTheDocument();
    expect(within(panel).getByText('$12.00')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Set a precommitment limit' }));
    await user.click(within(panel).getByRole('button', { name: 'Set limit' }));
    expect(await within(panel).findByText(validationMessages.required)).toBeInTheDocument();
    expect(api.callsTo('POST', '/precommitment')).toHaveLength(0);
  });
});
