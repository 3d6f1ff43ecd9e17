import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY, customerQueryOptions } from '../../../lib/api/get-customer';
import { useConvertAnonymousCart } from '../../../lib/cart/convert-cart';
import { useSessionStore, useSessionTimeoutSeconds } from '../../../lib/session';

/**
 * Login and signup success (shop-core §4): store ids and tokens and save the cookies, merge the
 * anonymous cart into the customer's, refetch the customer, then go on — to the forced password change page when flagged, otherwise to `to`.
 */
export function useCompleteSignIn() {
  const { client } = useApi();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const maxAgeSeconds = useSessionTimeoutSeconds();
  const convertAnonymousCart = useConvertAnonymousCart();
  return async (result: LoginResult, to: string) => {
    session.signIn(result, { maxAgeSeconds });
    await convertAnonymousCart(result.customerId);
    queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
    const customer = await queryClient
      .fetchQuery(customerQueryOptions(client, result.customerId))
      .catch(() => null);
    await navigate(customer?.forcePasswordChange ? '/force-password-change' : to, { replace: true });
  };
}
