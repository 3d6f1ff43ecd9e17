import { describe, expect, it } from 'vitest';
import { readCartToken } from '../../../lib/cart-session';
import { memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, fakeApi } from '../../../test/fake-api';
import { getAnonymousCart } from './get-cart';

describe('the anonymous cart', () => {
  it('is created once when two reads start before any cart exists', async () => {
    let made = 0;
    const api = fakeApi({
      'POST /anon-cart': () => `cart-token-${++made}`,
      'GET /anon-cart/cart-token-1': () => cartFixture(),
    });
    const cookies = memoryCookieJar();
    await Promise.all([getAnonymousCart(api.client, cookies), getAnonymousCart(api.client, cookies)]);
    expect(made).toBe(1);
    expect(readCartToken(cookies)).toBe('cart-token-1');
  });
});
