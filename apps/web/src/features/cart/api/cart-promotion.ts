// POST and DELETE /cart/promotion or /anon-cart/{token}/promotion: put a promo code on the cart or take
// it off (shop-core §7; decision 0048). Each answer is the whole cart, which replaces the cached one.
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CartResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { readCartToken } from '../../../lib/cart-session';
import { useCookies } from '../../../lib/cookies';
import { storeCart } from '../utils/cart-cache';
import { CUSTOMER_CART, type CartOwner } from '../utils/cart-owner';
import { useCartCustomerId } from './get-cart';

export async function applyPromotion(client: ApiClient, owner: CartOwner, promotionCode: string) {
  const body = { promotionCode };
  const response =
    owner.kind === 'customer'
      ? await call(client, endpointRoutes.promotions.apply, { body })
      : await call(client, endpointRoutes.promotions.applyAnonymous, {
          params: { token: owner.token },
          body,
        });
  return response.result;
}

export async function removePromotion(client: ApiClient, owner: CartOwner) {
  const response =
    owner.kind === 'customer'
      ? await call(client, endpointRoutes.promotions.remove, {})
      : await call(client, endpointRoutes.promotions.removeAnonymous, { params: { token: owner.token } });
  return response.result;
}

/** Putting a code on the cart on screen and taking it off; errors go to the caller. */
export function useCartPromotion() {
  const { client } = useApi();
  const cookies = useCookies();
  const customerId = useCartCustomerId();
  const queryClient = useQueryClient();

  async function run(change: (owner: CartOwner) => Promise<CartResult>): Promise<CartResult> {
    const token = customerId === null ? readCartToken(cookies) : null;
    if (customerId === null && token === null) throw new Error('There is no cart to change.');
    const owner: CartOwner = token === null ? CUSTOMER_CART : { kind: 'anonymous', token };
    const cart = await change(owner);
    storeCart(queryClient, customerId, cart);
    return cart;
  }

  return {
    apply: (code: string) => run((owner) => applyPromotion(client, owner, code)),
    remove: () => run((owner) => removePromotion(client, owner)),
  };
}
