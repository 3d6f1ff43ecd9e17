// What the cart page's tests share: a one-item cart, its receipt, and rendering the cart for a visitor
// or a signed-in customer against a fake API.
import { vi } from 'vitest';
import { receiptSchema } from '@fairdraw/contracts';
import { CART_COOKIES } from '../../../lib/cart-session';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, renderShop, type ShopData } from '../../../test/render';

export const aud = (amount: string) => ({ amount, currency: 'AUD' });

export const oneItemCart = cartFixture({ cartItems: [cartItem()], cartTotal: aud('24.30') });

export const receipt = receiptSchema.parse({
  checkoutId: 'chk_1',
  total: aud('24.30'),
  paid: aud('24.30'),
  promotion: null,
  balanceAfter: aud('475.70'),
  paymentMethod: 'wallet',
  topUp: null,
  purchasedAt: '2026-03-01T23:00:00Z',
  orders: [],
  trackingData: { goals: [], products: [] },
});

/** An anonymous visitor whose cookie names cart `tok_1`. */
export function renderAnonymousCart(routes: Record<string, FakeRoute>, path = '/cart') {
  const api = fakeApi(routes);
  const cookies = memoryCookieJar({ [CART_COOKIES.anonymousToken]: 'tok_1' });
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client, cookies });
  return { ...view, api, cookies };
}

/** A signed-in customer with $500.00 in the wallet, unless a `GET /customer` route says otherwise. */
export function renderCustomerCart(routes: Record<string, FakeRoute>, data: ShopData = {}) {
  const api = fakeApi({ 'GET /customer': () => customerFixture, ...routes });
  const cookies = memoryCookieJar();
  // The browsing session began on a page of the `news` campaign.
  const session = createSessionStore({
    cookies,
    landing: () => ({ search: '?utm_source=news', referrer: 'https://news.example/today' }),
  });
  session.signIn(loginResultFixture);
  // Where the browser went when it left the shop (an approval page), instead of going.
  const leave = vi.fn();
  // The cart's own address carries no campaign: the purchase still names the session's.
  const view = renderShop('/cart', data, filledQueryClient(data), {
    client: api.client,
    cookies,
    session,
    leave,
  });
  return { ...view, api, cookies, leave };
}
