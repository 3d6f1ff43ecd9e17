// What the play screens' tests share: the offers with one changed, an anonymous visitor's cart API and
// the screen rendered over them.
import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { productOffersResultSchema } from '@fairdraw/contracts';
import type { ProductOffer } from '@fairdraw/contracts';
import { memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { offersFixture } from '../../../test/offer-fixtures';
import { filledQueryClient, renderShop } from '../../../test/render';

/**
 * Loads the play page's modules before a file's first test. The page is a lazy route: on a machine busy
 * with the database tests its first load (and transform) once took longer than a test's 5 s wait for
 * the page to show. Call it at the top of the test file.
 */
export function loadPlayPageFirst(): void {
  beforeAll(() => import('../../../app/product-offer-page'), 60_000);
}

/** The fixture offers with one offer changed. */
export function offersWith(key: string, change: (offer: ProductOffer) => Partial<ProductOffer>) {
  return productOffersResultSchema.parse({
    ...offersFixture,
    offers: offersFixture.offers.map((offer) => (offer.key === key ? { ...offer, ...change(offer) } : offer)),
  });
}

/** An anonymous visitor's cart API: a new cart `tok_1`, then `addItem` answers the add. */
export function anonymousCartApi(addItem: FakeRoute = () => cartFixture({ cartItems: [cartItem()] })) {
  return fakeApi({
    'POST /anon-cart': () => 'tok_1',
    'GET /anon-cart/tok_1': () => cartFixture(),
    'POST /anon-cart/tok_1/items': addItem,
  });
}

export function renderPlay(path: string, api = anonymousCartApi(), offers = offersFixture) {
  const cookies = memoryCookieJar();
  const view = renderShop(path, { offers }, filledQueryClient({ offers }), { client: api.client, cookies });
  return { ...view, api, cookies };
}

export const addButton = () => screen.getByRole('button', { name: /^Add to cart/ });
