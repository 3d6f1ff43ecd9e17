import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ADD_TO_CART_DEBOUNCE_MS, createDebouncer, isNotFound } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CartItemInput, type CartResult } from '@fairdraw/contracts';
import { useToasts } from '../../../components/ui/toast';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { cartPathWithCampaign } from '../../../lib/campaign';
import type { AddToCart } from '../../../lib/cart-actions';
import { clearAffiliateCode, forgetCartToken, readAffiliateCode } from '../../../lib/cart-session';
import { useCookies } from '../../../lib/cookies';
import { usePreCartDrawer } from '../../../lib/pre-cart-drawer';
import type { CookieJar } from '../../../lib/session-store';
import { storeCart } from '../utils/cart-cache';
import { cartErrorMessage } from '../utils/cart-errors';
import { CUSTOMER_CART } from '../utils/cart-owner';
import type { CartOwner } from '../utils/cart-owner';
import { ensureCartToken, useCartCustomerId } from './get-cart';

export const ADD_TO_CART_ERROR_TITLE = 'Not added to your cart';

/** POST /cart/items or /anon-cart/{token}/items; answers the whole cart. */
export async function addCartItem(client: ApiClient, owner: CartOwner, input: CartItemInput) {
  const response =
    owner.kind === 'customer'
      ? await call(client, endpointRoutes.cart.addItem, { body: input })
      : await call(client, endpointRoutes.anonymousCart.addItem, {
          params: { token: owner.token },
          body: input,
        });
  return response.result;
}

/** The item with the stored affiliate code, unless it already names one. */
function withAffiliate(input: CartItemInput, code: string | null): CartItemInput {
  return code === null || input.affiliateCode ? input : { ...input, affiliateCode: code };
}

/** Adds to the anonymous cart; a token that is no longer a cart (404) is replaced once. */
async function addToAnonymousCart(client: ApiClient, cookies: CookieJar, input: CartItemInput) {
  const token = await ensureCartToken(client, cookies);
  try {
    return await addCartItem(client, { kind: 'anonymous', token }, input);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    forgetCartToken(cookies);
    return addCartItem(client, { kind: 'anonymous', token: await ensureCartToken(client, cookies) }, input);
  }
}

/**
 * Adding to the cart (shop-core §4, §7): debounced 1000 ms so a double click adds once, sent with the
 * affiliate code (cleared once added), then the pre-cart drawer if it opens, else on to /cart with the
 * campaign parameters. A refusal
 * shows a toast with the server's message for the item.
 */
export function useAddToCart(): AddToCart {
  const { client } = useApi();
  const cookies = useCookies();
  const customerId = useCartCustomerId();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const navigate = useNavigate();
  const preCart = usePreCartDrawer();
  const { search } = useLocation();
  const [debounce] = useState(() => createDebouncer<CartResult>(ADD_TO_CART_DEBOUNCE_MS));
  const [pending, setPending] = useState(false);
  // Every caller of one debounced burst gets the same outcome; only the first acts on it.
  const handled = useRef(new WeakSet<object>());

  function send(input: CartItemInput) {
    const item = withAffiliate(input, readAffiliateCode(cookies));
    return customerId === null
      ? addToAnonymousCart(client, cookies, item)
      : addCartItem(client, CUSTOMER_CART, item);
  }

  async function add(input: CartItemInput): Promise<boolean> {
    setPending(true);
    try {
      const cart = await debounce(() => send(input));
      if (handled.current.has(cart)) return true;
      handled.current.add(cart);
      storeCart(queryClient, customerId, cart);
      clearAffiliateCode(cookies);
      // The pre-cart drawer, when it opens, offers the way to the cart itself (decision 0049).
      if (!preCart.offer({ lotteryKey: input.lottery, cart })) await navigate(cartPathWithCampaign(search));
      return true;
    } catch (error) {
      if (typeof error === 'object' && error !== null) {
        if (handled.current.has(error)) return false;
        handled.current.add(error);
      }
      toasts.show({ title: ADD_TO_CART_ERROR_TITLE, message: cartErrorMessage(error) });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { add, pending };
}
