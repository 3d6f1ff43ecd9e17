import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@fairdraw/client';
import { validationMessages } from '@fairdraw/domain';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';
import { CART_COOKIES } from '../../../lib/cart-session';
import { SESSION_COOKIES, createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, clientWithGet, fakeApi, getByPath, ok } from '../../../test/fake-api';

function fakeClient(post: ApiClient['post']): ApiClient {
  return {
    ...clientWithGet(getByPath({ '/customer': () => Promise.resolve(ok(customerFixture)) })),
    // The header's cart calls (POST /anon-cart) are refused; only the login answer is scripted.
    post: ((path: string, ...rest: unknown[]) =>
      path === '/login'
        ? (post as (...args: unknown[]) => unknown)(path, ...rest)
        : Promise.reject(new Error(path))) as ApiClient['post'],
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

/** The shop's header, once the start-up screen has given way to the layout. */
async function siteHeader() {
  await screen.findByRole('contentinfo');
  return screen.getByRole('banner');
}

describe('the cart across signing in and out', () => {
  const twoItems = cartFixture({
    cartItems: [cartItem(), cartItem({ id: 'item-2', description: 'Oz Lotto: 12 games, 1 draw' })],
  });

  it('merges the anonymous cart into the customer’s on login and forgets its token', async () => {
    const api = fakeApi({
      'GET /anon-cart/tok_anon': () => cartFixture({ cartItems: [cartItem()] }),
      'POST /login': () => loginResultFixture,
      'POST /anon-cart/tok_anon/convert': () => twoItems,
      // A read of the customer's cart racing the merge answers the cart as it was before.
      'GET /cart/items': () => cartFixture({ cartItems: [cartItem({ id: 'item-2' })] }),
      'GET /customer': () => customerFixture,
    });
    const cookies = memoryCookieJar({ [CART_COOKIES.anonymousToken]: 'tok_anon' });
    const { user, router } = renderShop('/login?redirect=%2Fcart', {}, filledQueryClient(), {
      client: api.client,
      cookies,
    });
    const header = await siteHeader();
    expect(await within(header).findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    await fillAndSubmit(user, 'demo@fairdraw.test', 'Fairdraw-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(api.callsTo('POST', '/anon-cart/tok_anon/convert')).toHaveLength(1);
    expect(api.callsTo('POST', '/anon-cart/tok_anon/convert')[0]?.options).toMatchObject({
      apiVersion: '3.3',
    });
    expect(cookies.get(CART_COOKIES.anonymousToken)).toBeNull();
    expect(await within(header).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Oz Lotto: 12 games, 1 draw' })).toBeInTheDocument();
  });

  it('resets the cart on logout', async () => {
    const api = fakeApi({
      'GET /cart/items': () => twoItems,
      'GET /customer': () => customerFixture,
      'GET /logout': () => ({ loggedOut: true }),
      'POST /anon-cart': () => 'tok_new',
      'GET /anon-cart/tok_new': () => cartFixture(),
    });
    const cookies = memoryCookieJar();
    const session = createSessionStore({ cookies });
    session.signIn(loginResultFixture);
    const { router } = renderShop('/', {}, filledQueryClient(), { client: api.client, cookies, session });
    const header = await siteHeader();
    expect(await within(header).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await router.navigate('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(header).findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(cookies.get(CART_COOKIES.anonymousToken)).toBe('tok_new');
  });
});

describe('login submit', () => {
  it('sends one login for a burst of submits, after a quiet 500 ms', async () => {
    const post = vi.fn().mockResolvedValue(ok(loginResultFixture));
    const { user, router } = renderShop('/login?redirect=%2Fmy-account', {}, filledQueryClient(), {
      client: fakeClient(post),
    });
    await user.type(await screen.findByLabelText('Email'), 'demo@fairdraw.test');
    await user.type(screen.getByLabelText('Password'), 'Fairdraw-demo-1');
    const form = screen.getByRole('form', { name: 'Log in' });
    const started = Date.now();
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'), { timeout: 3000 });
    expect(post.mock.calls.filter(([path]) => path === '/login')).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });
});
