import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type FavouriteNumbersResult } from '@fairdraw/contracts';
import { call } from '../api-call';
import { useApi } from '../api-client';

/** PUT /favourite-numbers: replaces the signed-in customer's favourite numbers. */
export async function putFavouriteNumbers(
  client: ApiClient,
  favouriteNumbers: readonly number[],
): Promise<FavouriteNumbersResult> {
  const response = await call(client, endpointRoutes.session.favouriteNumbers, {
    body: { favouriteNumbers: [...favouriteNumbers] },
  });
  return response.result;
}

export function favouriteNumbersMutationOptions(client: ApiClient) {
  return {
    mutationKey: ['favourite-numbers'],
    mutationFn: (numbers: readonly number[]) => putFavouriteNumbers(client, numbers),
  };
}

export function usePutFavouriteNumbers() {
  const { client } = useApi();
  return useMutation(favouriteNumbersMutationOptions(client));
}
