import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type ApiResponse } from '@fairdraw/client';
import { validationMessages } from '@fairdraw/domain';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../../test/render';
import { SESSION_COOKIES, createSessionStore, memoryCookieJar } from '../../../lib/session-store';

function ok<T>(result: T): ApiResponse<T> {
  return { status: 200, result, pageInfo: null, links: null, messages: [] };
}

function fakeClient(post: ApiClient['post']): ApiClient {
  return {
    ...offlineClient,
    post,
    get: vi
      .fn()
      .mockImplementation((path: string) =>
        path === '/customer' ? Promise.resolve(ok(customerFixture)) : Promise.reject(new Error(path)),
      ) as ApiClient['get'],
  };
}

async function fillAndSubmit(user: ReturnType<typeof renderShop>['user'], email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it('says which fields are required and focuses the first one', async () => {
    const { user } = renderShop('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(validationMessages.required);
    expect(password).toHaveAccessibleDescription(validationMessages.required);
    expect(email).toHaveFocus();
  });

  it('refuses an invalid e-mail address', async () => {
    const { user } = renderShop('/login');
    await fillAndSubmit(user, 'not-an-email', 'secret');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.email);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows server errors by field, and the 401 message above the form', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          url: '/v2/login',
          message: 'Validation failed',
          errors: { 'credentials.email': ['That address looks wrong'] },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError({
          status: 401,
          url: '/v2/login',
          message: 'Your email or password is incorrect.',
          code: 'unauthorized',
          errors: { general: ['Your email or password is incorrect.'] },
        }),
      );
    const { user } = renderShop('/login', {}, filledQueryClient(), { client: fakeClient(post) });
    await fillAndSubmit(user, 'dana@example.com', 'whatever-1');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('That address looks wrong'),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email or password is incorrect.');
  });

  it('stores the session, fetches the customer and goes to the redirect target', async () => {
    const post = vi.fn().mockResolvedValue(ok(loginResultFixture));
    const cookies = memoryCookieJar();
    const session = createSessionStore({ cookies });
    const { user, router } = renderShop('/login?redirect=%2Fmy-account', {}, filledQueryClient(), {
      client: fakeClient(post),
      session,
    });
    await fillAndSubmit(user, 'demo@fairdraw.test', 'Fairdraw-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(post).toHaveBeenCalledWith(
      '/login',
      { credentials: { email: 'demo@fairdraw.test', password: 'Fairdraw-demo-1' } },
      expect.objectContaining({ apiVersion: '3.2', skipRefresh: true }),
    );
    expect(session.getState()).toMatchObject({
      customerId: loginResultFixture.customerId,
      customerToken: loginResultFixture.customerToken,
      refreshToken: loginResultFixture.refreshToken,
    });
    expect(cookies.values.get(SESSION_COOKIES.customerToken)).toBe(loginResultFixture.customerToken);
    expect(await screen.findByRole('heading', { name: 'Hello Dana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My account, Dana, balance \$500\.00/ })).toBeInTheDocument();
  });

  it('ignores a redirect to another site', async () => {
    const post = vi.fn().mockResolvedValue(ok(loginResultFixture));
    const { user, router } = renderShop(
      '/login?redirect=https%3A%2F%2Fevil.example%2F',
      {},
      filledQueryClient(),
      { client: fakeClient(post) },
    );
    await fillAndSubmit(user, 'demo@fairdraw.test', 'Fairdraw-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends anonymous visitors of a protected page to log in', async () => {
    const { router } = renderShop('/my-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fmy-account');
  });
});

describe('/checkout/login', () => {
  it('shows the checkout step and goes to the cart once signed in', async () => {
    const post = vi.fn().mockResolvedValue(ok(loginResultFixture));
    const { user, router } = renderShop('/checkout/login', {}, filledQueryClient(), {
      client: fakeClient(post),
    });
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcart',
    );
    await fillAndSubmit(user, 'demo@fairdraw.test', 'Fairdraw-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
