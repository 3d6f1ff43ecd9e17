// What a sign-in carries besides the credentials: favourite numbers picked before signing in, the
// session's campaign on a signup, the forced password change, and the checkout stepper.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { CART_COOKIES } from '../../../lib/cart-session';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { VISITOR_FAVOURITES_COOKIE } from '../../../lib/visitor-favourites';
import { cartFixture, cartItem, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

function renderSignIn(
  path: string,
  routes: Record<string, FakeRoute>,
  cookieValues: Record<string, string> = {},
) {
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_new',
    'GET /anon-cart/tok_new': () => cartFixture(),
    'GET /cart/items': () => cartFixture(),
    'GET /customer': () => customerFixture,
    ...routes,
  });
  const cookies = memoryCookieJar(cookieValues);
  const session = createSessionStore({
    cookies,
    landing: () => ({
      search: '?utm_source=news&utm_campaign=spring&utm_medium=email',
      referrer: 'https://news.example/story',
    }),
  });
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, session, cookies });
  return { ...view, api, cookies };
}

async function logIn(user: ReturnType<typeof renderShop>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'demo@fairdraw.test');
  await user.type(screen.getByLabelText('Password'), 'Fairdraw-demo-1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Fills the sign-up form as Ada with this password, ticks the terms and sends it. */
async function signUpWith(user: ReturnType<typeof renderSignIn>['user'], password: string) {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com.au');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
  await user.type(screen.getByLabelText('Phone'), '0412 345 678');
  await user.type(screen.getByLabelText('Address'), '1 George Street');
  await user.type(screen.getByLabelText('Suburb'), 'Sydney');
  await user.selectOptions(screen.getByLabelText('State'), 'NSW');
  await user.type(screen.getByLabelText('Postcode'), '2000');
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('favourite numbers picked before signing in', () => {
  it('go with the login, and are saved when the account’s differ', async () => {
    const { user, api, router, cookies } = renderSignIn(
      '/login?redirect=%2Fmy-account',
      {
        'POST /login': () => loginResultFixture,
        'PUT /favourite-numbers': () => ({ favouriteNumbers: [3, 9, 27] }),
      },
      { [VISITOR_FAVOURITES_COOKIE]: '3-9-27' },
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'), { timeout: 3000 });
    expect(api.callsTo('POST', '/login')[0]?.body).toEqual({
      credentials: { email: 'demo@fairdraw.test', password: 'Fairdraw-demo-1' },
      favouriteNumbers: [3, 9, 27],
    });
    // The account had 7 and 14.
    expect(api.callsTo('PUT', '/favourite-numbers').map((call) => call.body)).toEqual([
      { favouriteNumbers: [3, 9, 27] },
    ]);
    expect(cookies.get(VISITOR_FAVOURITES_COOKIE)).toBeNull();
  });

  it('are not saved again when the account already has them, and nothing is sent without any', async () => {
    const same = renderSignIn(
      '/login',
      { 'POST /login': () => loginResultFixture },
      { [VISITOR_FAVOURITES_COOKIE]: '14-7' },
    );
    await logIn(same.user);
    await waitFor(() => expect(same.router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(same.api.callsTo('PUT', '/favourite-numbers')).toHaveLength(0);
    same.unmount();

    const none = renderSignIn('/login', { 'POST /login': () => loginResultFixture });
    await logIn(none.user);
    await waitFor(() => expect(none.router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(none.api.callsTo('POST', '/login')[0]?.body).not.toHaveProperty('favouriteNumbers');
    expect(none.api.callsTo('PUT', '/favourite-numbers')).toHaveLength(0);
  });

  it('never stop a sign-in when they cannot be saved', async () => {
    const { user, router } = renderSignIn(
      '/login?redirect=%2Fmy-account',
      {
        'POST /login': () => loginResultFixture,
        'PUT /favourite-numbers': () => {
          throw new Error('refused');
        },
      },
      { [VISITOR_FAVOURITES_COOKIE]: '3-9' },
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'), { timeout: 3000 });
  });
});

describe('a flagged customer signing in', () => {
  it('goes to the forced password change first, then on to the redirect target', async () => {
    const { user, router } = renderSignIn('/login?redirect=%2Fmy-account', {
      'POST /login': () => loginResultFixture,
      'GET /customer': () => ({ ...customerFixture, forcePasswordChange: true }),
    });
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/force-password-change'), {
      timeout: 3000,
    });
    expect(router.state.location.search).toBe('?redirect=%2Fmy-account');
    expect(await screen.findByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});

describe('signup', () => {
  it('sends the session’s campaign as attribution, the platform, and favourite numbers', async () => {
    const { user, api, router } = renderSignIn(
      '/register?redirect=%2Fcart',
      { 'POST /signup': () => loginResultFixture },
      { [VISITOR_FAVOURITES_COOKIE]: '7-14' },
    );
    // The campaign was on the landing page, not on this one.
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
    await signUpWith(user, 'correct horse 42');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(api.callsTo('POST', '/signup')[0]?.body).toMatchObject({
      metadata: { platform: 'Web' },
      attribution: {
        source: 'news',
        campaign: 'spring',
        medium: 'email',
        referrer: 'https://news.example/story',
        referringDomain: 'news.example',
      },
      favouriteNumbers: [7, 14],
    });
  });
});

describe('signup refused by the server', () => {
  it('shows the server’s password strength message under the password field', async () => {
    const tooEasy =
      'This password is too easy to guess: this is a commonly used password. Add more words that are less common.';
    const { user } = renderSignIn('/register', {
      'POST /signup': () => {
        throw new ApiError({
          status: 400,
          url: '/v2/signup',
          message: 'Please check the highlighted fields.',
          code: 'validation_failed',
          errors: { password: [tooEasy] },
        });
      },
    });
    await signUpWith(user, 'Password123');

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(tooEasy)), {
      timeout: 3000,
    });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
  });
});

describe('the checkout stepper', () => {
  function currentStep() {
    const stepper = screen.getByRole('navigation', { name: 'Checkout progress' });
    const items = within(stepper).getAllByRole('listitem');
    return items
      .filter((item) => item.getAttribute('aria-current') === 'step')
      .map((item) => item.textContent);
  }

  it('marks the login step on /checkout/login and the register step when registering for the cart', async () => {
    const login = renderShop('/checkout/login');
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(currentStep()).toEqual(['2Log in']);
    login.unmount();

    const register = renderShop('/register?redirect=%2Fcart');
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(currentStep()).toEqual(['2Create account']);
    register.unmount();

    renderShop('/register');
    await screen.findByRole('form', { name: 'Create an account' });
    expect(screen.queryByRole('navigation', { name: 'Checkout progress' })).not.toBeInTheDocument();
  });

  it('marks logging in or registering on a visitor’s cart, and paying on a customer’s', async () => {
    const withItem = () =>
      cartFixture({ cartItems: [cartItem()], cartTotal: { amount: '24.30', currency: 'AUD' } });
    const visitor = renderSignIn(
      '/cart',
      { 'GET /anon-cart/tok_1': withItem },
      { [CART_COOKIES.anonymousToken]: 'tok_1' },
    );
    await screen.findByRole('list', { name: 'Items in your cart' });
    expect(currentStep()).toEqual(['1Your cart']);
    visitor.unmount();

    const api = fakeApi({ 'GET /customer': () => customerFixture, 'GET /cart/items': withItem });
    const session = createSessionStore({ cookies: memoryCookieJar() });
    session.signIn(loginResultFixture);
    renderShop('/cart', {}, filledQueryClient(), { client: api.client, session });
    await screen.findByRole('list', { name: 'Items in your cart' });
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(currentStep()).toEqual(['3Payment']);
  });
});
