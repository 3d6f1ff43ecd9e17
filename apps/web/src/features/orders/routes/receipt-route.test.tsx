import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../../test/fixtures';
import { receiptFixture } from '../../../test/order-fixtures';
import { renderShop, signedInCustomer, waitLongerForLazyPages } from '../../../test/render';
import { clientWithGet, getByPath, networkFailure, notFound, ok } from '../../../test/fake-api';

waitLongerForLazyPages();

function renderReceipt(path: string, get: ReturnType<typeof getByPath>) {
  const { session, queryClient } = signedInCustomer();
  return renderShop(path, {}, queryClient, { client: clientWithGet(get), session });
}

/** The value next to a term in a description list. */
function fact(scope: HTMLElement, term: string): string | null | undefined {
  return within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('/receipt/:checkoutID', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('thanks the customer and shows what was paid, from where, and every order', async () => {
    const get = getByPath({ '/checkout/chk_1': () => Promise.resolve(ok(receiptFixture)) });
    renderReceipt('/receipt/chk_1', get);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/checkout/chk_1',
      undefined,
      expect.objectContaining({ apiVersion: '3.4' }),
    );
    await waitFor(() => expect(document.title).toBe('Thank you | Fairdraw'));

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(fact(payment, 'Total paid')).toBe('$25.40');
    expect(fact(payment, 'Paid from')).toBe('Your wallet');
    expect(fact(payment, 'Balance after')).toBe('$474.60');
    expect(fact(payment, 'Purchased')).toBe('Monday 2 March 2026, 9:45 am AEDT');

    const powerball = screen.getByRole('article', { name: 'Powerball' });
    expect(fact(powerball, 'First draw')).toBe('This Thursday · Thu 5 Mar, 8:30 pm AEDT');
    expect(fact(powerball, 'Draws')).toBe('2 draws');
    expect(fact(powerball, 'You bought')).toBe('2 games');
    expect(fact(powerball, 'Price')).toBe('$5.40');
    expect(within(powerball).queryByText('Cause')).not.toBeInTheDocument();

    const raffle = screen.getByRole('article', { name: 'Dream Home Raffle' });
    expect(within(raffle).getByText('5 tickets for $20.00')).toBeInTheDocument();
    expect(fact(raffle, 'Draw')).toBe('Friday 20 March 2026, 8:00 pm AEDT');
    expect(fact(raffle, 'You bought')).toBe('5 tickets');
    expect(fact(raffle, 'Cause')).toBe('Kids Cancer Foundation');
    expect(fact(raffle, 'Price')).toBe('$20.00');

    expect(screen.getByRole('link', { name: 'View my tickets' })).toHaveAttribute(
      'href',
      '/my-account/upcoming-tickets',
    );
    expect(screen.getByRole('link', { name: 'Keep playing' })).toHaveAttribute('href', '/lotto-tickets');
  });

  it('names the top-up that paid for tickets bought from the cart by card or PayPal', async () => {
    const toppedUp = {
      ...receiptFixture,
      topUp: { amount: { amount: '19.30', currency: 'AUD' }, source: 'Visa ···4242' },
    };
    renderReceipt('/receipt/chk_1', getByPath({ '/checkout/chk_1': () => Promise.resolve(ok(toppedUp)) }));
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(fact(payment, 'Paid from')).toBe('Your wallet, topped up with $19.30 by Visa ···4242');
  });

  it('shows the tickets’ price, the promo code’s discount and the smaller total paid', async () => {
    const discounted = {
      ...receiptFixture,
      paid: { amount: '20.40', currency: 'AUD' },
      promotion: {
        code: 'WELCOME5',
        discount: { amount: '5.00', currency: 'AUD' },
        credit: { amount: '0.00', currency: 'AUD' },
      },
    };
    renderReceipt('/receipt/chk_1', getByPath({ '/checkout/chk_1': () => Promise.resolve(ok(discounted)) }));

    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(fact(payment, 'Tickets')).toBe('$25.40');
    expect(fact(payment, 'Promo code WELCOME5')).toBe('−$5.00');
    expect(fact(payment, 'Total paid')).toBe('$20.40');
    expect(within(payment).queryByText(/credit/)).not.toBeInTheDocument();
  });

  it('names a promo code’s credit to the wallet, with the full price paid', async () => {
    const credited = {
      ...receiptFixture,
      paid: receiptFixture.total,
      promotion: {
        code: 'BONUS10',
        discount: { amount: '0.00', currency: 'AUD' },
        credit: { amount: '10.00', currency: 'AUD' },
      },
    };
    renderReceipt('/receipt/chk_1', getByPath({ '/checkout/chk_1': () => Promise.resolve(ok(credited)) }));

    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(fact(payment, 'Promo code BONUS10 credit')).toBe('$10.00 added to your wallet');
    expect(fact(payment, 'Total paid')).toBe('$25.40');
    expect(within(payment).queryByText('Tickets')).not.toBeInTheDocument();
  });

  it('says the receipt cannot be found on a 404, without retrying', async () => {
    const get = getByPath({ '/checkout/chk_other': () => Promise.reject(notFound('/checkout/chk_other')) });
    renderReceipt('/receipt/chk_other', get);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this receipt' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Total paid')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my tickets' })).toHaveAttribute(
      'href',
      '/my-account/upcoming-tickets',
    );
    expect(get.mock.calls.filter(([path]) => path === '/checkout/chk_other')).toHaveLength(1);
  });

  it('shows an error with a retry when the receipt fails to load, and recovers', async () => {
    let fail = true;
    const get = getByPath({
      '/checkout/chk_1': () =>
        fail ? Promise.reject(networkFailure('/checkout/chk_1')) : Promise.resolve(ok(receiptFixture)),
    });
    const { user } = renderReceipt('/receipt/chk_1', get);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your receipt.");
    expect(screen.queryByRole('heading', { name: 'Thank you' })).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
  });

  it('sends anonymous visitors to log in and back', async () => {
    const get = getByPath({});
    const { router } = renderShop('/receipt/chk_1', {}, undefined, { client: clientWithGet(get) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Freceipt%2Fchk_1');
    expect(get).not.toHaveBeenCalledWith('/checkout/chk_1', expect.anything(), expect.anything());
  });
});
