import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, isNotFound } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointKey, endpointRoutes } from '@fairdraw/contracts';
import { acceptStoredValue } from '@fairdraw/domain';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { forgetCartToken, readCartToken, saveCartToken } from '../../../lib/cart-session';
import { useCookies } from '../../../lib/cookies';
import { useSession } from '../../../lib/session';
import type { CookieJar } from '../../../lib/session-store';
import { cartQueryKey, toCartView } from '../utils/cart-cache';
import type { CartView } from '../utils/cart-cache';
import { CUSTOMER_CART } from '../utils/cart-owner';
import type { CartOwner } from '../utils/cart-owner';

/** GET /cart/items or GET /anon-cart/{token}. */
export async function getCart(client: ApiClient, owner: CartOwner, signal?: AbortSignal) {
  const response =
    owner.kind === 'customer'
      ? await call(client, endpointRoutes.cart.items, {}, { signal })
      : await call(client, endpointRoutes.anonymousCart.get, { params: { token: owner.token } }, { signal });
  return response.result;
}

/** POST /anon-cart: a new anonymous cart; the answer is its token. */
export async function createAnonymousCart(client: ApiClient): Promise<string> {
  const response = await call(client, endpointRoutes.anonymousCart.create, {});
  const token = acceptStoredValue(typeof response.result === 'string' ? response.result : null);
  if (token === null)
    throw new Error(`${endpointKey(endpointRoutes.anonymousCart.create)} did not answer with a cart token`);
  return token;
}

/** Carts being created, per cookie jar: two reads at start-up must not make two carts. */
const creating = new WeakMap<CookieJar, Promise<string>>();

/** The stored anonymous cart token, or a new cart's token (kept for 14 days). */
export async function ensureCartToken(client: ApiClient, cookies: CookieJar): Promise<string> {
  const stored = readCartToken(cookies);
  if (stored !== null) return stored;
  const pending =
    creating.get(cookies) ??
    createAnonymousCart(client)
      .then((token) => {
        saveCartToken(cookies, token);
        return token;
      })
      .finally(() => creating.delete(cookies));
  creating.set(cookies, pending);
  return pending;
}

/**
 * The anonymous visitor's cart: created when none exists, fetched by token, and when that token is
 * no longer a cart (404) the cookie is dropped and a new cart made (shop-core §4, §8).
 */
export async function getAnonymousCart(client: ApiClient, cookies: CookieJar, signal?: AbortSignal) {
  const token = await ensureCartToken(client, cookies);
  try {
    return await getCart(client, { kind: 'anonymous', token }, signal);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    forgetCartToken(cookies);
    const fresh = await ensureCartToken(client, cookies);
    return getCart(client, { kind: 'anonymous', token: fresh }, signal);
  }
}

/** The cart of the signed-in customer (`customerId`) or of the anonymous visitor (null); stale after 20 s. */
export function cartQueryOptions(client: ApiClient, cookies: CookieJar, customerId: string | null) {
  const queryKey = cartQueryKey(customerId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client: queryClient }): Promise<CartView> => {
      const fresh =
        customerId === null
          ? await getAnonymousCart(client, cookies, signal)
          : await getCart(client, CUSTOMER_CART, signal);
      return toCartView(queryClient.getQueryData<CartView>(queryKey), fresh);
    },
    staleTime: CACHE_TTL_MS.cart,
  });
}

/** The signed-in customer's id when there is one; the cart calls and cache entry follow it. */
export function useCartCustomerId(): string | null {
  const { customerId, isAuthenticated } = useSession();
  return isAuthenticated ? customerId : null;
}

export function useCart() {
  const { client } = useApi();
  const cookies = useCookies();
  return useQuery(cartQueryOptions(client, cookies, useCartCustomerId()));
}

/** Items in the cart, for the header's cart badge (0 while it loads or when it failed). */
export function useCartItemCount(): number {
  return useCart().data?.cartItems.length ?? 0;
}
