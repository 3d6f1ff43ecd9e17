import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, type ApiClient } from '@fairdraw/client';
import { validationMessages } from '@fairdraw/domain';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { clientWithGet, getByPath, ok } from '../../../test/fake-api';
import { filledQueryClient, renderShop } from '../../../test/render';

type PostMock = Mock<(path: string, ...rest: unknown[]) => Promise<unknown>>;

const LOCKED = 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';
const otpError = (code: string, message: string, details: Record<string, unknown> = {}) =>
  new ApiError({ status: 401, url: '/v2/login', message, code, errors: { otp: [message] }, details });
const required = (method: 'authenticator' | 'email') =>
  otpError('2fa_required', 'Enter the 6 digit code to finish signing in.', {
    twoFactorAuth: { enabled: true, method, identifier: 'da********' },
  });

function clientAnswering(post: PostMock): ApiClient {
  return {
    ...clientWithGet(getByPath({ '/customer': () => Promise.resolve(ok(customerFixture)) })),
    post: ((path: string, ...rest: unknown[]) =>
      path === '/login' ? post(path, ...rest) : Promise.reject(new Error(path))) as ApiClient['post'],
  };
}

async function logIn(post: PostMock) {
  const rendered = renderShop('/login', {}, filledQueryClient(), { client: clientAnswering(post) });
  await rendered.user.type(await screen.findByLabelText('Email'), 'dana@example.com');
  await rendered.user.type(screen.getByLabelText('Password'), 'correct horse 42');
  await rendered.user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Enter the 6 digit code' });
  return rendered;
}

const cell = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const sentBodies = (post: PostMock) => post.mock.calls.map((args) => args[1]);

describe('/login with two-factor sign-in', () => {
  it('asks for the code after the password, fills the cells from a paste and signs in with it', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(required('authenticator'))
      .mockResolvedValueOnce(ok(loginResultFixture));
    const { user } = await logIn(post);
    expect(screen.getByText('Open your authenticator app to see your code.')).toBeInTheDocument();
    // The code screen puts the focus in the first cell once it has rendered.
    await waitFor(() => expect(cell(1)).toHaveFocus());
    fireEvent.paste(cell(1), { clipboardData: { getData: () => '123 456' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (cell(n) as HTMLInputElement).value).join('')).toBe('123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(sentBodies(post)[1]).toMatchObject({
      credentials: { email: 'dana@example.com', password: 'correct horse 42', otp: '123456' },
    });
  });

  it('refuses a short code without calling the server', async () => {
    const post: PostMock = vi.fn().mockRejectedValueOnce(required('authenticator'));
    const { user } = await logIn(post);
    await user.type(cell(1), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(validationMessages.twoFactorCode);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong code, then the Account locked alert with Continue disabled', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(required('authenticator'))
      .mockRejectedValueOnce(otpError('2fa_incorrect', validationMessages.twoFactorIncorrect))
      .mockRejectedValueOnce(otpError('2fa_account_locked', LOCKED));
    const { user } = await logIn(post);
    await user.type(cell(1), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(validationMessages.twoFactorIncorrect)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Account locked')).toBeInTheDocument();
    expect(screen.getByText(LOCKED, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(cell(1)).toBeDisabled();
  });

  it('e-mailed codes: names the masked address, resends once, then holds resend back for 60 s', async () => {
    const post: PostMock = vi.fn().mockRejectedValue(required('email'));
    const { user } = await logIn(post);
    expect(screen.getByText('We emailed a code to da********.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('New email sent!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByText(/You can ask again in \d+ s/)).toBeInTheDocument();
    expect(sentBodies(post)[1]).toMatchObject({ credentials: { email: 'dana@example.com' } });
    expect((sentBodies(post)[1] as { credentials: { otp?: string } }).credentials.otp).toBeUndefined();
  });
});
