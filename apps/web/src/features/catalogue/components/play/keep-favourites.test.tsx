import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { customerQueryOptions } from '../../../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../../../lib/session-store';
import { VISITOR_FAVOURITES_COOKIE } from '../../../../lib/visitor-favourites';
import { cartFixture, fakeApi } from '../../../../test/fake-api';
import { customerFixture, loginResultFixture, NOW } from '../../../../test/fixtures';
import { offersFixture } from '../../../../test/offer-fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../../../test/render';

const mainGrid = () => screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });

async function pick(user: ReturnType<typeof renderShop>['user'], numbers: number[]) {
  const main = await mainGrid();
  for (const n of numbers) await user.click(within(main).getByRole('button', { name: `Number ${n}` }));
}

describe('keeping numbers as favourites on the play screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('keeps a visitor’s main numbers on this device, for sign-in to carry to the account', async () => {
    const cookies = memoryCookieJar();
    const api = fakeApi({ 'POST /anon-cart': () => 'tok_1', 'GET /anon-cart/tok_1': () => cartFixture() });
    const { user } = renderShop(
      '/powerball',
      { offers: offersFixture },
      filledQueryClient({ offers: offersFixture }),
      {
        client: api.client,
        cookies,
      },
    );
    expect(await mainGrid()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as my favourite numbers/ })).not.toBeInTheDocument();

    await pick(user, [21, 3, 9]);
    await user.click(screen.getByRole('button', { name: 'Powerball 4' }));
    // Main numbers only, smallest first; the Powerball is not a favourite.
    await user.click(screen.getByRole('button', { name: 'Keep 3, 9, 21 as my favourite numbers' }));

    expect(cookies.get(VISITOR_FAVOURITES_COOKIE)).toBe('3-9-21');
    expect(
      await screen.findByText(
        '3, 9, 21 are kept as your favourite numbers on this device. Log in to keep them in your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('These are your favourite numbers.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/favourite-numbers')).toHaveLength(0);
  });

  it('saves a signed-in customer’s numbers to the account, and says why when refused', async () => {
    const cookies = memoryCookieJar();
    const session = createSessionStore({ cookies });
    session.signIn(loginResultFixture);
    const queryClient = filledQueryClient({ offers: offersFixture });
    queryClient.setQueryData(customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey, {
      ...customerFixture,
      favouriteNumbers: [],
    });
    let refuse = true;
    const api = fakeApi({
      'GET /cart/items': () => cartFixture(),
      'PUT /favourite-numbers': (call) => {
        if (refuse) {
          refuse = false;
          throw new ApiError({
            status: 400,
            url: '/v2/favourite-numbers',
            message: 'Please choose favourite numbers between 1 and 50.',
          });
        }
        return call.body;
      },
    });
    const { user } = renderShop('/powerball', { offers: offersFixture }, queryClient, {
      client: api.client,
      cookies,
      session,
    });
    await pick(user, [5, 1]);
    await user.click(screen.getByRole('button', { name: 'Keep 1, 5 as my favourite numbers' }));
    expect(await screen.findByText('Favourite numbers not saved')).toBeInTheDocument();
    expect(screen.getByText('Please choose favourite numbers between 1 and 50.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep 1, 5 as my favourite numbers' }));
    expect(await screen.findByText('1, 5 are now your favourite numbers.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/favourite-numbers').at(-1)?.body).toEqual({ favouriteNumbers: [1, 5] });
    expect(cookies.get(VISITOR_FAVOURITES_COOKIE)).toBeNull();
    expect(screen.getByText('These are your favourite numbers.')).toBeInTheDocument();
  });
});
