import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiClient } from '@fairdraw/client';
import type { CustomerRecord, LoginResult } from '@fairdraw/contracts';
import { sameNumbers } from '@fairdraw/domain';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY, customerQueryOptions } from '../../../lib/api/get-customer';
import { putFavouriteNumbers } from '../../../lib/api/put-favourite-numbers';
import { useConvertAnonymousCart } from '../../../lib/cart-actions';
import { useSessionStore, useSessionTimeoutSeconds } from '../../../lib/session';
import { useVisitorFavourites } from '../../../lib/visitor-favourites';
import { forcePasswordChangePath } from '../utils/redirect';

/**
 * The visitor's favourite numbers become the account's when they differ from the saved ones (shop-core
 * §4 "Login success"). The login body already carried them and the server saves them there; this
 * covers every sign-in that could not (decision 0018). A refusal is not worth stopping a sign-in for.
 * Returns the customer as it now is.
 */
async function saveVisitorFavourites(
  client: ApiClient,
  customer: CustomerRecord,
  favourites: readonly number[],
): Promise<CustomerRecord> {
  if (favourites.length === 0 || sameNumbers(favourites, customer.favouriteNumbers)) return customer;
  const saved = await putFavouriteNumbers(client, favourites).catch(() => null);
  return saved ? { ...customer, favouriteNumbers: saved.favouriteNumbers } : customer;
}

/**
 * Login and signup success (shop-core §4): store ids and tokens and save the cookies, merge the
 * anonymous cart into the customer's, refetch the customer, save the favourite numbers picked before
 * signing in, then go on: to the forced password change page when flagged (returning to `to`
 * afterwards), otherwise to `to`.
 */
export function useCompleteSignIn() {
  const { client } = useApi();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const maxAgeSeconds = useSessionTimeoutSeconds();
  const convertAnonymousCart = useConvertAnonymousCart();
  const visitorFavourites = useVisitorFavourites();
  return async (result: LoginResult, to: string) => {
    session.signIn(result, { maxAgeSeconds });
    await convertAnonymousCart(result.customerId);
    queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
    const options = customerQueryOptions(client, result.customerId);
    let customer = await queryClient.fetchQuery(options).catch(() => null);
    if (customer) {
      customer = await saveVisitorFavourites(client, customer, visitorFavourites.read());
      queryClient.setQueryData(options.queryKey, customer);
      // They belong to the account now (or could not be kept): the visitor's copy is done with.
      visitorFavourites.clear();
    }
    await navigate(customer?.forcePasswordChange ? forcePasswordChangePath(to) : to, { replace: true });
  };
}
