import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { TwoFactorSettings } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { fakeApi } from '../../../test/fake-api';
import { filledQueryClient, renderShop } from '../../../test/render';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { KEY_COPIED_MESSAGE } from '../components/authenticator-setup';
import { SIGNED_OUT_EVERYWHERE_MESSAGE } from './login-and-security-route';

const OFF: TwoFactorSettings = {
  enabled: false,
  method: null,
  availableMethods: ['authenticator', 'email'],
  locked: false,
};
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/x',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function signedInSession() {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  return session;
}

const baseAnswers = (settings: TwoFactorSettings) => ({
  'GET /customer': () => customerFixture,
  'GET /customer/two-factor-auth': () => settings,
});

describe('/my-account/login-and-security', () => {
  it('sets up an authenticator: QR code, grouped key, copy toast, then a code turns it on', async () => {
    let settings = OFF;
    const api = fakeApi({
      ...baseAnswers(OFF),
      'GET /customer/two-factor-auth': () => settings,
      'POST /customer/two-factor-auth/authenticator': () => SETUP,
      'PUT /customer/two-factor-auth/authenticator': () => {
        settings = { ...OFF, enabled: true, method: 'authenticator' };
        return settings;
      },
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client: api.client,
      session: signedInSession(),
    });
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent(/^Off/);
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      SETUP.qrCode,
    );
    expect(screen.getByTestId('authenticator-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText(KEY_COPIED_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6 digit code')).toHaveAccessibleDescription(
        validationMessages.twoFactorCode,
      ),
    );
    await user.type(screen.getByLabelText('6 digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('authenticator app');
    expect(
      api.callsTo('PUT', '/customer/two-factor-auth/authenticator').map((call) => call.body),
    ).toContainEqual({ code: '123456' });
  });

  it('shows a refused set-up code under the code field', async () => {
    const api = fakeApi({
      ...baseAnswers(OFF),
      'POST /customer/two-factor-auth/authenticator': () => SETUP,
      'PUT /customer/two-factor-auth/authenticator': () => {
        throw new ApiError({
          status: 400,
          url: '/v2/customer/two-factor-auth/authenticator',
          message: validationMessages.twoFactorIncorrect,
          code: '2fa_incorrect',
          errors: { otp: [validationMessages.twoFactorIncorrect] },
        });
      },
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client: api.client,
      session: signedInSession(),
    });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText('6 digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6 digit code')).toHaveAccessibleDescription(
        validationMessages.twoFactorIncorrect,
      ),
    );
  });

  it('turns two-factor off with the password and a current code', async () => {
    const on: TwoFactorSettings = { ...OFF, enabled: true, method: 'email' };
    const api = fakeApi({
      ...baseAnswers(on),
      'DELETE /customer/two-factor-auth': () => OFF,
      'POST /customer/two-factor-auth/email': () => ({ sent: true }),
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client: api.client,
      session: signedInSession(),
    });
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('e-mail you a code');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    // E-mailed codes: the code to prove them is sent as the form opens.
    expect(
      await screen.findByText(`We e-mailed a code to ${customerFixture.email}. It works for 10 minutes.`),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct horse 42');
    await user.type(screen.getByLabelText('Current 6 digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/customer/two-factor-auth').map((call) => call.body)).toContainEqual({
        password: 'correct horse 42',
        code: '654321',
      }),
    );
  });

  it('shows the load failure with a retry', async () => {
    const api = fakeApi({
      'GET /customer': () => customerFixture,
      'GET /customer/two-factor-auth': vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(OFF),
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client: api.client,
      session: signedInSession(),
    });
    expect(await screen.findByText('We could not load your sign-in settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent(/^Off/);
  });

  it('signs out everywhere, clears this session and goes to login', async () => {
    const session = signedInSession();
    const api = fakeApi({
      ...baseAnswers(OFF),
      'POST /customer/logout-all': () => ({ sessionsEnded: 3 }),
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client: api.client,
      session,
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(SIGNED_OUT_EVERYWHERE_MESSAGE)).toBeInTheDocument();
    expect(session.getState().customerId).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
