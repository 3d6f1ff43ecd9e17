import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type ApiResponse } from '@fairdraw/client';
import type { TwoFactorSettings } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../../test/render';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { KEY_COPIED_MESSAGE } from '../components/authenticator-setup';
import { SIGNED_OUT_EVERYWHERE_MESSAGE } from './login-and-security-route';

function ok<T>(result: T): ApiResponse<T> {
  return { status: 200, result, pageInfo: null, links: null, messages: [] };
}

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

function scriptedClient(answers: Record<string, (body?: unknown) => Promise<unknown>>): ApiClient & {
  calls: Array<[string, string, unknown]>;
} {
  const calls: Array<[string, string, unknown]> = [];
  const answer = (method: string) =>
    ((path: string, body?: unknown) => {
      calls.push([method, path, body]);
      const handler = answers[`${method} ${path}`];
      return handler ? handler(body) : Promise.reject(new Error(`${method} ${path}`));
    }) as never;
  return {
    ...offlineClient,
    get: answer('GET'),
    post: answer('POST'),
    put: answer('PUT'),
    delete: answer('DELETE'),
    calls,
  };
}

const baseAnswers = (settings: TwoFactorSettings) => ({
  'GET /customer': async () => ok(customerFixture),
  'GET /customer/two-factor-auth': async () => ok(settings),
});

describe('/my-account/login-and-security', () => {
  it('sets up an authenticator: QR code, grouped key, copy toast, then a code turns it on', async () => {
    let settings = OFF;
    const client = scriptedClient({
      ...baseAnswers(OFF),
      'GET /customer/two-factor-auth': async () => ok(settings),
      'POST /customer/two-factor-auth/authenticator': async () => ok(SETUP),
      'PUT /customer/two-factor-auth/authenticator': async () => {
        settings = { ...OFF, enabled: true, method: 'authenticator' };
        return ok(settings);
      },
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client,
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
    expect(client.calls).toContainEqual([
      'PUT',
      '/customer/two-factor-auth/authenticator',
      { code: '123456' },
    ]);
  });

  it('shows a refused set-up code under the code field', async () => {
    const client = scriptedClient({
      ...baseAnswers(OFF),
      'POST /customer/two-factor-auth/authenticator': async () => ok(SETUP),
      'PUT /customer/two-factor-auth/authenticator': async () => {
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
      client,
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
    const client = scriptedClient({
      ...baseAnswers(on),
      'DELETE /customer/two-factor-auth': async () => ok(OFF),
      'POST /customer/two-factor-auth/email': async () => ok({ sent: true }),
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client,
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
      expect(client.calls).toContainEqual([
        'DELETE',
        '/customer/two-factor-auth',
        { password: 'correct horse 42', code: '654321' },
      ]),
    );
  });

  it('shows the load failure with a retry', async () => {
    const client = scriptedClient({
      'GET /customer': async () => ok(customerFixture),
      'GET /customer/two-factor-auth': vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(ok(OFF)),
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client,
      session: signedInSession(),
    });
    expect(await screen.findByText('We could not load your sign-in settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent(/^Off/);
  });

  it('signs out everywhere, clears this session and goes to login', async () => {
    const session = signedInSession();
    const client = scriptedClient({
      ...baseAnswers(OFF),
      'POST /customer/logout-all': async () => ok({ sessionsEnded: 3 }),
    });
    const { user } = renderShop('/my-account/login-and-security', {}, filledQueryClient(), {
      client,
      session,
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(SIGNED_OUT_EVERYWHERE_MESSAGE)).toBeInTheDocument();
    expect(session.getState().customerId).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
