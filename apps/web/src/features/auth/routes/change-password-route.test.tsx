import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { passwordRuleMessage } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const CURRENT = 'Fairdraw-demo-1';
const NEW_PASSWORD = 'a brand new 2nd one';

function renderSignedIn(path: string, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /customer': () => customerFixture,
    'GET /cart/items': () => cartFixture(),
    'POST /customer/change-password': () => ({ passwordChanged: true }),
    ...routes,
  });
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, session });
  return { ...view, api };
}

async function change(
  user: ReturnType<typeof renderShop>['user'],
  current: string,
  password: string,
  confirmation = password,
) {
  if (current) await user.type(await screen.findByLabelText('Current password'), current);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('/change-Password', () => {
  it('is for signed-in customers only', async () => {
    const { router } = renderShop('/change-Password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/change-Password')}`);
  });

  it('opens at /change-password too', async () => {
    renderSignedIn('/change-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change your password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Change your password | Fairdraw'));
  });

  it('checks every field before sending anything', async () => {
    const { user, api } = renderSignedIn('/change-Password');
    await user.click(await screen.findByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        validationMessages.required,
      ),
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await change(user, CURRENT, 'short', 'other');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(passwordRuleMessage),
      ),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Your password does not match',
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.callsTo('POST', '/customer/change-password')).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields, focusing the first', async () => {
    const { user } = renderSignedIn('/change-Password', {
      'POST /customer/change-password': () => {
        throw new ApiError({
          status: 400,
          url: '/v2/customer/change-password',
          message: 'Validation failed',
          code: 'validation_failed',
          // The client has camelCased current_password already.
          errors: { currentPassword: ['Your current password is not correct.'] },
        });
      },
    });
    await change(user, 'not-it', NEW_PASSWORD);
    await waitFor(
      () =>
        expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
          'Your current password is not correct.',
        ),
      { timeout: 3000 },
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
  });

  it('saves the new password as a form, says so, and goes back to login and security', async () => {
    const { user, api, router } = renderSignedIn('/change-Password');
    await change(user, CURRENT, NEW_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/login-and-security'), {
      timeout: 3000,
    });
    expect(await screen.findByText('Your new password is saved')).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/customer/change-password');
    expect(call?.body).toEqual({
      currentPassword: CURRENT,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(call?.options).toMatchObject({ form: true });
  });
});
