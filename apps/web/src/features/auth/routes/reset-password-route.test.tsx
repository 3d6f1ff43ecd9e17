import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { passwordRuleMessage } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const TOKEN = 'reset_Token-123';
const NEW_PASSWORD = 'a brand new 2nd one';

function renderReset(routes: Record<string, FakeRoute> = {}, signedIn = false) {
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_new',
    'GET /anon-cart/tok_new': () => cartFixture(),
    'GET /customer': () => customerFixture,
    'GET /cart/items': () => cartFixture(),
    'POST /password/reset': () => ({ passwordChanged: true }),
    ...routes,
  });
  const session = createSessionStore({ cookies: memoryCookieJar() });
  if (signedIn) session.signIn(loginResultFixture);
  const view = renderShop(`/reset-password/${TOKEN}`, {}, filledQueryClient(), {
    client: api.client,
    session,
  });
  return { ...view, api };
}

async function choose(user: ReturnType<typeof renderShop>['user'], password: string, confirmation: string) {
  if (password) await user.type(await screen.findByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

const linkInvalid = () =>
  new ApiError({
    status: 400,
    url: '/v2/password/reset',
    message: 'This password reset link is no longer valid. Please ask for a new one.',
    code: 'link_invalid',
    errors: { general: ['This password reset link is no longer valid. Please ask for a new one.'] },
  });

describe('/reset-password/:token', () => {
  it('checks the password rule and the repeated password before sending anything', async () => {
    const { user, api } = renderReset();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await choose(user, '', '');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.required),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await choose(user, 'short', 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(passwordRuleMessage),
    );

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await choose(user, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Your password does not match',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(api.callsTo('POST', '/password/reset')).toHaveLength(0);
  });

  it('saves the new password with the link token and says every session was signed out', async () => {
    const { user, api } = renderReset();
    await choose(user, NEW_PASSWORD, NEW_PASSWORD);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Your password has been changed' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(/signed you out everywhere/);
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Your password has been changed | Fairdraw'));
    expect(api.callsTo('POST', '/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
  });

  it('forgets this browser’s session too, since the server ended it', async () => {
    const { user, session } = renderReset({}, true);
    await choose(user, NEW_PASSWORD, NEW_PASSWORD);
    await screen.findByRole('heading', { name: 'Your password has been changed' }, { timeout: 3000 });
    expect(session.getState().customerToken).toBeFalsy();
    expect(session.getState().customerId).toBeFalsy();
  });

  it('says when the link is no longer valid and offers a new one', async () => {
    const { user } = renderReset({
      'POST /password/reset': () => {
        throw linkInvalid();
      },
    });
    await choose(user, NEW_PASSWORD, NEW_PASSWORD);
    const invalid = await screen.findByRole(
      'heading',
      { level: 1, name: 'This link is no longer valid' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(invalid).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(/used or has expired/);
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows the server’s field errors under their fields, and other refusals above the form', async () => {
    let answer = 0;
    const { user } = renderReset({
      'POST /password/reset': () => {
        answer += 1;
        throw answer === 1
          ? new ApiError({
              status: 400,
              url: '/v2/password/reset',
              message: 'Validation failed',
              code: 'validation_failed',
              errors: { password: [passwordRuleMessage] },
            })
          : new ApiError({ status: 503, url: '/v2/password/reset', message: 'Something went wrong' });
      },
    });
    await choose(user, NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(
      () =>
        expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
          `${passwordRuleMessage} ${passwordRuleMessage}`,
        ),
      { timeout: 3000 },
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Something went wrong');
  });
});
