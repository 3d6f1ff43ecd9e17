import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { CURRENT_TERMS_VERSION, type CustomerRecord } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const upgradeDue: CustomerRecord = { ...customerFixture, accountUpgrade: true, brandingRegion: 'VIC' };

/** A signed-in customer whose account accepted older terms, opening `path`. */
function renderUpgradeDue(path: string, routes: Record<string, FakeRoute> = {}, customer = upgradeDue) {
  let accepted = false;
  const api = fakeApi({
    'GET /customer': () => (accepted ? { ...customer, accountUpgrade: false } : customer),
    'GET /cart/items': () => cartFixture(),
    'POST /customer/terms-and-conditions/location': ({ body }) => ({
      accepted: true,
      version: CURRENT_TERMS_VERSION,
      state: (body as { state: string }).state,
      acceptedAt: '2026-11-23T01:00:00.000Z',
    }),
    'POST /customer/terms-and-conditions': () => {
      accepted = true;
      return {
        accepted: true,
        version: CURRENT_TERMS_VERSION,
        state: null,
        acceptedAt: '2026-11-23T01:00:00.000Z',
      };
    },
    ...routes,
  });
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, session });
  return { ...view, api };
}

describe('/my-account/upgrade-account', () => {
  it('is where a customer behind the current terms lands from any page, remembering it', async () => {
    const { router } = renderUpgradeDue('/results?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/upgrade-account'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/results?page=2')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Update your account' })).toBeInTheDocument();
    // The state on the account is chosen to start with.
    expect(screen.getByLabelText('State or territory you live in')).toHaveValue('VIC');
  });

  it('leaves the terms themselves readable', async () => {
    const { router } = renderUpgradeDue('/about/terms-and-conditions');
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/about/terms-and-conditions');
  });

  it('asks for the terms box before sending anything', async () => {
    const { user, api } = renderUpgradeDue('/my-account/upgrade-account');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    const box = screen.getByRole('checkbox', { name: /I have read and accept the/ });
    expect(box).toHaveAccessibleDescription(expect.stringContaining(validationMessages.termsAccepted));
    await waitFor(() => expect(box).toHaveFocus());
    expect(api.callsTo('POST', '/customer/terms-and-conditions')).toHaveLength(0);
  });

  it('accepts the current terms for the chosen state and carries on', async () => {
    const { user, api, router } = renderUpgradeDue(
      `/my-account/upgrade-account?redirect=${encodeURIComponent('/cart')}`,
    );
    await user.selectOptions(await screen.findByLabelText('State or territory you live in'), 'QLD');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(api.callsTo('POST', '/customer/terms-and-conditions/location')[0]?.body).toEqual({
      version: CURRENT_TERMS_VERSION,
      state: 'QLD',
    });
    expect(api.callsTo('POST', '/customer/terms-and-conditions')[0]?.body).toEqual({
      version: CURRENT_TERMS_VERSION,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('shows why the terms could not be accepted, and stays', async () => {
    const { user, router } = renderUpgradeDue('/my-account/upgrade-account', {
      'POST /customer/terms-and-conditions': () => {
        throw new ApiError({
          status: 400,
          url: '/v2/customer/terms-and-conditions',
          message: 'Please check the highlighted fields.',
          errors: { version: ['These terms have changed. Please read the current terms and accept them.'] },
        });
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /I have read and accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByText('These terms have changed. Please read the current terms and accept them.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/upgrade-account');
  });

  it('waits for a forced password change first', async () => {
    const { router } = renderUpgradeDue('/cart', {}, { ...upgradeDue, forcePasswordChange: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/force-password-change'));
  });

  it('lets the customer log out instead, and sends an up-to-date account on', async () => {
    renderUpgradeDue('/my-account/upgrade-account');
    await screen.findByRole('form', { name: 'Accept the updated terms' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');

    const upToDate = renderUpgradeDue('/my-account/upgrade-account?redirect=%2Fcart', {}, customerFixture);
    await waitFor(() => expect(upToDate.router.state.location.pathname).toBe('/cart'));
  });
});
