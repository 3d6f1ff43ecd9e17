import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const TOKEN = 'transfer_Token-9';

function renderTransfer(path: string, transfer: FakeRoute) {
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_new',
    'GET /anon-cart/tok_new': () => cartFixture(),
    'POST /anon-cart/tok_new/convert': () => cartFixture(),
    'GET /cart/items': () => cartFixture(),
    'GET /customer': () => customerFixture,
    'POST /transfer': transfer,
  });
  const session = createSessionStore({ cookies: memoryCookieJar() });
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, session });
  return { ...view, api, session };
}

describe('/login/transfer/:autologinToken', () => {
  it('takes over the session as a form post and goes on to the redirect target', async () => {
    const { api, router, session } = renderTransfer(
      `/login/transfer/${TOKEN}?redirect=%2Fcart`,
      () => loginResultFixture,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifying Automatic Login' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const [call] = api.callsTo('POST', '/transfer');
    expect(call?.body).toEqual({ token: TOKEN });
    expect(call?.options).toMatchObject({ form: true, skipRefresh: true });
    expect(api.callsTo('POST', '/transfer')).toHaveLength(1);
    expect(session.getState().customerId).toBe(loginResultFixture.customerId);
  });

  it('goes to the account when no redirect is given', async () => {
    const { router } = renderTransfer(`/login/transfer/${TOKEN}`, () => loginResultFixture);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
  });

  it('sends any failure to log in', async () => {
    const { router, session } = renderTransfer(`/login/transfer/${TOKEN}`, () => {
      throw new ApiError({
        status: 401,
        url: '/v2/transfer',
        message: 'Email link no longer valid',
        code: 'link_invalid',
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getState().customerId).toBeFalsy();
  });
});
