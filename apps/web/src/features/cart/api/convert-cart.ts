import { useQueryClient } from '@tanstack/react-query';
import { isNotFound, type ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { forgetCartToken, readCartToken } from '../../../lib/cart-session';
import { useCookies } from '../../../lib/cookies';
import { cartQueryKey, storeCart } from '../utils/cart-cache';

/** POST /anon-cart/{token}/convert (signed in): the anonymous items move into the customer's cart. */
export async function convertAnonymousCart(client: ApiClient, token: string) {
  const response = await call(client, endpointRoutes.anonymousCart.convert, { params: { token } });
  return response.result;
}

/**
 * Login success merges the anonymous cart (shop-core §4): it is converted and its token cleared. Call
 * it once the session is stored. A failure never blocks signing in; the token then stays, so the
 * items are still there after signing out.
 */
export function useConvertAnonymousCart() {
  const { client } = useApi();
  const cookies = useCookies();
  const queryClient = useQueryClient();

  return async (customerId: string): Promise<void> => {
    const token = readCartToken(cookies);
    queryClient.removeQueries({ queryKey: cartQueryKey(null) });
    if (token === null) return;
    try {
      const cart = await convertAnonymousCart(client, token);
      // A read of the customer's cart sent before the merge finished must not overwrite it.
      await queryClient.cancelQueries({ queryKey: cartQueryKey(customerId) });
      storeCart(queryClient, customerId, cart);
      forgetCartToken(cookies);
    } catch (error) {
      if (isNotFound(error)) forgetCartToken(cookies);
    }
  };
}
