// PUT and DELETE …/items/{id}: change how many draws, bundles or shares, or take an item out.
import { useQueryClient } from '@tanstack/react-query';
import { isNotFound, type ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CartItemUpdate, type CartResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { readCartToken } from '../../../lib/cart-session';
import { useCookies } from '../../../lib/cookies';
import type { CookieJar } from '../../../lib/session-store';
import { cartQueryKey, storeCart } from '../utils/cart-cache';
import { CUSTOMER_CART } from '../utils/cart-owner';
import type { CartOwner } from '../utils/cart-owner';
import { useCartCustomerId } from './get-cart';

export async function updateCartItem(
  client: ApiClient,
  owner: CartOwner,
  itemId: string,
  update: CartItemUpdate,
) {
  const response =
    owner.kind === 'customer'
      ? await call(client, endpointRoutes.cart.updateItem, { params: { id: itemId }, body: update })
      : await call(client, endpointRoutes.anonymousCart.updateItem, {
          params: { token: owner.token, id: itemId },
          body: update,
        });
  return response.result;
}

export async function removeCartItem(client: ApiClient, owner: CartOwner, itemId: string) {
  const response =
    owner.kind === 'customer'
      ? await call(client, endpointRoutes.cart.removeItem, { params: { id: itemId } })
      : await call(client, endpointRoutes.anonymousCart.removeItem, {
          params: { token: owner.token, id: itemId },
        });
  return response.result;
}

/** The owner of the cart on screen; an anonymous visitor without a token has no items to change. */
function currentOwner(customerId: string | null, cookies: CookieJar): CartOwner {
  if (customerId !== null) return CUSTOMER_CART;
  const token = readCartToken(cookies);
  if (token === null) throw new Error('There is no cart to change.');
  return { kind: 'anonymous', token };
}

/**
 * Changes and removals of cart items. Each answer replaces the cached cart; an item or cart that has
 * gone (404) refetches the cart so the page shows what is really there. Errors go to the caller.
 */
export function useCartItemChanges() {
  const { client } = useApi();
  const cookies = useCookies();
  const customerId = useCartCustomerId();
  const queryClient = useQueryClient();

  async function run(call: (owner: CartOwner) => Promise<CartResult>): Promise<void> {
    try {
      storeCart(queryClient, customerId, await call(currentOwner(customerId, cookies)));
    } catch (error) {
      if (isNotFound(error)) void queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
      throw error;
    }
  }

  return {
    update: (itemId: string, update: CartItemUpdate) =>
      run((owner) => updateCartItem(client, owner, itemId, update)),
    remove: (itemId: string) => run((owner) => removeCartItem(client, owner, itemId)),
  };
}
