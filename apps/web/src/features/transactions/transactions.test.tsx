import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiResponse } from '@fairdraw/client';
import type { PageInfo, WalletTransaction } from '@fairdraw/contracts';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { clientWithGet, getByPath } from '../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const aud = (amount: string) => ({ amount, currency: 'AUD' });

function item(n: number, fields: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: String(n),
    transactionId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'deposit',
    description: `Card deposit ${n}`,
    amount: aud('10.00'),
    balanceAfter: aud(`${n * 10}.00`),
    createdAt: '2026-03-04T22:30:00.000Z',
    status: null,
    checkoutId: null,
    orderId: null,
    withdrawalId: null,
    ...fields,
  };
}

type Get = (query: { limit: number; offset: number }) => Promise<ApiResponse<unknown>>;
const ok = (result: unknown, pageInfo: PageInfo | null): ApiResponse<unknown> => ({
  status: 200,
  result,
  pageInfo,
  links: null,
  messages: [],
});

function renderTransactions(path: string, answer: Get) {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const queryClient = filledQueryClient({ capabilities: [...allCapabilities, 'viewing-orders'] });
  queryClient.setQueryData(
    customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
    customerFixture,
  );
  const get = getByPath({ '/transactions': (query) => answer(query as { limit: number; offset: number }) });
  return { ...renderShop(path, {}, queryClient, { client: clientWithGet(get), session }), get };
}

describe('/my-account/transactions', () => {
  it('lists movements with signed en-AU amounts, Sydney dates, links and a pager', async () => {
    const items = [
      item(1, {
        type: 'withdrawal',
        description: 'Withdrawal to BSB 062-000, account ending 678',
        amount: aud('-20.00'),
        status: 'pending',
        withdrawalId: 'w-1',
      }),
      item(2, {
        type: 'prize',
        description: 'Prize, division 1, draw 1501',
        amount: aud('1000.00'),
        orderId: 'ord-1',
      }),
      item(3, { type: 'purchase', description: 'Tickets bought', amount: aud('-3.50'), checkoutId: 'chk-1' }),
      item(4, { type: 'promotion', description: 'Welcome credit', amount: aud('500.00') }),
      ...Array.from({ length: 6 }, (_, i) => item(5 + i)),
    ];
    const { get } = renderTransactions('/my-account/transactions', () =>
      Promise.resolve(ok(items, { limit: 10, offset: 0, total: 23 })),
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('Withdrawal (Pending)');
    expect(rows[1]).toHaveTextContent('-$20.00');
    // 22:30 UTC on 4 March is 9:30 am on 5 March in Sydney (daylight time).
    expect(rows[1]).toHaveTextContent('Thu 5 Mar, 9:30 am AEDT');
    expect(rows[2]).toHaveTextContent('+$1,000.00');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/my-account/withdraw/details/w-1');
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute(
      'href',
      '/my-account/past-tickets/ticket/ord-1',
    );
    expect(within(rows[3]!).getByRole('link', { name: 'Tickets bought' })).toHaveAttribute(
      'href',
      '/receipt/chk-1',
    );
    expect(get).toHaveBeenCalledWith('/transactions', { limit: 10, offset: 0 }, expect.anything());
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/my-account/transactions/3',
    );
  });

  it('asks for the page in the address', async () => {
    const { get } = renderTransactions('/my-account/transactions/3', () =>
      Promise.resolve(ok([item(21)], { limit: 10, offset: 20, total: 21 })),
    );
    await screen.findByRole('table');
    expect(get).toHaveBeenCalledWith('/transactions', { limit: 10, offset: 20 }, expect.anything());
  });

  it('says when there are no transactions yet', async () => {
    renderTransactions('/my-account/transactions', () =>
      Promise.resolve(ok([], { limit: 10, offset: 0, total: 0 })),
    );
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = renderTransactions('/my-account/transactions', () =>
      fail
        ? Promise.reject(
            new ApiError({ status: 0, url: '/v2/transactions', message: 'Something went wrong' }),
          )
        : Promise.resolve(ok([item(1)], { limit: 10, offset: 0, total: 1 })),
    );
    expect(await screen.findByText("We couldn't load your transactions.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Card deposit 1')).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    renderTransactions('/my-account/transactions', () => new Promise(() => {}));
    expect(await screen.findByText('Loading your transactions')).toBeInTheDocument();
  });
});
