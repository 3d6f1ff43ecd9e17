// What the session knows of the cart (features/cart owns the rest): the anonymous cart's token and the
// affiliate code live in cookies for 14 days (shop-core §7, §9), and the cart's cache entries go when
// the customer signs out.
import type { QueryClient } from '@tanstack/react-query';
import { acceptStoredValue } from '@fairdraw/domain';
import type { CookieJar } from './session-store';

export const CART_QUERY_KEY = ['cart'] as const;

/** Logout and session expiry reset the cart (shop-core §4): no cart of the customer stays cached. */
export function resetCart(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: CART_QUERY_KEY });
}

export const CART_COOKIES = {
  anonymousToken: 'fd_cart_token',
  affiliateCode: 'fd_aff',
} as const;

export const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export function readCartToken(cookies: CookieJar): string | null {
  return acceptStoredValue(cookies.get(CART_COOKIES.anonymousToken));
}

export function saveCartToken(cookies: CookieJar, token: string): void {
  cookies.set(CART_COOKIES.anonymousToken, token, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
}

export function forgetCartToken(cookies: CookieJar): void {
  cookies.remove(CART_COOKIES.anonymousToken);
}

export function readAffiliateCode(cookies: CookieJar): string | null {
  return acceptStoredValue(cookies.get(CART_COOKIES.affiliateCode));
}

export function saveAffiliateCode(cookies: CookieJar, code: string): void {
  cookies.set(CART_COOKIES.affiliateCode, code, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
}

export function clearAffiliateCode(cookies: CookieJar): void {
  cookies.remove(CART_COOKIES.affiliateCode);
}
