// The player's favourite numbers wherever they are kept: the signed-in customer's account, or the
// visitor's cookie until they sign in (then sign-in moves them to the account, decision 0018).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerRecord } from '@fairdraw/contracts';
import { useApi } from './api-client';
import { CUSTOMER_QUERY_KEY, useCustomer } from './api/get-customer';
import { putFavouriteNumbers } from './api/put-favourite-numbers';
import { useSession } from './session';
import { useVisitorFavourites } from './visitor-favourites';

export interface FavouriteNumbers {
  numbers: readonly number[];
  /** Keeps these as the favourites; resolves to where they went. Rejects when the server refuses them. */
  keep(numbers: readonly number[]): Promise<'account' | 'visitor'>;
}

export function useFavouriteNumbers(): FavouriteNumbers {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { isAuthenticated, customerId } = useSession();
  const customer = useCustomer();
  const visitor = useVisitorFavourites();
  const [visitorNumbers, setVisitorNumbers] = useState<readonly number[]>(() => visitor.read());

  if (isAuthenticated && customerId) {
    return {
      numbers: customer.data?.favouriteNumbers ?? [],
      async keep(numbers) {
        const saved = await putFavouriteNumbers(client, numbers);
        queryClient.setQueryData<CustomerRecord>([...CUSTOMER_QUERY_KEY, customerId], (current) =>
          current ? { ...current, favouriteNumbers: saved.favouriteNumbers } : current,
        );
        return 'account';
      },
    };
  }
  return {
    numbers: visitorNumbers,
    keep(numbers) {
      visitor.save(numbers);
      setVisitorNumbers([...numbers]);
      return Promise.resolve('visitor');
    },
  };
}
