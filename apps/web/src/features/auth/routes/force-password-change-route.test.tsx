import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { passwordRuleMessage } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const flaggedCustomer = { ...customerFixture, forcePasswordChange: true };
const NEW_PASSWORD = 'a brand new 2nd one';

/** A signed-in customer whose record asks for a new password, opening `path`. */
function renderFlagged(path: string, routes: Record<string, FakeRoute> = {}) {
  let changed = false;
  const api = fakeApi({
    'GET /customer': () => (changed ? customerFixture : flaggedCustomer),
    'GET /cart/items': () => cartFixture(),
    'POST /password/force-change': () => {
      changed = true;
      return { passwordChanged: true };
    },
    ...routes,
  });
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, session });
  return { ...view, api };
}

async function choose(user: ReturnType<typeof renderShop>['user'], password: string, confirmation: string) {
  if (password) await user.type(await screen.findByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('/force-password-change', () => {
  it('is where a flagged customer lands from any page, remembering where they were going', async () => {
    const { router } = renderFlagged('/my-account?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/force-password-change'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/my-account?tab=2')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
  });

  it('checks the password rule and the repeated password before sending anything', async () => {
    const { user, api } = renderFlagged('/force-password-change');
    await user.click(await screen.findByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(validationMessages.required),
      ),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await choose(user, 'short', '');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(passwordRuleMessage),
      ),
    );

    await user.clear(screen.getByLabelText('New password'));
    await choose(user, NEW_PASSWORD, `${NEW_PASSWORD}?`);
    const confirmation = screen.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirmation).toHaveAttribute('aria-invalid', 'true'));
    expect(confirmation).toHaveAccessibleDescription('Your password does not match');
    expect(confirmation).toHaveFocus();
    expect(api.callsTo('POST', '/password/force-change')).toHaveLength(0);
  });

  it('saves the new password and carries on to where the customer was going', async () => {
    const { user, api, router } = renderFlagged(
      `/force-password-change?redirect=${encodeURIComponent('/cart')}`,
    );
    await choose(user, NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(api.callsTo('POST', '/password/force-change')[0]?.body).toEqual({
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    // Still signed in, and not sent back.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('shows the server’s field errors under their fields', async () => {
    const { user } = renderFlagged('/force-password-change', {
      'POST /password/force-change': () => {
        throw new ApiError({
          status: 400,
          url: '/v2/password/force-change',
          message: 'Please check the highlighted fields.',
          errors: { password: ['Please choose a new password, not the one you have now.'] },
        });
      },
    });
    await choose(user, NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('Please choose a new password, not the one you have now.'),
      ),
    );
  });

  it('lets a flagged customer log out instead', async () => {
    renderFlagged('/force-password-change');
    await screen.findByRole('form', { name: 'Choose a new password' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('sends a customer who is not flagged on, and an anonymous visitor to log in', async () => {
    const api = fakeApi({ 'GET /customer': () => customerFixture, 'GET /cart/items': () => cartFixture() });
    const session = createSessionStore({ cookies: memoryCookieJar() });
    session.signIn(loginResultFixture);
    const signedIn = renderShop('/force-password-change?redirect=%2Fcart', {}, filledQueryClient(), {
      client: api.client,
      session,
    });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/cart'));
    signedIn.unmount();

    const anonymous = renderShop('/force-password-change');
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'));
  });
});
