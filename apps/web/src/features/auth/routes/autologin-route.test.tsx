import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, fakeApi, type FakeCall, type FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

const TOKEN = 'link_Token-123';

const twoFactorRequired = (method: 'email' | 'authenticator' = 'email') =>
  new ApiError({
    status: 401,
    url: '/v2/autologin',
    message: 'Enter the 6 digit code to log in.',
    code: '2fa_required',
    errors: { otp: ['Enter the 6 digit code to log in.'] },
    details: { twoFactorAuth: { enabled: true, method, identifier: 'da********' } },
  });
const otpError = (code: string, message: string) =>
  new ApiError({ status: 401, url: '/v2/autologin', message, code, errors: { otp: [message] } });
const incorrect = () =>
  otpError('2fa_incorrect', 'Code is incorrect or expired. Try again or contact support');
const locked = () =>
  otpError(
    '2fa_account_locked',
    'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  );
const linkInvalid = () =>
  new ApiError({
    status: 401,
    url: '/v2/autologin',
    message: 'Email link no longer valid',
    code: 'link_invalid',
    errors: { general: ['Email link no longer valid'] },
  });

function renderLink(path: string, autologin: FakeRoute, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_new',
    'GET /anon-cart/tok_new': () => cartFixture(),
    'POST /anon-cart/tok_new/convert': () => cartFixture(),
    'GET /cart/items': () => cartFixture(),
    'GET /customer': () => customerFixture,
    'POST /autologin': autologin,
    ...routes,
  });
  const session = createSessionStore({ cookies: memoryCookieJar() });
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, session });
  return { ...view, api, session };
}

/** Answers each call in turn with the next of `answers` (an error is thrown). */
function inTurn(...answers: (() => unknown)[]): FakeRoute {
  let index = 0;
  return (_call: FakeCall) => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    const value = answer?.();
    if (value instanceof Error) throw value;
    return value;
  };
}

function cells() {
  return Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`));
}

describe('/login/autologin/:autologinToken', () => {
  it('verifies the link, signs in like login does and goes to the account', async () => {
    let answer!: (value: unknown) => void;
    const { api, router, session } = renderLink(
      `/login/autologin/${TOKEN}`,
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifying Automatic Login' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Verifying Automatic Login | Fairdraw'));
    await waitFor(() => expect(api.callsTo('POST', '/autologin')).toHaveLength(1));
    answer(loginResultFixture);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    const [call] = api.callsTo('POST', '/autologin');
    expect(call?.body).toEqual({ token: TOKEN });
    expect(call?.options).toMatchObject({ apiVersion: '3.2', skipRefresh: true });
    expect(session.getState()).toMatchObject({
      customerId: loginResultFixture.customerId,
      customerToken: loginResultFixture.customerToken,
    });
    expect(api.callsTo('GET', '/customer').length).toBeGreaterThan(0);
  });

  it('goes to a safe redirect target, and ignores one to another site', async () => {
    const safe = renderLink(`/login/autologin/${TOKEN}?redirect=%2Fcart`, () => loginResultFixture);
    await waitFor(() => expect(safe.router.state.location.pathname).toBe('/cart'));
    safe.unmount();
    const unsafe = renderLink(
      `/login/autologin/${TOKEN}?redirect=${encodeURIComponent('https://evil.example/')}`,
      () => loginResultFixture,
    );
    await waitFor(() => expect(unsafe.router.state.location.pathname).toBe('/my-account'));
  });

  it('asks for the two-factor code, checks it has 6 digits, and re-posts the link with it', async () => {
    const { user, api, router } = renderLink(
      `/login/autologin/${TOKEN}`,
      inTurn(twoFactorRequired, incorrect, () => loginResultFixture),
    );
    expect(await screen.findByRole('heading', { name: 'Enter the 6 digit code' })).toBeInTheDocument();
    expect(screen.getByText(/emailed a code to da\*{8}/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Having issues? Please contact support' })).toBeInTheDocument();

    // Too short: the spec's message, and nothing sent.
    await user.type(cells()[0]!, '123');
    expect(cells()[3]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A 6 digit code is required.');
    expect(cells()[3]).toHaveFocus();
    expect(api.callsTo('POST', '/autologin')).toHaveLength(1);

    // Pasting fills the cells (digits only, at most 6); Enter submits.
    fireEvent.paste(cells()[0]!, { clipboardData: { getData: () => '654 321 9' } });
    expect(cells().map((cell) => (cell as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1']);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Code is incorrect or expired. Try again or contact support',
    );
    await waitFor(() => expect(cells()[0]).toHaveFocus());
    expect(api.callsTo('POST', '/autologin')[1]?.body).toEqual({ token: TOKEN, code: '654321' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'), { timeout: 3000 });
    expect(api.callsTo('POST', '/autologin')).toHaveLength(3);
  });

  it('sends a new e-mailed code on request, then holds the resend for a while', async () => {
    const { user, api } = renderLink(`/login/autologin/${TOKEN}`, inTurn(twoFactorRequired));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('New email sent!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(api.callsTo('POST', '/autologin')[1]?.body).toEqual({ token: TOKEN });
  });

  it('offers no resend for an authenticator app', async () => {
    renderLink(
      `/login/autologin/${TOKEN}`,
      inTurn(() => twoFactorRequired('authenticator')),
    );
    expect(await screen.findByText('Open your authenticator app to see your code.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  });

  it('shows a locked account: an alert with a way to support, and Continue disabled', async () => {
    const { user } = renderLink(`/login/autologin/${TOKEN}`, inTurn(twoFactorRequired, locked));
    fireEvent.paste((await screen.findAllByLabelText(/Digit 1 of 6/))[0]!, {
      clipboardData: { getData: () => '111111' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert', { name: 'Account locked' }, { timeout: 3000 });
    expect(alert).toHaveTextContent('Your account has been locked due to too many incorrect 2FA attempts.');
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(cells()[0]).toBeDisabled();
  });

  it('says when the link is no longer valid, with ways to log in or get a new link', async () => {
    const { router } = renderLink(`/login/autologin/${TOKEN}`, inTurn(linkInvalid));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email link no longer valid' }),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(alert).getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/login#sign-in-link',
    );
    expect(router.state.location.pathname).toBe(`/login/autologin/${TOKEN}`);
  });

  it('on any other failure, says so and goes to log in', async () => {
    const { router } = renderLink(
      `/login/autologin/${TOKEN}?redirect=%2Fcart`,
      inTurn(() => new ApiError({ status: 503, url: '/v2/autologin', message: 'Service unavailable' })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
    expect(await screen.findByText('Automatic login failed')).toBeInTheDocument();
  });
});
